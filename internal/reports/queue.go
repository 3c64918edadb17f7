package reports

import (
	"context"
	"fmt"
	"net/mail"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	selahmail "selah/internal/mail"
	"selah/internal/moderation"
)

// Item is one reported item of the queue with its reports.
type Item struct {
	Media   string
	Count   int
	Reasons []string
	LastAt  time.Time
	Reports []*core.Record
}

// Queue is one page of the items with reports in state status (Open or
// Resolved), the most reported first, with how many items there are.
func Queue(app core.App, status string, page, limit int) (total int, items []Item, err error) {
	if err := app.DB().NewQuery("SELECT COUNT(DISTINCT [[media]]) FROM {{reports}} WHERE [[status]] = {:s}").
		Bind(dbx.Params{"s": status}).Row(&total); err != nil {
		return 0, nil, err
	}
	var ids []string
	if err := app.DB().NewQuery(`SELECT [[media]] FROM {{reports}} WHERE [[status]] = {:s} GROUP BY [[media]]
		ORDER BY COUNT(*) DESC, MAX([[created]]) DESC, [[media]] LIMIT {:limit} OFFSET {:offset}`).
		Bind(dbx.Params{"s": status, "limit": limit, "offset": (page - 1) * limit}).Column(&ids); err != nil {
		return 0, nil, err
	}
	for _, id := range ids {
		reps, err := app.FindRecordsByFilter(ReportsCollection, "media = {:m} && status = {:s}", "-created", 0, 0,
			dbx.Params{"m": id, "s": status})
		if err != nil {
			return 0, nil, err
		}
		it := Item{Media: id, Count: len(reps), Reports: reps, Reasons: []string{}}
		seen := map[string]bool{}
		for _, r := range reps {
			if at := r.GetDateTime("created").Time(); at.After(it.LastAt) {
				it.LastAt = at
			}
			if reason := r.GetString("reason"); !seen[reason] {
				seen[reason] = true
				it.Reasons = append(it.Reasons, reason)
			}
		}
		items = append(items, it)
	}
	return total, items, nil
}

// OpenCount is the number of open reports on the platform.
func OpenCount(app core.App) (int, error) {
	n, err := app.CountRecords(ReportsCollection, dbx.HashExp{"status": Open})
	return int(n), err
}

// Verdict is an admin's decision on an item's open reports.
type Verdict struct {
	TakeDown bool
	Reason   string
	Admin    *core.Record
	BaseURL  string // the public address the creator's email links to
}

// Resolve applies a verdict to every open report of media in one
// transaction: each is resolved; a takedown suspends the item with the
// reason (a moderation decision of kind takedown: history row, episodes
// follow), a dismissal is recorded in its history. After the commit the
// creator (takedown) and the reporters who can be written to are mailed.
// It returns how many reports it resolved.
func Resolve(app core.App, media *core.Record, v Verdict) (int, error) {
	var resolved []*core.Record
	err := app.RunInTransaction(func(tx core.App) error {
		open, err := tx.FindRecordsByFilter(ReportsCollection, "media = {:m} && status = {:s}", "created", 0, 0,
			dbx.Params{"m": media.Id, "s": Open})
		if err != nil {
			return err
		}
		if len(open) == 0 {
			return ErrNoOpenReports
		}
		resolution := Dismissed
		if v.TakeDown {
			resolution = TakenDown
		}
		now := types.NowDateTime()
		for _, r := range open {
			r.Set("status", Resolved)
			r.Set("resolution", resolution)
			r.Set("resolvedAt", now)
			if v.Admin != nil && v.Admin.Collection().Name == "admins" {
				r.Set("resolvedBy", v.Admin.Id)
			}
			if err := tx.Save(r); err != nil {
				return fmt.Errorf("resolve report: %w", err)
			}
		}
		resolved = open
		d := moderation.Decision{Admin: v.Admin, BaseURL: v.BaseURL}
		if v.TakeDown {
			d.Kind = "takedown"
			return moderation.Decide(context.Background(), tx, media, moderation.Suspended, v.Reason, d)
		}
		status := media.GetString("adminStatus")
		return moderation.RecordKind(tx, media.Id, status, status, v.Admin, v.Reason, "reports_dismissed")
	})
	if err != nil {
		return 0, err
	}
	if v.TakeDown {
		tellTakedown(app, media, resolved, v)
	}
	return len(resolved), nil
}

// tellTakedown mails the creator and each reporter who can be written to
// (a signed-in reporter's account, a signed-out one's address), once per
// address. Failures are logged: the verdict stands.
func tellTakedown(app core.App, media *core.Record, resolved []*core.Record, v Verdict) {
	appName := app.Settings().Meta.AppName
	send := func(msg selahmail.Message) {
		if err := selahmail.Send(app, msg); err != nil {
			app.Logger().Error("takedown email failed", "media", media.Id, "to", msg.To.Address, "error", err)
		}
	}
	if artist, err := app.FindRecordById("users", media.GetString("artist")); err == nil {
		send(selahmail.TakenDown(appName, v.BaseURL, mail.Address{Name: artist.GetString("name"), Address: artist.Email()},
			media.GetString("title"), v.Reason))
	}
	told := map[string]bool{}
	for _, r := range resolved {
		to := mail.Address{Address: r.GetString("email")}
		if id := r.GetString("reporter"); id != "" {
			if u, err := app.FindRecordById("users", id); err == nil {
				to = mail.Address{Name: u.GetString("name"), Address: u.Email()}
			}
		}
		if to.Address == "" || told[to.Address] {
			continue
		}
		told[to.Address] = true
		send(selahmail.ReportTakenDown(appName, to, media.GetString("title")))
	}
}
