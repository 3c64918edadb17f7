package hooks

import (
	"time"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/moderation"
)

// registerMedia keeps DESIGN.md's moderation rules however media and
// episodes are written: new items start pending, only an admin's decision
// changes the status, a content edit of a live item waits as its revision
// while the item stays live (moderation.Hold), and one of a rejected item
// puts it back in the review queue.
func registerMedia(app core.App) {
	app.OnRecordCreate("media", "episodes").BindFunc(func(e *core.RecordEvent) error {
		if _, decided := moderation.DecisionFrom(e.Context); !decided {
			// A creator's new item is a draft if they asked for one, and a
			// new episode if its item is one; anything else waits for review.
			e.Record.Set("adminStatus", newStatus(e.App, e.Record))
			e.Record.Set("statusReason", "")
			e.Record.Set("reviewedAt", "")
			if err := checkRelease(e.Record, time.Time{}); err != nil {
				return err
			}
		}
		if err := e.Next(); err != nil {
			return err
		}
		// A new track changes its album: the album goes back to review,
		// or, if live, stays live with the track waiting as its revision.
		if e.Record.Collection().Name == "episodes" {
			return moderation.AwaitReview(e.Context, e.App, e.Record.GetString("media"), e.Record.Id)
		}
		return nil
	})

	app.OnRecordUpdate("media", "episodes").BindFunc(func(e *core.RecordEvent) error {
		if _, decided := moderation.DecisionFrom(e.Context); decided {
			return e.Next()
		}
		original := e.Record.Original()
		for _, f := range moderation.Fields {
			if changed(e.Record, original, f) {
				return validation.Errors{f: validation.NewError("validation_moderation_only",
					"Only an admin can change the review status")}
			}
		}
		coll := e.Record.Collection().Name
		if coll == "media" {
			if err := checkRelease(e.Record, moderation.PublishAt(original)); err != nil {
				return err
			}
		}
		contentChanged := anyChanged(e.Record, original, moderation.ContentFields[coll])
		if contentChanged && moderation.Live(e.App, e.Record) {
			// A live item stays as approved: its content changes wait as
			// a revision, written in the save's transaction.
			return e.App.RunInTransaction(func(tx core.App) error {
				if _, err := moderation.Hold(tx, e.Record); err != nil {
					return err
				}
				outer := e.App
				defer func() { e.App = outer }()
				e.App = tx
				return e.Next()
			})
		}
		if contentChanged && moderation.ReturnsToReview(original.GetString("adminStatus")) {
			e.Record.Set("adminStatus", moderation.Pending)
			e.Record.Set("statusReason", "")
			if coll == "episodes" {
				// A changed track changes the album: it goes back to review
				// too, or waits in a live album's revision.
				if err := moderation.AwaitReview(e.Context, e.App, e.Record.GetString("media"), e.Record.Id); err != nil {
					return err
				}
			}
		}
		return e.Next()
	})
}

// newStatus is the review state a creator's new media or episode starts
// in (moderation.StartsAs).
func newStatus(app core.App, r *core.Record) string {
	if r.Collection().Name == "media" {
		return moderation.StartsAs(r.GetString("adminStatus"))
	}
	parent := ""
	if media, err := app.FindRecordById("media", r.GetString("media")); err == nil {
		parent = media.GetString("adminStatus")
	}
	return moderation.StartsAs(parent)
}

// checkRelease refuses a creator's release time that moderation.CheckRelease
// does not allow (old is the stored one), as the publishAt field's error.
func checkRelease(media *core.Record, old time.Time) error {
	if err := moderation.CheckRelease(media.Original().GetString("adminStatus"), old, moderation.PublishAt(media), time.Now()); err != nil {
		return validation.Errors{moderation.PublishAtField: moderation.ReleaseError(err)}
	}
	return nil
}

func anyChanged(r, original *core.Record, fields []string) bool {
	for _, f := range fields {
		if changed(r, original, f) {
			return true
		}
	}
	return false
}

// changed compares a field's value before and after (moderation.Changed).
func changed(r, original *core.Record, field string) bool {
	return moderation.Changed(r, original, field)
}
