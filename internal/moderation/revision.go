package moderation

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/storage"
)

// A pending revision of a live item (API.md, "Creators' workflow"): a
// content edit of a released item, or a new episode added to one, waits
// for review in the revisions collection while the item and its episodes
// keep their approved values, so its page, feed, enclosures, lists and
// embeds stay as they were. Approval copies the revision in; rejection
// drops it and tells the creator why. An item never approved is edited in
// place and goes back to review (ReturnsToReview), as before.

// ContentFields are what listeners see of an item and of an episode: a
// creator's change of one sends a reviewed item back to review, or, on a
// live one, waits as a revision (RevisedFields).
var ContentFields = map[string][]string{
	"media": {"title", "description", "genre", "category", "coverArt", "preacher", "theme",
		"bibleReferences", "preachedAt", "tags", "type"},
	"episodes": {"title", "description", "genre", "lyrics", "audio", "position"},
}

// inPlaceWhenLive are the content fields a live item's creator changes
// without review: the episodes' order (API.md; transcripts and chapters
// are not content fields at all).
var inPlaceWhenLive = map[string]bool{"position": true}

// fileFields are the content fields whose new value is a file: a
// revision keeps it as its own file.
var fileFields = map[string]bool{"coverArt": true, "audio": true}

// RevisionsCollection holds the revisions (1763774500_revisions.go).
const RevisionsCollection = "revisions"

// ErrNoRevision is returned for a decision on a revision when there is none.
var ErrNoRevision = errors.New("This item has no changes waiting for review")

// Live reports whether r (a media or an episode record) is live content
// whose edits wait as a revision: a released item, or an approved episode
// of one (a new episode of a live item waits for review itself, and is
// edited in place until then).
func Live(app core.App, r *core.Record) bool {
	if r.Collection().Name == "media" {
		return Released(r.Original().GetString("adminStatus"))
	}
	if !Released(r.Original().GetString("adminStatus")) {
		return false
	}
	media, err := app.FindRecordById("media", r.GetString("media"))
	return err == nil && Released(media.GetString("adminStatus"))
}

// Hold moves the content changes a save of live record r makes into its
// revision and puts r's approved values back, so the save writes only
// what changes in place. It reports whether anything was held. app should
// be the save's transaction: the revision is written with it.
func Hold(app core.App, r *core.Record) (bool, error) {
	coll := r.Collection().Name
	original := r.Original()
	var held []string
	for _, f := range ContentFields[coll] {
		if !inPlaceWhenLive[f] && Changed(r, original, f) {
			held = append(held, f)
		}
	}
	if len(held) == 0 {
		return false, nil
	}
	mediaId, episodeId := r.Id, ""
	if coll == "episodes" {
		mediaId, episodeId = r.GetString("media"), r.Id
	}
	rev, changes, err := revisionRow(app, mediaId, episodeId)
	if err != nil {
		return false, err
	}
	for _, f := range held {
		if fileFields[f] {
			if files := r.GetUnsavedFiles(f); len(files) > 0 {
				rev.Set("file", files[0])
				changes[f] = true
			} else {
				changes[f] = "" // the file removed
			}
		} else {
			changes[f] = r.Get(f)
		}
		r.Set(f, original.Get(f))
	}
	rev.Set("changes", changes)
	if err := app.Save(rev); err != nil {
		return false, fmt.Errorf("save revision: %w", err)
	}
	return true, nil
}

// AwaitReview puts a new or edited episode of mediaId, now pending, in
// review: on a live item as part of its revision (the item stays live),
// else by sending the whole item back to review (ctx is the save's).
func AwaitReview(ctx context.Context, app core.App, mediaId, episodeId string) error {
	media, err := app.FindRecordById("media", mediaId)
	if err != nil {
		return nil // gone
	}
	if Released(media.GetString("adminStatus")) {
		rev, changes, err := revisionRow(app, mediaId, episodeId)
		if err != nil {
			return err
		}
		rev.Set("changes", changes)
		return app.Save(rev)
	}
	return BackToReview(ctx, app, media)
}

// BackToReview puts an approved or rejected media item back in the review
// queue after a content edit. A record save, so realtime subscribers see
// it; its context carries the automatic Resubmit decision, which may change
// the status but has none of a review's effects (no history row, no email,
// episodes untouched).
func BackToReview(ctx context.Context, app core.App, media *core.Record) error {
	if !ReturnsToReview(media.GetString("adminStatus")) {
		return nil // already pending, or suspended, or a draft
	}
	media.Set("adminStatus", Pending)
	media.Set("statusReason", "")
	return app.SaveWithContext(WithDecision(ctx, Decision{Resubmit: true}), media)
}

