package routes

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/publicurl"
	"selah/internal/reports"
	"selah/internal/services"
	"selah/internal/visibility"
)

// Reports (API.md "Reports", issue 30): anyone who can see an item may
// report it (a signed-out visitor with an email); admins work the queue.
// The rules and their one-per steps are internal/reports'.
func (d *deps) registerReports(media, admin *router.RouterGroup[*core.RequestEvent]) {
	media.POST("/{id}/report", reportMedia)
	admin.GET("/reports", reportQueue).Bind(requireAdmin(), apis.SkipSuccessActivityLog())
	admin.PUT("/reports/{mediaId}", resolveReports).Bind(requireAdmin())
}

const msgReportLimit = "You have sent many reports in a short time. Please try again later"

func reportMedia(e *core.RequestEvent) error {
	if e.Auth != nil && e.Auth.Collection().Name != usersCollection {
		return e.ForbiddenError("Admins act on items from the admin area", nil)
	}
	media, err := e.App.FindRecordById("media", e.Request.PathValue("id"))
	// What may be reported is what anyone may see.
	if err != nil || !visibility.MayView(e.App, nil, media) {
		return e.NotFoundError("", nil)
	}
	in := &reportForm{signedIn: e.Auth != nil}
	if err := bind(e, in); err != nil {
		return err
	}
	r := reports.Report{Media: media, Reporter: e.Auth, Reason: in.Reason, Details: in.Details}
	if e.Auth == nil {
		r.Email = in.Email
	}
	if in.EpisodeId != "" {
		ep, err := e.App.FindRecordById("episodes", in.EpisodeId)
		if err != nil || ep.GetString("media") != media.Id || !visibility.MayViewEpisode(e.App, nil, ep, media) {
			return fieldError("episodeId", "invalid", "This episode is not part of the item")
		}
		r.Episode = ep.Id
	}
	if in.copyright() {
		r.Notice = &reports.Notice{Work: in.Work, RightsHolder: in.RightsHolder, Contact: in.Contact}
	}
	// Counted per caller address, and per account when signed in: a
	// signed-out caller cannot pass the limit by changing the email.
	limit := services.Of(e.App).Reports
	if !limit.Allow("ip:"+e.RealIP()) || e.Auth != nil && !limit.Allow("user:"+e.Auth.Id) {
		return router.NewApiError(http.StatusTooManyRequests, msgReportLimit, nil)
	}
	id, err := reports.File(e.App, r)
	if errors.Is(err, reports.ErrAlreadyReported) {
		return router.NewApiError(http.StatusConflict, err.Error(), nil)
	}
	if err != nil {
		return err
	}
	return ok(e, http.StatusCreated, "Thank you. Your report was received and will be reviewed.", map[string]any{"reportId": id})
}

// reportJSON is one report as admins read it.
type reportJSON struct {
	Id         string          `json:"_id"`
	Reason     string          `json:"reason"`
	Details    string          `json:"details"`
	Email      string          `json:"email"`
	Reporter   *ref            `json:"reporter"`
	Episode    *ref            `json:"episode"`
	Notice     *reports.Notice `json:"notice"`
	Status     string          `json:"status"`
	Resolution string          `json:"resolution"`
	CreatedAt  string          `json:"createdAt"`
	ResolvedAt any             `json:"resolvedAt"`
}

// reportItemJSON is one item of the queue.
type reportItemJSON struct {
	Media   map[string]any `json:"media"`
	Count   int            `json:"count"`
	Reasons []string       `json:"reasons"`
	LastAt  string         `json:"lastAt"`
	Reports []reportJSON   `json:"reports"`
}

func reportQueue(e *core.RequestEvent) error {
	page, limit, err := paging(e, 10)
	if err != nil {
		return err
	}
	status := e.Request.URL.Query().Get("status")
	switch status {
	case "":
		status = reports.Open
	case reports.Open, reports.Resolved:
	default:
		return fieldError("status", "invalid", "Status must be open or resolved")
	}
	total, items, err := reports.Queue(e.App, status, page, limit)
	if err != nil {
		return err
	}
	open, err := reports.OpenCount(e.App)
	if err != nil {
		return err
	}
	out := make([]reportItemJSON, 0, len(items))
	for _, it := range items {
		m, err := e.App.FindRecordById("media", it.Media)
		if err != nil {
			continue
		}
		item := reportItemJSON{Media: itemSummary(e.App, m), Count: it.Count, Reasons: it.Reasons,
			LastAt: it.LastAt.UTC().Format("2006-01-02T15:04:05.000Z"), Reports: make([]reportJSON, 0, len(it.Reports))}
		for _, r := range it.Reports {
			item.Reports = append(item.Reports, toReportJSON(e.App, r))
		}
		out = append(out, item)
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": out, "total": total, "page": page, "limit": limit, "openReports": open})
}

// itemSummary is what the queue and the appeals show of an item.
func itemSummary(app core.App, m *core.Record) map[string]any {
	out := map[string]any{"_id": m.Id, "title": m.GetString("title"), "type": m.GetString("type"),
		"adminStatus": m.GetString("adminStatus")}
	if u, err := app.FindRecordById("users", m.GetString("artist")); err == nil {
		out["artist"] = ref{Id: u.Id, Name: u.GetString("name")}
	}
	return out
}

func toReportJSON(app core.App, r *core.Record) reportJSON {
	out := reportJSON{Id: r.Id, Reason: r.GetString("reason"), Details: r.GetString("details"), Email: r.GetString("email"),
		Status: r.GetString("status"), Resolution: r.GetString("resolution"), CreatedAt: isoTime(r, "created"),
		ResolvedAt: dateOrNil(r, "resolvedAt")}
	if id := r.GetString("reporter"); id != "" {
		if u, err := app.FindRecordById("users", id); err == nil {
			out.Reporter = &ref{Id: u.Id, Name: u.GetString("name")}
			out.Email = u.Email()
		}
	}
	if id := r.GetString("episode"); id != "" {
		if ep, err := app.FindRecordById("episodes", id); err == nil {
			out.Episode = &ref{Id: ep.Id, Title: ep.GetString("title")}
		}
	}
	var n reports.Notice
	if r.GetString("reason") == "copyright" && r.UnmarshalJSONField("notice", &n) == nil {
		out.Notice = &n
	}
	return out
}

func resolveReports(e *core.RequestEvent) error {
	media, err := e.App.FindRecordById("media", e.Request.PathValue("mediaId"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	in := &resolveForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	v := reports.Verdict{TakeDown: in.Action == "takedown", Reason: in.Reason, Admin: e.Auth, BaseURL: publicurl.Base(e.App, e.Request)}
	n, err := reports.Resolve(e.App, media, v)
	if errors.Is(err, reports.ErrNoOpenReports) {
		return router.NewApiError(http.StatusConflict, err.Error(), nil)
	}
	if err != nil {
		return err
	}
	msg := "Reports dismissed"
	if v.TakeDown {
		msg = "Item taken down"
	}
	return ok(e, http.StatusOK, msg, map[string]any{"resolved": n})
}
