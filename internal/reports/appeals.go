package reports

import (
	"context"
	"errors"
	"fmt"
	"net/mail"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	selahmail "selah/internal/mail"
	"selah/internal/moderation"
)

var (
	ErrNotAppealable   = errors.New("Only a rejected or taken down item can be appealed")
	ErrAlreadyAppealed = errors.New("You have already appealed this decision")
	ErrAppealDecided   = errors.New("This appeal was already decided")
)

// decisionKinds are the history rows that are decisions on the item (a
// review or a takedown), as opposed to rows about an appeal or reports.
const decisionKinds = "(kind = '' || kind = 'takedown')"

// appealedDecision is the history row of the decision that put media in
// its present state (its latest rejection or takedown), or nil when its
// state cannot be appealed.
func appealedDecision(app core.App, media *core.Record) (*core.Record, error) {
	status := media.GetString("adminStatus")
	if !moderation.Appealable(status) {
		return nil, nil
	}
	evs, err := app.FindRecordsByFilter("moderation_events", "media = {:m} && toStatus = {:s} && "+decisionKinds, "-created", 1, 0,
		dbx.Params{"m": media.Id, "s": status})
	if err != nil || len(evs) == 0 {
		return nil, err
	}
	return evs[0], nil
}

// FileAppeal stores the creator's appeal of the decision that put media in
// its present state: ErrNotAppealable when it is neither rejected nor
// taken down, ErrAlreadyAppealed for a second appeal of that decision.
func FileAppeal(app core.App, media, creator *core.Record, message string) (*core.Record, error) {
	var appeal *core.Record
	err := app.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById("media", media.Id)
		if err != nil {
			return err
		}
		ev, err := appealedDecision(tx, fresh)
		if err != nil {
			return err
		}
		if ev == nil {
			return ErrNotAppealable
		}
		coll, err := tx.FindCachedCollectionByNameOrId(AppealsCollection)
		if err != nil {
			return err
		}
		appeal = core.NewRecord(coll)
		appeal.Set("media", media.Id)
		appeal.Set("event", ev.Id)
		appeal.Set("creator", creator.Id)
		appeal.Set("message", message)
		appeal.Set("status", Open)
		if err := tx.Save(appeal); err != nil {
			if isUniqueViolation(err) {
				return ErrAlreadyAppealed
			}
			return fmt.Errorf("save appeal: %w", err)
		}
		return nil
	})
	return appeal, err
}

// AppealOf is the appeal its creator sees on media: the appeal of the
// decision that put it in its present state (open or denied), or, once
// granted, that appeal while the grant is the item's latest decision; nil
// otherwise.
func AppealOf(app core.App, media *core.Record) (*core.Record, error) {
	ev, err := appealedDecision(app, media)
	if err != nil {
		return nil, err
	}
	if ev != nil {
		return appealOfEvent(app, ev.Id), nil
	}
	// Restored by a granted appeal, and not decided on since.
	last, err := app.FindRecordsByFilter("moderation_events", "media = {:m} && ("+decisionKinds+" || kind = 'appeal_granted')",
		"-created", 1, 0, dbx.Params{"m": media.Id})
	if err != nil || len(last) == 0 || last[0].GetString("kind") != "appeal_granted" {
		return nil, err
	}
	granted, err := app.FindRecordsByFilter(AppealsCollection, "media = {:m} && status = {:s}", "-decidedAt", 1, 0,
		dbx.Params{"m": media.Id, "s": Granted})
	if err != nil || len(granted) == 0 {
		return nil, err
	}
	return granted[0], nil
}

// appealOfEvent is the appeal of one decision, nil when none.
func appealOfEvent(app core.App, eventId string) *core.Record {
	appeal, err := app.FindFirstRecordByData(AppealsCollection, "event", eventId)
	if err != nil {
		return nil
	}
	return appeal
}

// Appeals is one page of the appeals in state open (oldest first) or
// decided (latest first), and how many there are.
func Appeals(app core.App, decided bool, page, limit int) (int, []*core.Record, error) {
	filter, sort := "status = 'open'", "created"
	if decided {
		filter, sort = "status != 'open'", "-decidedAt"
	}
	total, err := app.CountRecords(AppealsCollection, dbx.NewExp(filter))
	if err != nil {
		return 0, nil, err
	}
	list, err := app.FindRecordsByFilter(AppealsCollection, filter, sort, limit, (page-1)*limit)
	return int(total), list, err
}

// AppealsOf are media's appeals, newest first.
func AppealsOf(app core.App, mediaId string) ([]*core.Record, error) {
	return app.FindRecordsByFilter(AppealsCollection, "media = {:m}", "-created", 0, 0, dbx.Params{"m": mediaId})
}

// DecideAppeal grants (the item is approved again: a moderation decision
// of kind appeal_granted) or denies (recorded as appeal_denied) an open
// appeal, in one transaction, then mails the creator.
func DecideAppeal(app core.App, appealId string, grant bool, reason string, admin *core.Record, baseURL string) (*core.Record, error) {
	var appeal, media *core.Record
	err := app.RunInTransaction(func(tx core.App) error {
		var err error
		if appeal, err = tx.FindRecordById(AppealsCollection, appealId); err != nil {
			return err
		}
		if appeal.GetString("status") != Open {
			return ErrAppealDecided
		}
		if media, err = tx.FindRecordById("media", appeal.GetString("media")); err != nil {
			return err
		}
		appeal.Set("status", Denied)
		if grant {
			appeal.Set("status", Granted)
		}
		appeal.Set("reason", reason)
		appeal.Set("decidedAt", types.NowDateTime())
		if admin != nil && admin.Collection().Name == "admins" {
			appeal.Set("decidedBy", admin.Id)
		}
		if err := tx.Save(appeal); err != nil {
			return fmt.Errorf("save appeal: %w", err)
		}
		if grant {
			d := moderation.Decision{Admin: admin, BaseURL: baseURL, Kind: "appeal_granted"}
			return moderation.Decide(context.Background(), tx, media, moderation.Active, reason, d)
		}
		status := media.GetString("adminStatus")
		return moderation.RecordKind(tx, media.Id, status, status, admin, reason, "appeal_denied")
	})
	if err != nil {
		return nil, err
	}
	if artist, err := app.FindRecordById("users", media.GetString("artist")); err == nil {
		msg := selahmail.AppealDecided(app.Settings().Meta.AppName, baseURL, mail.Address{Name: artist.GetString("name"), Address: artist.Email()},
			media.GetString("title"), grant, reason)
		if err := selahmail.Send(app, msg); err != nil {
			app.Logger().Error("appeal email failed", "appeal", appealId, "error", err)
		}
	}
	return appeal, nil
}