// revisionRow is the revision of mediaId's own fields (episodeId "") or of
// one of its episodes, new if there is none yet, with its changes so far.
func revisionRow(app core.App, mediaId, episodeId string) (*core.Record, map[string]any, error) {
	changes := map[string]any{}
	found, err := app.FindAllRecords(RevisionsCollection, dbx.HashExp{"media": mediaId, "episode": episodeId})
	if err != nil {
		return nil, nil, err
	}
	if len(found) == 0 {
		coll, err := app.FindCachedCollectionByNameOrId(RevisionsCollection)
		if err != nil {
			return nil, nil, err
		}
		rev := core.NewRecord(coll)
		rev.Set("media", mediaId)
		rev.Set("episode", episodeId)
		return rev, changes, nil
	}
	rev := found[0]
	if err := rev.UnmarshalJSONField("changes", &changes); err != nil || changes == nil {
		changes = map[string]any{}
	}
	return rev, changes, nil
}

// OnRevision reports whether an admin's decision status on media is a
// verdict on its waiting revision rather than a move of the item (an
// approval or a rejection of a live item with changes waiting: the item
// stays live), and whether it approves them.
func OnRevision(app core.App, media *core.Record, status string) (verdict, approve bool, err error) {
	if !Released(media.GetString("adminStatus")) || status != Active && status != Rejected {
		return false, false, nil
	}
	n, err := app.CountRecords(RevisionsCollection, dbx.HashExp{"media": media.Id})
	if err != nil || n == 0 {
		return false, false, err
	}
	return true, status == Active, nil
}

// revisionsOf are the revision rows of mediaId, oldest first.
func revisionsOf(app core.App, mediaId string) ([]*core.Record, error) {
	return app.FindRecordsByFilter(RevisionsCollection, "media = {:m}", "created", 0, 0, dbx.Params{"m": mediaId})
}

// decideRevision applies an admin's verdict on media's waiting revision
// (revs, its rows) inside the decision's transaction tx: an approval
// copies each change into its record and approves the new episodes; a
// rejection drops the changes and rejects the new episodes. The item
// stays live either way. Each record is saved with the verdict in its
// context (hooks/moderation.go tells the creator after the commit), and
// the history gets one row marked as a revision's.
func decideRevision(ctx context.Context, tx core.App, media *core.Record, revs []*core.Record, approve bool, d Decision) error {
	d.Revision, d.Approve = true, approve
	ctx = WithDecision(ctx, d)
	// The revision's files are read from storage while the records that
	// take them are saved.
	fsys, err := tx.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	// The episodes' rows first: their saves recount the item in its stored
	// row (hooks/counters.go), which is then read to take the item's own
	// changes, so the save below writes the new figures, not those of the
	// copy read before.
	var own []*core.Record
	for _, rev := range revs {
		id := rev.GetString("episode")
		if id == "" {
			own = append(own, rev)
			continue
		}
		ep, err := tx.FindRecordById("episodes", id)
		if err != nil {
			continue // deleted since (its row goes with it)
		}
		if approve {
			if err := applyRevision(fsys, rev, ep); err != nil {
				return err
			}
		}
		if err := decideEpisode(ctx, tx, ep, approve); err != nil {
			return err
		}
		if err := tx.Delete(rev); err != nil {
			return fmt.Errorf("drop revision: %w", err)
		}
	}
	stored, err := tx.FindRecordById("media", media.Id)
	if err != nil {
		return fmt.Errorf("read media: %w", err)
	}
	media.Load(stored.FieldsData())
	for _, rev := range own {
		if approve {
			if err := applyRevision(fsys, rev, media); err != nil {
				return err
			}
		}
		if err := tx.Delete(rev); err != nil {
			return fmt.Errorf("drop revision: %w", err)
		}
	}
	to := Active
	if !approve {
		to = Rejected
	}
	// Saved even with nothing of its own changed: the save carries the
	// verdict to the creator's email.
	if err := tx.SaveWithContext(ctx, media); err != nil {
		return fmt.Errorf("save media: %w", err)
	}
	return recordRevision(tx, media.Id, to, d)
}

// decideEpisode saves an episode of a revision: a new one (not yet
// approved) takes the verdict's state.
func decideEpisode(ctx context.Context, tx core.App, ep *core.Record, approve bool) error {
	if !Released(ep.GetString("adminStatus")) {
		if approve {
			ep.Set("adminStatus", Active)
		} else {
			ep.Set("adminStatus", Rejected)
		}
	}
	if err := tx.SaveWithContext(ctx, ep); err != nil {
		return fmt.Errorf("save episode: %w", err)
	}
	return nil
}

