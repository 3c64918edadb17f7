package hooks

import (
	netmail "net/mail"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/follows"
	"selah/internal/mail"
	"selah/internal/moderation"
	"selah/internal/publicurl"
)

// registerModeration gives a status change of a media item the same
// effects whichever way it is made: the admin route (moderation.Decide),
// the dashboard or a script through PocketBase's REST API, or /api/batch.
// In the save's transaction its episodes follow (each a record save, so
// realtime subscribers and counters see them) and moderation_events gets
// a row with this change's reason, and an approval puts the followers'
// new-item emails in the outbox (internal/follows.Queue); after the commit
// the creator is told.
func registerModeration(app core.App) {
	// Staff decide in the dashboard: a superuser's REST edit of an item
	// carries a decision (PocketBase's handler saves through e.App with a
	// background context, so the decision rides on the app it saves with).
	app.OnRecordUpdateRequest("media").BindFunc(func(e *core.RecordRequestEvent) error {
		if !e.HasSuperuserAuth() {
			return e.Next()
		}
		e.App = moderation.DecidingApp(e.App, moderation.Decision{BaseURL: publicurl.Base(e.App, e.Request)})
		return e.Next()
	})

	app.OnRecordUpdate("media").BindFunc(func(e *core.RecordEvent) error {
		if d, ok := moderation.DecisionFrom(e.Context); ok && d.Reviews() && !d.Release {
			// An approval of an item whose release time is ahead schedules
			// it; the release job makes it active at that time.
			e.Record.Set("adminStatus", moderation.ApprovalOf(e.Record.GetString("adminStatus"),
				moderation.PublishAt(e.Record), time.Now()))
		}
		_, c, ok := decidedChange(e)
		if !ok {
			return e.Next()
		}
		// The record says this decision's reason, not an earlier one's.
		e.Record.Set("statusReason", c.Reason)
		e.Record.Set("reviewedAt", types.NowDateTime())
		return e.Next()
	})

	app.OnRecordUpdateExecute("media").BindFunc(func(e *core.RecordEvent) error {
		d, c, ok := decidedChange(e)
		if !ok {
			return e.Next()
		}
		outer := e.App
		defer func() { e.App = outer }()
		return outer.RunInTransaction(func(tx core.App) error {
			e.App = tx
			if err := e.Next(); err != nil {
				return err
			}
			if err := moderation.Follow(e.Context, tx, e.Record, c, d); err != nil {
				return err
			}
			if c.Approves() {
				// Followers' new-item emails, into the outbox in this same
				// transaction (jobs/ sends them after the commit).
				return follows.Queue(tx, e.Record.Id, d.BaseURL)
			}
			return nil
		})
	})

	// PocketBase runs this after the commit (or not at all on a rollback).
	app.OnRecordAfterUpdateSuccess("media").BindFunc(func(e *core.RecordEvent) error {
		d, decided := moderation.DecisionFrom(e.Context)
		if decided && d.Reviews() && d.Kind == "" {
			if c := changeOf(e.Record, d); c.TellsCreator() {
				notifyCreator(e.App, e.Record, c, d)
			}
		}
		if decided && d.Revision {
			notifyRevision(e.App, e.Record, d)
		}
		if !decided && moderation.Due(e.Record, time.Now()) {
			// Its creator cleared the release time of a scheduled item: it
			// is released now rather than at the job's next minute.
			if _, err := moderation.ReleaseDue(e.App, time.Now(), publicurl.OrDefault(e.App)); err != nil {
				e.App.Logger().Error("could not release media", "media", e.Record.Id, "error", err)
			}
		}
		return e.Next()
	})
}

// decidedChange is the decision a media save carries and the change it
// makes, when it is one that has a review's effects: a decision other than
// the automatic return to review, that moves the status or was made
// explicitly (moderation.Decide records a decision even when it keeps it).
func decidedChange(e *core.RecordEvent) (moderation.Decision, moderation.Change, bool) {
	d, ok := moderation.DecisionFrom(e.Context)
	if !ok || !d.Reviews() {
		return d, moderation.Change{}, false
	}
	c := changeOf(e.Record, d)
	return d, c, c.Changed() || d.Explicit
}

// changeOf is the change a save makes, with the decision's own reason when
// it was made through moderation.Decide.
func changeOf(media *core.Record, d moderation.Decision) moderation.Change {
	c := moderation.ChangeOf(media)
	if d.Explicit {
		c.Reason = d.Reason
	}
	return c
}

// notifyRevision emails the creator an admin's verdict on the changes
// waiting on their live item. A failed email is logged, not returned.
func notifyRevision(app core.App, media *core.Record, d moderation.Decision) {
	artist, err := app.FindRecordById("users", media.GetString("artist"))
	if err != nil {
		return
	}
	msg := mail.RevisionDecided(app.Settings().Meta.AppName, baseOf(app, d), creatorAddress(artist),
		media.GetString("title"), d.Approve, d.Reason)
	if err := mail.Send(app, msg); err != nil {
		app.Logger().Error("revision verdict email failed", "media", media.Id, "error", err)
	}
}

// baseOf is the public address a decision's email links to.
func baseOf(app core.App, d moderation.Decision) string {
	if d.BaseURL != "" {
		return d.BaseURL
	}
	return publicurl.OrDefault(app)
}

// creatorAddress is the creator's name and email.
func creatorAddress(artist *core.Record) netmail.Address {
	return netmail.Address{Name: artist.GetString("name"), Address: artist.Email()}
}

// notifyCreator emails the creator about an approval or a rejection. A
// failed email is logged, not returned: the decision stands.
func notifyCreator(app core.App, media *core.Record, c moderation.Change, d moderation.Decision) {
	artist, err := app.FindRecordById("users", media.GetString("artist"))
	if err != nil {
		return
	}
	msg := mail.StatusChanged(app.Settings().Meta.AppName, baseOf(app, d), creatorAddress(artist),
		media.GetString("title"), media.GetString("type"), c.Approves(), c.Reason)
	if err := mail.Send(app, msg); err != nil {
		app.Logger().Error("status change email failed", "media", media.Id, "error", err)
	}
}
