package hooks

import (
	"context"
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/derived"
	"selah/internal/moderation"
)

// registerCounters keeps media.episodeCount and media.duration equal to
// what its episodes say (derived.EpisodeCountSQL: the episodes the item is
// listed with, which an approved item's status narrows to its approved
// ones), in the same transaction as the write that moves them: an episode's
// save or removal, or a change of the item's status. The counts are
// recomputed from the rows, so they cannot drift. (Plays and likes, which
// move many times a second, are kept by column updates in play_counters.go
// and are not pushed to realtime subscribers.)
func registerCounters(app core.App) {
	recount := func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		ids := []string{e.Record.GetString("media")}
		if prev := e.Record.Original().GetString("media"); prev != "" && prev != ids[0] {
			ids = append(ids, prev)
		}
		for _, id := range ids {
			if recountsLater(e.Context, id) {
				continue
			}
			if err := recountEpisodes(e.App, id); err != nil {
				return err
			}
		}
		return nil
	}
	app.OnRecordCreateExecute("episodes").BindFunc(recount)
	app.OnRecordUpdateExecute("episodes").BindFunc(recount)
	app.OnRecordDeleteExecute("episodes").BindFunc(recount)

	// Bound before registerModeration's hook, so this one wraps it: the
	// episodes' saves that follow a decision (moderation.Follow, with this
	// save's context) leave the count to this hook, which counts once when
	// they are done rather than after each (and saves the item, which
	// realtime subscribers hear, only if the figures moved).
	app.OnRecordUpdateExecute("media").BindFunc(func(e *core.RecordEvent) error {
		if !moderation.ChangeOf(e.Record).Changed() {
			return e.Next()
		}
		outer, ctx := e.App, e.Context
		defer func() { e.App, e.Context = outer, ctx }()
		e.Context = context.WithValue(ctx, recountAfter{}, e.Record.Id)
		return outer.RunInTransaction(func(tx core.App) error {
			e.App = tx
			if err := e.Next(); err != nil {
				return err
			}
			return recountEpisodes(tx, e.Record.Id)
		})
	})
}

// recountAfter keys, in a media save's context, the id of the item whose
// status change recounts it after its episodes have followed.
type recountAfter struct{}

// recountsLater reports whether ctx is that of a save inside a status
// change of mediaId, which recounts the item itself when it ends.
func recountsLater(ctx context.Context, mediaId string) bool {
	if ctx == nil {
		return false
	}
	id, _ := ctx.Value(recountAfter{}).(string)
	return id != "" && id == mediaId
}

func recountEpisodes(app core.App, mediaId string) error {
	if mediaId == "" {
		return nil
	}
	// Count and save in one write transaction (joined when the episode's
	// own save runs in one): writes go through one connection, so two
	// episodes saved at once cannot each save a count the other outdated.
	return app.RunInTransaction(func(tx core.App) error {
		var sum struct {
			Count    int     `db:"count"`
			Duration float64 `db:"duration"`
		}
		media, err := tx.FindRecordById("media", mediaId)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // the media itself is going (a cascade), or was never there
		}
		if err != nil {
			return err
		}
		err = tx.DB().NewQuery(`SELECT ` + derived.EpisodeCountSQL("m") + ` AS [[count]], ` +
			derived.EpisodeDurationSQL("m") + ` AS [[duration]] FROM {{media}} m WHERE m.[[id]] = {:id}`).
			Bind(dbx.Params{"id": mediaId}).One(&sum)
		if err != nil {
			return err
		}
		if media.GetInt("episodeCount") == sum.Count && media.GetFloat("duration") == sum.Duration {
			return nil
		}
		// A record save, not a column update: realtime subscribers to media
		// see the new figures. No validation: the counts are ours, and an
		// item saved before a newer rule must not block its episodes' writes.
		media.Set("episodeCount", sum.Count)
		media.Set("duration", sum.Duration)
		return tx.SaveNoValidate(media)
	})
}
