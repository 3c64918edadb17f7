package hooks

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"selah/internal/listening"
)

// registerPlayCounters keeps playsCount on episodes and media, the daily
// totals in play_days and likesCount on media in step with the plays and
// likes rows, in the same transaction as the row itself. Plays are counted
// by increments (recounting millions of rows per play would not scale);
// likes are few per item and recounted.
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

// addPlay moves the counters of one play by delta (+1 or -1); a guest's
// play (its listenerKey a guest key) moves the day's guestPlays too, so
// analytics show guest and signed-in plays apart.
func addPlay(app core.App, play *core.Record, delta int) error {
	guest := 0
	if listening.IsGuest(play.GetString("listenerKey")) {
		guest = delta
	}
	params := dbx.Params{
		"episode": play.GetString("episode"), "media": play.GetString("media"), "d": delta, "g": guest,
		"day": play.GetDateTime("created").Time().UTC().Format("2006-01-02"),
		"id":  security.RandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"),
	}
	queries := []string{
		`UPDATE {{episodes}} SET [[playsCount]] = MAX(0, [[playsCount]] + {:d}) WHERE [[id]] = {:episode}`,
		`UPDATE {{media}} SET [[playsCount]] = MAX(0, [[playsCount]] + {:d}) WHERE [[id]] = {:media}`,
		`INSERT INTO {{play_days}} ([[id]], [[media]], [[day]], [[plays]], [[guestPlays]]) VALUES ({:id}, {:media}, {:day}, MAX(0, {:d}), MAX(0, {:g}))
			ON CONFLICT ([[media]], [[day]]) DO UPDATE SET [[plays]] = MAX(0, [[plays]] + {:d}), [[guestPlays]] = MAX(0, [[guestPlays]] + {:g})`,
	}
	for _, q := range queries {
		if _, err := app.DB().NewQuery(q).Bind(params).Execute(); err != nil {
			return err
		}
	}
	return nil
}
