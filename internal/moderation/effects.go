package moderation

import (
	"context"
	"fmt"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Fields only a decision may set.
var Fields = []string{"adminStatus", "statusReason", "reviewedAt"}

// Change is one status change of a media item, as its save makes it.
type Change struct {
	From, To, Reason string
}

// ChangeOf reads the status change a media save is making: from the stored
// status to the new one, with the reason written in this same save (a
// reason left from an earlier decision is not this change's reason).
func ChangeOf(media *core.Record) Change {
	orig := media.Original()
	c := Change{From: orig.GetString("adminStatus"), To: media.GetString("adminStatus")}
	if r := media.GetString("statusReason"); r != orig.GetString("statusReason") {
		c.Reason = r
	}
	return c
}

// Changed reports whether the save moves the status.
func (c Change) Changed() bool { return c.From != c.To }

// Follow applies a decided change's effects inside the save's transaction:
// the item's episodes take the media's status, each through a record save
// so realtime subscribers, counters and the episode rules see it, and the
// decision is appended to moderation_events. ctx is the save's context (it
// carries the decision, which lets the episode saves set their status).
//
// Which episodes follow: an item in review is decided whole, so all of
// them (those a past verdict rejected too: the creator sent the item back
// with them). Otherwise only those in the item's state: an episode with a
// verdict of its own on a live item (a new one waiting for review, one
// whose revision was rejected) keeps it through a suspension and a
// reinstatement, rather than going live with the item unreviewed.
func Follow(ctx context.Context, tx core.App, media *core.Record, c Change, d Decision) error {
	filter := "media = {:m} && adminStatus != {:s}"
	if !AwaitsReview(c.From) {
		filter += " && adminStatus = {:from}"
	}
	episodes, err := tx.FindRecordsByFilter("episodes", filter, "position", 0, 0,
		dbx.Params{"m": media.Id, "s": c.To, "from": c.From})
	if err != nil {
		return fmt.Errorf("find episodes: %w", err)
	}
	for _, ep := range episodes {
		ep.Set("adminStatus", c.To)
		if err := tx.SaveWithContext(ctx, ep); err != nil {
			return fmt.Errorf("save episode status: %w", err)
		}
	}
	if Released(c.To) && !AwaitsReview(c.From) {
		if err := listWaiting(tx, media.Id); err != nil {
			return err
		}
	}
	return RecordKind(tx, media.Id, c.From, c.To, d.Admin, c.Reason, d.Kind)
}

// listWaiting gives each episode of the now live item mediaId that waits
// for review without a revision row (one its creator added while the item
// was suspended, which no revision took) a row, as a live item's new
// episode gets one: it is listed for review with the item's revision.
func listWaiting(tx core.App, mediaId string) error {
	waiting, err := tx.FindRecordsByFilter("episodes", "media = {:m} && adminStatus = {:s}", "position", 0, 0,
		dbx.Params{"m": mediaId, "s": Pending})
	if err != nil {
		return fmt.Errorf("find waiting episodes: %w", err)
	}
	for _, ep := range waiting {
		rev, changes, err := revisionRow(tx, mediaId, ep.Id)
		if err != nil {
			return err
		}
		if !rev.IsNew() {
			continue // already waits as a revision
		}
		rev.Set("changes", changes)
		if err := tx.Save(rev); err != nil {
			return fmt.Errorf("list a waiting episode: %w", err)
		}
	}
	return nil
}
