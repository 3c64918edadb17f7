package moderation

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Statuses are the review states, in the order the API lists them.
var Statuses = []string{Pending, Active, Rejected, Suspended}

// The review states. Active is shown to people as "Approved".
const (
	Pending   = "pending"
	Active    = "active"
	Rejected  = "rejected"
	Suspended = "suspended"
)

// ErrUnknownStatus is returned for a status not in Statuses.
var ErrUnknownStatus = errors.New("unknown status")

// Valid reports whether s is one of Statuses.
func Valid(s string) bool { return slices.Contains(Statuses, s) }

// SetStatus moves media to status on an admin's decision (admin may be nil
// for a superuser or a command), in one transaction: the media, its
// episodes and the moderation_events row that records who, from, to, why.
func SetStatus(app core.App, media *core.Record, status string, admin *core.Record, reason string) error {
	if !Valid(status) {
		return fmt.Errorf("%w: %q", ErrUnknownStatus, status)
	}
	reason = strings.TrimSpace(reason)
	return app.RunInTransaction(func(tx core.App) error {
		// Save a fresh copy: the caller's may predate episode counters the
		// hooks updated since, and saving it would write them back.
		fresh, err := tx.FindRecordById("media", media.Id)
		if err != nil {
			return err
		}
		if err := Record(tx, media.Id, fresh.GetString("adminStatus"), status, admin, reason); err != nil {
			return err
		}

		release := Grant(fresh)
		defer release()
		fresh.Set("adminStatus", status)
		fresh.Set("statusReason", reason)
		fresh.Set("reviewedAt", types.NowDateTime())
		if err := tx.Save(fresh); err != nil {
			return fmt.Errorf("save media status: %w", err)
		}
		media.Load(fresh.FieldsData())
		// Episodes follow their media: an approved album's tracks are
		// approved with it. A direct update: the hooks' rules concern
		// content edits, and this is not one.
		_, err = tx.DB().Update("episodes", dbx.Params{"adminStatus": status}, dbx.HashExp{"media": media.Id}).Execute()
		return err
	})
}

// Record appends a moderation_events row: who (an admin, or nil for staff
// and commands) moved media from one status to another, and why.
func Record(app core.App, mediaId, from, to string, admin *core.Record, reason string) error {
	events, err := app.FindCachedCollectionByNameOrId("moderation_events")
	if err != nil {
		return err
	}
	ev := core.NewRecord(events)
	ev.Set("media", mediaId)
	if admin != nil && admin.Collection().Name == "admins" {
		ev.Set("admin", admin.Id)
	}
	ev.Set("fromStatus", from)
	ev.Set("toStatus", to)
	ev.Set("reason", reason)
	if err := app.Save(ev); err != nil {
		return fmt.Errorf("record status change: %w", err)
	}
	return nil
}
