// Package reports is trust and safety (issue 30, API.md "Reports"):
// listeners' reports of items and copyright notices, the admins' queue
// and its verdicts (dismiss, or take down through moderation), creators'
// appeals of a decision, and the figures of the admin dashboard. Its
// one-per rules (one open report per reporter per item, one appeal per
// decision) are unique indexes (migration 1763774800_reports.go), so a
// check and its write are one step.
package reports

import (
	"errors"
	"fmt"
	"net/mail"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	selahmail "selah/internal/mail"
)

// Reasons are a report's reasons, in the order the form lists them.
var Reasons = []string{"copyright", "hateful", "sexual", "spam", "misleading", "other"}

// The report and appeal states and verdicts.
const (
	Open      = "open"
	Resolved  = "resolved"
	Dismissed = "dismissed"
	TakenDown = "takedown"
	Granted   = "granted"
	Denied    = "denied"
)

// Collections.
const (
	ReportsCollection = "reports"
	AppealsCollection = "appeals"
)

var (
	ErrAlreadyReported = errors.New("You have already reported this item. We will let you know what happens.")
	ErrNoOpenReports   = errors.New("This item has no open reports")
)

// Notice is a copyright notice's fields.
type Notice struct {
	Work         string `json:"work"`
	RightsHolder string `json:"rightsHolder"`
	Contact      string `json:"contact"`
}

// Report is one report as a route checked it.
type Report struct {
	Media    *core.Record
	Episode  string       // an episode of Media, or ""
	Reporter *core.Record // the signed-in user, or nil
	Email    string       // a signed-out reporter's address ("" when signed in)
	Reason   string
	Details  string
	Notice   *Notice // reason copyright
}

// key is who reports: a user, or an email address (case folded).
func (r Report) key() string {
	if r.Reporter != nil {
		return "user:" + r.Reporter.Id
	}
	return "email:" + strings.ToLower(strings.TrimSpace(r.Email))
}

// File stores a report (ErrAlreadyReported when the reporter has an open
// one of the item) and mails the reporter that it arrived; a failed mail
// is logged, the report stands.
func File(app core.App, r Report) (string, error) {
	coll, err := app.FindCachedCollectionByNameOrId(ReportsCollection)
	if err != nil {
		return "", err
	}
	rec := core.NewRecord(coll)
	rec.Set("media", r.Media.Id)
	rec.Set("episode", r.Episode)
	if r.Reporter != nil {
		rec.Set("reporter", r.Reporter.Id)
	} else {
		rec.Set("email", strings.TrimSpace(r.Email))
	}
	rec.Set("reporterKey", r.key())
	rec.Set("reason", r.Reason)
	rec.Set("details", r.Details)
	if r.Notice != nil {
		rec.Set("notice", r.Notice)
	}
	rec.Set("status", Open)
	if err := app.Save(rec); err != nil {
		if isUniqueViolation(err) {
			return "", ErrAlreadyReported
		}
		return "", fmt.Errorf("save report: %w", err)
	}
	to := mail.Address{Address: rec.GetString("email")}
	if r.Reporter != nil {
		to = mail.Address{Name: r.Reporter.GetString("name"), Address: r.Reporter.Email()}
	}
	msg := selahmail.ReportReceived(app.Settings().Meta.AppName, to, r.Media.GetString("title"))
	if err := selahmail.Send(app, msg); err != nil {
		app.Logger().Error("report receipt email failed", "report", rec.Id, "error", err)
	}
	return rec.Id, nil
}

// isUniqueViolation reports whether a save failed on a unique index: the
// record validator names it validation_not_unique, SQLite "UNIQUE
// constraint failed" when two saves raced past the validator.
func isUniqueViolation(err error) bool {
	s := err.Error()
	return strings.Contains(s, "validation_not_unique") || strings.Contains(s, "Value must be unique") ||
		strings.Contains(s, "UNIQUE constraint failed")
}
