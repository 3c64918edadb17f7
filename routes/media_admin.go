package routes

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/lists"
	"selah/internal/moderation"
	"selah/internal/publicurl"
	"selah/internal/reports"
	"selah/internal/stats"
)

const maxReason = 1000

func (d *deps) registerMediaAdmin(media, admin *router.RouterGroup[*core.RequestEvent]) {
	media.GET("/media-by-admin-status", d.cached(adminsScope, d.mediaByAdminStatus)).Bind(requireAdmin(), apis.SkipSuccessActivityLog())
	media.PUT("/media-status", d.changeMediaStatus).Bind(requireAdmin())
	admin.GET("/media/{id}/history", d.mediaHistory).Bind(requireAdmin())
	admin.GET("/revisions", d.waitingRevisions).Bind(requireAdmin())
}

// waitingRevisions is the admins' queue of changes to live items: the items
// with a revision waiting, the longest waiting first, each with it.
func (d *deps) waitingRevisions(e *core.RequestEvent) error {
	page, limit, err := paging(e, 10)
	if err != nil {
		return err
	}
	total, ids, err := moderation.WaitingRevisions(e.App, page, limit)
	if err != nil {
		return err
	}
	items, err := d.staffMediaPage(e.App, ids)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items, "total": total, "page": page, "limit": limit})
}

// mediaByAdminStatus is the admin's media list: every creator's media,
// filtered by status, type, category and a search over title and artist.
func (d *deps) mediaByAdminStatus(e *core.RequestEvent) error {
	page, limit, err := paging(e, 10)
	if err != nil {
		return err
	}
	filter, err := readMediaFilter(e, "adminStatus")
	if err != nil {
		return err
	}
	cat := strings.TrimSpace(e.Request.URL.Query().Get("category"))
	total, ids, err := lists.AdminPage(e.App, d.sql, filter, cat, page, limit)
	if err != nil {
		return err
	}
	items, err := d.staffMediaPage(e.App, ids)
	if err != nil {
		return err
	}
	stats, err := d.platformMediaStats(e.App, filter.Kind)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"media": items, "total": total, "page": page, "limit": limit, "stats": stats})
}

// platformMediaStats are the admin media page's stat cards (of one type
// when kind is set; internal/stats).
func (d *deps) platformMediaStats(app core.App, kind string) (map[string]any, error) {
	c, err := stats.Platform(app, d.sql, kind, time.Now())
	if err != nil {
		return nil, err
	}
	return map[string]any{
		"total":                 c.Total,
		"totalPlays":            c.Plays,
		"playsThisMonth":        c.PlaysThisMonth,
		"newThisMonth":          c.NewThisMonth,
		"averageSessionMinutes": c.AverageSessionMinutes(),
	}, nil
}

func (d *deps) changeMediaStatus(e *core.RequestEvent) error {
	in := &mediaStatusForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	mediaId, status, reason := in.MediaId, in.AdminStatus, in.Reason
	media, err := e.App.FindRecordById("media", mediaId)
	if err != nil {
		return e.NotFoundError("", nil)
	}
	decision := moderation.Decision{Admin: e.Auth, BaseURL: publicurl.Base(e.App, e.Request)}
	outcome, err := moderation.DecideOutcome(e.Request.Context(), e.App, media, status, reason, decision)
	if err != nil {
		if errors.Is(err, moderation.ErrUnknownStatus) {
			return router.NewBadRequestError("Status must be one of pending, active, rejected, suspended", nil)
		}
		if errors.Is(err, moderation.ErrDraft) {
			return router.NewApiError(http.StatusConflict, moderation.ErrDraft.Error(), nil)
		}
		return err
	}
	msg := "Status changed to " + status
	switch outcome {
	case moderation.RevisionApproved:
		msg = "Changes approved"
	case moderation.RevisionRejected:
		msg = "Changes rejected"
	}
	out, err := d.findMediaJSON(e.App, media.Id, true)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, msg, map[string]any{"media": out})
}

func (d *deps) mediaHistory(e *core.RequestEvent) error {
	id := e.Request.PathValue("id")
	if _, err := e.App.FindRecordById("media", id); err != nil {
		return e.NotFoundError("", nil)
	}
	events, err := moderation.History(e.App, id)
	if err != nil {
		return err
	}
	appeals, err := reports.AppealsOf(e.App, id)
	if err != nil {
		return err
	}
	appealsOut := make([]map[string]any, 0, len(appeals))
	for _, a := range appeals {
		appealsOut = append(appealsOut, adminAppealJSON(e.App, a))
	}
	items := make([]map[string]any, 0, len(events))
	for _, ev := range events {
		var admin any
		if a := ev.ExpandedOne("admin"); a != nil {
			admin = map[string]any{"_id": a.Id, "name": a.GetString("name")}
		}
		items = append(items, map[string]any{
			"_id": ev.Id, "fromStatus": ev.GetString("fromStatus"), "toStatus": ev.GetString("toStatus"),
			"reason": ev.GetString("reason"), "admin": admin, "createdAt": isoTime(ev, "created"),
			"revision": ev.GetBool("revision"), "kind": eventKind(ev),
		})
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items, "appeals": appealsOut})
}

// eventKind is what a history row records beyond a status change: a
// revision's verdict, a takedown, dismissed reports, an appeal's outcome;
// "" for a status change.
func eventKind(ev *core.Record) string {
	if ev.GetBool("revision") {
		return "revision"
	}
	return ev.GetString("kind")
}