// applyRevision copies rev's changes into target (not saved): its values,
// and its file, read from fsys, as a new upload of target's with the same
// name (the revision's own is removed with the row; PocketBase removes
// target's old file with the save).
func applyRevision(fsys *filesystem.System, rev, target *core.Record) error {
	changes := map[string]any{}
	if err := rev.UnmarshalJSONField("changes", &changes); err != nil {
		return fmt.Errorf("read revision: %w", err)
	}
	for f, v := range changes {
		if !fileFields[f] {
			target.Set(f, v)
			continue
		}
		name := rev.GetString("file")
		if v == "" || name == "" {
			target.Set(f, "")
			continue
		}
		file, err := fsys.GetReuploadableFile(storage.Key(rev, name), true)
		if err != nil {
			return fmt.Errorf("read the revision's %s: %w", f, err)
		}
		target.Set(f, file)
	}
	return nil
}

// recordRevision is the history row of a verdict on a revision: the item
// stayed as it was (from and to its status), to says the verdict.
func recordRevision(tx core.App, mediaId, to string, d Decision) error {
	events, err := tx.FindCachedCollectionByNameOrId("moderation_events")
	if err != nil {
		return err
	}
	ev := core.NewRecord(events)
	ev.Set("media", mediaId)
	if d.Admin != nil && d.Admin.Collection().Name == "admins" {
		ev.Set("admin", d.Admin.Id)
	}
	ev.Set("fromStatus", Active)
	ev.Set("toStatus", to)
	ev.Set("reason", d.Reason)
	ev.Set("revision", true)
	return tx.Save(ev)
}

// Revision is what a live item's owner and admins see of its waiting
// revision (GET /api/media/{id}).
type Revision struct {
	SubmittedAt time.Time         `json:"submittedAt"`
	Fields      []string          `json:"fields"`
	Values      map[string]any    `json:"values"`
	Episodes    []EpisodeRevision `json:"episodes"`
}

// EpisodeRevision is one episode's part of a revision: a new episode, or
// an approved one's changed fields.
type EpisodeRevision struct {
	Id     string         `json:"id"`
	Title  string         `json:"title"`
	New    bool           `json:"new"`
	Fields []string       `json:"fields"`
	Values map[string]any `json:"values"`
}

// HasRevisionSQL is whether the media row alias m has a revision waiting,
// as an SQL expression (1 or 0): a column of the staff's media pages
// (internal/mediarows), which then read RevisionOf only of those that do.
func HasRevisionSQL(m string) string {
	return "EXISTS (SELECT 1 FROM " + RevisionsCollection + " rv WHERE rv.media = " + m + ".id)"
}

// RevisionOf is media's waiting revision, nil when there is none.
func RevisionOf(app core.App, mediaId string) (*Revision, error) {
	revs, err := revisionsOf(app, mediaId)
	if err != nil || len(revs) == 0 {
		return nil, err
	}
	out := &Revision{SubmittedAt: revs[0].GetDateTime("created").Time(), Fields: []string{},
		Values: map[string]any{}, Episodes: []EpisodeRevision{}}
	for _, rev := range revs {
		changes := map[string]any{}
		_ = rev.UnmarshalJSONField("changes", &changes)
		id := rev.GetString("episode")
		if id == "" {
			out.Fields, out.Values = changedFields("media", changes), changes
			continue
		}
		ep, err := app.FindRecordById("episodes", id)
		if err != nil {
			continue
		}
		out.Episodes = append(out.Episodes, EpisodeRevision{Id: id, Title: ep.GetString("title"),
			New: !Released(ep.GetString("adminStatus")), Fields: changedFields("episodes", changes), Values: changes})
	}
	return out, nil
}

// WaitingRevisions is one page of the items with a revision waiting, the
// longest waiting first, and how many there are.
func WaitingRevisions(app core.App, page, limit int) (total int, ids []string, err error) {
	if err := app.DB().NewQuery("SELECT COUNT(DISTINCT media) FROM " + RevisionsCollection).Row(&total); err != nil {
		return 0, nil, err
	}
	err = app.DB().NewQuery(`SELECT media FROM ` + RevisionsCollection + ` GROUP BY media
		ORDER BY MIN(created), media LIMIT {:limit} OFFSET {:offset}`).
		Bind(dbx.Params{"limit": limit, "offset": (page - 1) * limit}).Column(&ids)
	return total, ids, err
}

// changedFields are the fields of coll a revision's changes hold, in
// ContentFields' order.
func changedFields(coll string, changes map[string]any) []string {
	fields := []string{}
	for _, f := range ContentFields[coll] {
		if _, ok := changes[f]; ok {
			fields = append(fields, f)
		}
	}
	return fields
}

// Changed compares a field's value before and after, by its JSON form (so
// JSON fields, dates and file lists compare by value).
func Changed(r, original *core.Record, field string) bool {
	a, errA := json.Marshal(r.Get(field))
	b, errB := json.Marshal(original.Get(field))
	return errA != nil || errB != nil || !bytes.Equal(a, b)
}
