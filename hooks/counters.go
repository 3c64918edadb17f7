package hooks

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// registerCounters keeps media.episodeCount and media.duration equal to
// what its episodes say, in the same transaction as the episode write: the
// counts are recomputed from the rows, so they cannot drift.
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
	_, err := app.DB().NewQuery(`UPDATE {{media}} SET
			[[episodeCount]] = (SELECT COUNT(*) FROM {{episodes}} WHERE [[media]] = {:m}),
			[[duration]] = (SELECT COALESCE(SUM([[duration]]), 0) FROM {{episodes}} WHERE [[media]] = {:m})
		WHERE [[id]] = {:m}`).Bind(dbx.Params{"m": mediaId}).Execute()
	return err
}
