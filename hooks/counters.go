package hooks

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// registerCounters keeps media.episodeCount and media.duration equal to
// what its episodes say, in the same transaction as the episode write: the
// counts are recomputed from the rows, so they cannot drift. (Plays and
// likes, which move many times a second, are kept by column updates in
// play_counters.go and are not pushed to realtime subscribers.)
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
			if err := recountEpisodes(e.App, id); err != nil {
				return err
			}
		}
		return nil
	}
	app.OnRecordCreateExecute("episodes").BindFunc(recount)
	app.OnRecordUpdateExecute("episodes").BindFunc(recount)
	app.OnRecordDeleteExecute("episodes").BindFunc(recount)
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
		err := tx.DB().NewQuery(`SELECT COUNT(*) AS [[count]], COALESCE(SUM([[duration]]), 0) AS [[duration]]
			FROM {{episodes}} WHERE [[media]] = {:m}`).Bind(dbx.Params{"m": mediaId}).One(&sum)
		if err != nil {
			return err
		}
		media, err := tx.FindRecordById("media", mediaId)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // the media itself is going (a cascade), or was never there
		}
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
