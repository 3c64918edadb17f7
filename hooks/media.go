package hooks

import (
	"bytes"
	"context"
	"encoding/json"
	"time"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/moderation"
)

// contentFields are what listeners see; changing one of them on an approved
// or rejected item sends it back to review. An episode's position is
// content: it is an album's track list and a series' episode numbering,
// which the pages and feeds publish.
var contentFields = map[string][]string{
	"media": {"title", "description", "genre", "category", "coverArt", "preacher", "theme",
		"bibleReferences", "preachedAt", "tags", "type"},
	"episodes": {"title", "description", "genre", "lyrics", "audio", "position"},
}

// registerMedia keeps DESIGN.md's moderation rules however media and
// episodes are written: new items start pending, only an admin's decision
// changes the status, and a content edit of an approved or rejected item
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
		// A new track changes its album: it goes back to review.
		if e.Record.Collection().Name == "episodes" {
			return sendMediaBackToReview(e.Context, e.App, e.Record.GetString("media"))
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
		if anyChanged(e.Record, original, contentFields[coll]) && moderation.ReturnsToReview(original.GetString("adminStatus")) {
			e.Record.Set("adminStatus", moderation.Pending)
			e.Record.Set("statusReason", "")
			if coll == "episodes" {
				// A changed track changes the album: it goes back to review too.
				if err := sendMediaBackToReview(e.Context, e.App, e.Record.GetString("media")); err != nil {
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

// sendMediaBackToReview puts an approved or rejected media item back in
// the review queue. A record save, so realtime subscribers see it; its
// context carries the automatic Resubmit decision, which may change the
// status but has none of a review's effects (no history row, no email,
// episodes untouched).
func sendMediaBackToReview(ctx context.Context, app core.App, mediaId string) error {
	media, err := app.FindRecordById("media", mediaId)
	if err != nil || !moderation.ReturnsToReview(media.GetString("adminStatus")) {
		return nil // gone, or already pending or suspended
	}
	media.Set("adminStatus", moderation.Pending)
	media.Set("statusReason", "")
	return app.SaveWithContext(moderation.WithDecision(ctx, moderation.Decision{Resubmit: true}), media)
}

func anyChanged(r, original *core.Record, fields []string) bool {
	for _, f := range fields {
		if changed(r, original, f) {
			return true
		}
	}
	return false
}

// changed compares a field's value before and after, by its JSON form (so
// JSON fields, dates and file lists compare by value).
func changed(r, original *core.Record, field string) bool {
	a, errA := json.Marshal(r.Get(field))
	b, errB := json.Marshal(original.Get(field))
	return errA != nil || errB != nil || !bytes.Equal(a, b)
}
