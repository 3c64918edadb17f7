package hooks

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// registerPlayCounters keeps playsCount on episodes and media and
// likesCount on media in step with the plays and likes rows, in the same
// transaction as the row itself. Plays are counted by increments
// (recounting millions of rows per play would not scale); likes are few per
// item and recounted. (The daily totals in play_days are kept by the
// triggers internal/derived generates.)
func registerPlayCounters(app core.App) {
	app.OnRecordCreateExecute("plays").BindFunc(func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return addPlay(e.App, e.Record, 1)
	})
	app.OnRecordDeleteExecute("plays").BindFunc(func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return addPlay(e.App, e.Record, -1)
	})
	recountLikes := func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		_, err := e.App.DB().NewQuery(`UPDATE {{media}} SET [[likesCount]] =
				(SELECT COUNT(*) FROM {{likes}} WHERE [[media]] = {:m}) WHERE [[id]] = {:m}`).
			Bind(dbx.Params{"m": e.Record.GetString("media")}).Execute()
		return err
	}
	app.OnRecordCreateExecute("likes").BindFunc(recountLikes)
	app.OnRecordDeleteExecute("likes").BindFunc(recountLikes)
}

// addPlay moves the play counters of one play's episode and item by delta
// (+1 or -1).
func addPlay(app core.App, play *core.Record, delta int) error {
	params := dbx.Params{"episode": play.GetString("episode"), "media": play.GetString("media"), "d": delta}
	queries := []string{
		`UPDATE {{episodes}} SET [[playsCount]] = MAX(0, [[playsCount]] + {:d}) WHERE [[id]] = {:episode}`,
		`UPDATE {{media}} SET [[playsCount]] = MAX(0, [[playsCount]] + {:d}) WHERE [[id]] = {:media}`,
	}
	for _, q := range queries {
		if _, err := app.DB().NewQuery(q).Bind(params).Execute(); err != nil {
			return err
		}
	}
	return nil
}
