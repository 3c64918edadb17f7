package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// The matrix's trust and safety rows (issue 30): a signed-out visitor's
// report of my sermon with an email and text only admins may read, their
// appeal of their podcast's old rejection, a blocked domain.
const (
	azReport            = "azreport0000001"
	azAppeal            = "azappeal0000001"
	azBlocked           = "azblocked000001"
	secretReporterEmail = "secret-reporter@example.net"
	secretReportText    = "Secret report text"
	secretAppealText    = "Their secret appeal text"
)

func azSaveReports(t testing.TB, app core.App, eventId string) {
	azSaveRaw(t, app, "reports", azReport, map[string]any{"media": azMeActive, "email": secretReporterEmail,
		"reporterKey": "email:" + secretReporterEmail, "reason": "spam", "details": secretReportText, "status": "open"})
	azSaveRaw(t, app, "appeals", azAppeal, map[string]any{"media": azOtherCast, "event": eventId, "creator": azOther,
		"message": secretAppealText, "status": "open"})
	azSaveRaw(t, app, "blocked_domains", azBlocked, map[string]any{"domain": "blocked.example"})
}

func reportsRows() []authzRow {
	return []authzRow{
		// Anyone who may see the item reports it; staff act instead.
		{route: "POST /api/media/{id}/report", name: "their approved podcast", url: at("/api/media/" + azOtherCast + "/report"),
			body: asJSON(`{"reason":"spam","details":"Buy now","email":"someone@example.org"}`),
			want: everyone(201).set(403, admin, superuser)},
		{route: "POST /api/media/{id}/report", name: "their pending album", url: at("/api/media/" + azOtherDraft + "/report"),
			body: asJSON(`{"reason":"spam","email":"someone@example.org"}`), want: everyone(404).set(403, admin, superuser)},
		{route: "GET /api/admin/reports", want: adminOnly(200),
			see: map[role][]string{admin: {secretReporterEmail, secretReportText}}},
		{route: "PUT /api/admin/reports/{mediaId}", name: "dismiss the reports of my sermon", url: at("/api/admin/reports/" + azMeActive),
			body: asJSON(`{"action":"dismiss"}`), want: adminOnly(200)},
		// Their podcast is approved now: nothing to appeal.
		{route: "POST /api/media/{id}/appeal", name: "their approved podcast", url: at("/api/media/" + azOtherCast + "/appeal"),
			body: asJSON(`{"message":"Please"}`), want: userOnly(400).set(403, user)},
		{route: "GET /api/admin/appeals", want: adminOnly(200), see: map[role][]string{admin: {secretAppealText}}},
		{route: "PUT /api/admin/appeals/{id}", name: "deny their appeal", url: at("/api/admin/appeals/" + azAppeal),
			body: asJSON(`{"action":"deny"}`), want: adminOnly(200)},
		{route: "GET /api/admin/blocked-domains", want: adminOnly(200), see: map[role][]string{admin: {"blocked.example"}}},
		{route: "POST /api/admin/blocked-domains", body: asJSON(`{"domain":"new-block.example"}`), want: adminOnly(201)},
		{route: "DELETE /api/admin/blocked-domains/{id}", url: at("/api/admin/blocked-domains/" + azBlocked), want: adminOnly(200)},
	}
}
