package renditions

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Requeue sends a done or failed episode back to the worker, with its
// attempts, error and progress reset, in one conditional update, and wakes
// the worker (w, which may be nil). It reports false (and changes nothing) when the episode is
// pending or running already, or gone. While it is pending listeners get
// the original; a previous rendition's file is kept until the new one
// replaces it.
//
// A plain UPDATE, not a record save: the worker's columns are its own, and
// no record hook or realtime event has anything to say about them.
func Requeue(app core.App, w *Worker, episodeId string) (bool, error) {
	res, err := app.DB().NewQuery("UPDATE episodes SET processing = {:pending}, processingAttempts = 0, " +
		"processingError = '', processingProgress = 0 WHERE id = {:id} AND processing IN ({:done}, {:failed})").
		Bind(dbx.Params{"pending": Pending, "id": episodeId, "done": Done, "failed": Failed}).
		Execute()
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	if err != nil || n == 0 {
		return false, err
	}
	if w != nil {
		w.Wake()
	}
	return true, nil
}
