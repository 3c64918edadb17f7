package moderation

import (
	"context"
	"errors"
	"fmt"
	"time"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// A creator's workflow around review: a draft submitted, a release time
// set, a scheduled item released at its time (API.md, "Creators'
// workflow"). The states are visibility's; this file moves items between
// them.

// The release time's field on media.
const PublishAtField = "publishAt"

// Why a release time is refused (the field error's message).
var (
	ErrReleaseInPast   = errors.New("The release time must be in the future")
	ErrAlreadyReleased = errors.New("This item is already released")
	ErrNotDraft        = errors.New("Only a draft can be submitted")
)

// PublishAt is media's release time (zero for none).
func PublishAt(media *core.Record) time.Time { return media.GetDateTime(PublishAtField).Time() }

// CheckRelease is the rule for a creator's new release time on an item in
// status whose stored one is old (zero for none): a time set or moved must
// be ahead of now, and only before the item is released; clearing it is
// always allowed (a scheduled item is then released at once).
func CheckRelease(status string, old, next, now time.Time) error {
	if next.Equal(old) {
		return nil
	}
	if Released(status) {
		return ErrAlreadyReleased
	}
	if !next.IsZero() && !next.After(now) {
		return ErrReleaseInPast
	}
	return nil
}

// ReleaseError is CheckRelease's refusal as the publishAt field's error
// (codes validation_in_past and validation_released, as PocketBase names its own), for the route's form and the record hook
// alike; any other error is returned as it is.
func ReleaseError(err error) error {
	switch {
	case errors.Is(err, ErrReleaseInPast):
		return validation.NewError("validation_in_past", err.Error())
	case errors.Is(err, ErrAlreadyReleased):
		return validation.NewError("validation_released", err.Error())
	}
	return err
}

// AsDraft makes a new media record its creator's draft: the create hook
// keeps that state (any other a creator's save sets becomes Pending).
func AsDraft(media *core.Record) { media.Set("adminStatus", Draft) }

// StartsAs is the state a creator's new record starts in: a draft if asked
// is Draft (the state the creator asked for a new item, or its item's for
// a new episode: an episode of a draft is a draft), else Pending (only a
// decision sets another).
func StartsAs(asked string) string {
	if IsDraft(asked) {
		return Draft
	}
	return Pending
}

// Due reports whether media is a scheduled item whose release time has
// come (or was cleared).
func Due(media *core.Record, now time.Time) bool {
	return media.GetString("adminStatus") == Scheduled && !PublishAt(media).After(now)
}

// Submit sends the creator's draft to review: it becomes Pending, with none
// of a review's effects (no history row, no email).
func Submit(app core.App, media *core.Record) error {
	return app.RunInTransaction(func(tx core.App) error {
		// The state is read in the transaction that writes it: two
		// submits at once make one.
		fresh, err := tx.FindRecordById("media", media.Id)
		if err != nil {
			return err
		}
		if !IsDraft(fresh.GetString("adminStatus")) {
			return ErrNotDraft
		}
		media = fresh
		ctx := WithDecision(context.Background(), Decision{Submit: true})
		media.Set("adminStatus", Pending)
		if err := tx.SaveWithContext(ctx, media); err != nil {
			return err
		}
		// Its episodes were drafts with it.
		episodes, err := tx.FindRecordsByFilter("episodes", "media = {:m} && adminStatus = {:s}", "", 0, 0,
			dbx.Params{"m": media.Id, "s": Draft})
		if err != nil {
			return err
		}
		for _, ep := range episodes {
			ep.Set("adminStatus", Pending)
			if err := tx.SaveWithContext(ctx, ep); err != nil {
				return err
			}
		}
		return nil
	})
}

// ReleaseDue releases every scheduled item whose release time is not after
// now (or was cleared: the empty date sorts first): each becomes Active through a staff decision, so it has an
// approval's effects (episodes follow, a history row, followers' emails)
// exactly as if an admin had approved it then. baseURL is the public
// address the followers' emails link to. It returns how many it released;
// one that fails is logged and left for the next run.
func ReleaseDue(app core.App, now time.Time, baseURL string) (int, error) {
	due, err := app.FindRecordsByFilter("media", "adminStatus = {:s} && "+PublishAtField+" <= {:now}",
		PublishAtField, 0, 0, dbx.Params{"s": Scheduled, "now": nowString(now)})
	if err != nil {
		return 0, fmt.Errorf("find scheduled media: %w", err)
	}
	released := 0
	for _, found := range due {
		// Read again and write in one transaction: a creator clearing the
		// time (a release of its own) between the query and this save
		// must not make a second release with its own history row.
		done := false
		err := app.RunInTransaction(func(tx core.App) error {
			m, err := tx.FindRecordById("media", found.Id)
			if err != nil || !Due(m, now) {
				return nil // deleted, or released or changed meanwhile
			}
			m.Set("adminStatus", Active)
			done = true
			return tx.SaveWithContext(WithDecision(context.Background(), Decision{BaseURL: baseURL, Release: true}), m)
		})
		if err != nil {
			app.Logger().Error("could not release a scheduled item", "media", found.Id, "error", err)
			continue
		}
		if done {
			released++
		}
	}
	return released, nil
}

// nowString is now in the stored date format, for a comparison in SQL.
func nowString(now time.Time) string {
	dt, _ := types.ParseDateTime(now.UTC())
	return dt.String()
}
