package routes

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/accounts"
	"selah/internal/publicurl"
	"selah/internal/reports"
)

// Appeals (API.md "Reports"): a creator appeals a rejection or a takedown
// once; admins grant (the item is approved again) or deny. And the list of
// email domains sign-ups are refused from.
func (d *deps) registerAppeals(media, admin *router.RouterGroup[*core.RequestEvent]) {
	media.POST("/{id}/appeal", appealMedia).Bind(requireUser())
	admin.GET("/appeals", appealList).Bind(requireAdmin(), apis.SkipSuccessActivityLog())
	admin.PUT("/appeals/{id}", decideAppeal).Bind(requireAdmin())
	admin.GET("/blocked-domains", blockedDomains).Bind(requireAdmin())
	admin.POST("/blocked-domains", blockDomain).Bind(requireAdmin())
	admin.DELETE("/blocked-domains/{id}", unblockDomain).Bind(requireAdmin())
}

func appealMedia(e *core.RequestEvent) error {
	media, err := ownMedia(e, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	in := &appealForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	appeal, err := reports.FileAppeal(e.App, media, e.Auth, in.Message)
	switch {
	case errors.Is(err, reports.ErrNotAppealable):
		return router.NewBadRequestError(err.Error(), nil)
	case errors.Is(err, reports.ErrAlreadyAppealed):
		return router.NewApiError(http.StatusConflict, err.Error(), nil)
	case err != nil:
		return err
	}
	return ok(e, http.StatusCreated, "Your appeal was sent. An admin will look at it.", map[string]any{"appeal": toAppealJSON(appeal)})
}

// appealJSON is an appeal as its creator sees it on their item.
type appealJSON struct {
	Id        string `json:"_id"`
	Status    string `json:"status"`
	Message   string `json:"message"`
	Reason    string `json:"reason"`
	CreatedAt string `json:"createdAt"`
	DecidedAt any    `json:"decidedAt"`
}

func toAppealJSON(a *core.Record) appealJSON {
	return appealJSON{Id: a.Id, Status: a.GetString("status"), Message: a.GetString("message"), Reason: a.GetString("reason"),
		CreatedAt: isoTime(a, "created"), DecidedAt: dateOrNil(a, "decidedAt")}
}

// adminAppealJSON is an appeal as admins see it: with its item, creator and
// the decision appealed.
func adminAppealJSON(app core.App, a *core.Record) map[string]any {
	out := map[string]any{"_id": a.Id, "status": a.GetString("status"), "message": a.GetString("message"),
		"reason": a.GetString("reason"), "createdAt": isoTime(a, "created"), "decidedAt": toAppealJSON(a).DecidedAt}
	if m, err := app.FindRecordById("media", a.GetString("media")); err == nil {
		out["media"] = itemSummary(app, m)
	}
	if u, err := app.FindRecordById("users", a.GetString("creator")); err == nil {
		out["creator"] = ref{Id: u.Id, Name: u.GetString("name"), Email: u.Email()}
	}
	if ev, err := app.FindRecordById("moderation_events", a.GetString("event")); err == nil {
		out["decision"] = map[string]any{"fromStatus": ev.GetString("fromStatus"), "toStatus": ev.GetString("toStatus"),
			"reason": ev.GetString("reason"), "createdAt": isoTime(ev, "created")}
	}
	return out
}

func appealList(e *core.RequestEvent) error {
	page, limit, err := paging(e, 10)
	if err != nil {
		return err
	}
	decided := false
	switch e.Request.URL.Query().Get("status") {
	case "", "open":
	case "decided":
		decided = true
	default:
		return fieldError("status", "invalid", "Status must be open or decided")
	}
	total, list, err := reports.Appeals(e.App, decided, page, limit)
	if err != nil {
		return err
	}
	out := make([]map[string]any, 0, len(list))
	for _, a := range list {
		out = append(out, adminAppealJSON(e.App, a))
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": out, "total": total, "page": page, "limit": limit})
}

func decideAppeal(e *core.RequestEvent) error {
	in := &appealDecisionForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	if _, err := e.App.FindRecordById(reports.AppealsCollection, e.Request.PathValue("id")); err != nil {
		return e.NotFoundError("", nil)
	}
	grant := in.Action == "grant"
	appeal, err := reports.DecideAppeal(e.App, e.Request.PathValue("id"), grant, in.Reason, e.Auth, publicurl.Base(e.App, e.Request))
	if errors.Is(err, reports.ErrAppealDecided) {
		return router.NewApiError(http.StatusConflict, err.Error(), nil)
	}
	if err != nil {
		return err
	}
	msg := "Appeal denied"
	if grant {
		msg = "Appeal granted"
	}
	return ok(e, http.StatusOK, msg, map[string]any{"appeal": adminAppealJSON(e.App, appeal)})
}

func blockedDomains(e *core.RequestEvent) error {
	list, err := accounts.BlockedDomains(e.App)
	if err != nil {
		return err
	}
	out := make([]map[string]any, 0, len(list))
	for _, r := range list {
		out = append(out, map[string]any{"_id": r.Id, "domain": r.GetString("domain"), "createdAt": isoTime(r, "created")})
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": out})
}

func blockDomain(e *core.RequestEvent) error {
	in := &domainForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	rec, err := accounts.BlockDomain(e.App, in.Domain)
	switch {
	case errors.Is(err, accounts.ErrBadDomain):
		return fieldError("domain", "invalid", err.Error())
	case errors.Is(err, accounts.ErrDomainBlocked):
		return router.NewApiError(http.StatusConflict, err.Error(), nil)
	case err != nil:
		return err
	}
	return ok(e, http.StatusCreated, "Sign-ups from "+rec.GetString("domain")+" are now refused",
		map[string]any{"domain": map[string]any{"_id": rec.Id, "domain": rec.GetString("domain"), "createdAt": isoTime(rec, "created")}})
}

func unblockDomain(e *core.RequestEvent) error {
	rec, err := e.App.FindRecordById(accounts.BlockedDomainsCollection, e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	if err := e.App.Delete(rec); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Sign-ups from "+rec.GetString("domain")+" are allowed again", nil)
}
