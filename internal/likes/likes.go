// Package likes keeps which accounts like which media. The media's
// likesCount follows the likes rows by SQL trigger
// (migrations/1763770300_media.go), so it is read back, never computed
// here.
package likes

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Set makes user like (liked) or not like media, idempotently: a like that
// exists is not saved again, a missing one not deleted. It answers the
// media's likes count after the change.
func Set(app core.App, user, media string, liked bool) (int, error) {
	existing, findErr := app.FindFirstRecordByFilter("likes", "user = {:u} && media = {:m}", dbx.Params{"u": user, "m": media})
	switch {
	case liked && findErr != nil:
		coll, err := app.FindCachedCollectionByNameOrId("likes")
		if err != nil {
			return 0, err
		}
		rec := core.NewRecord(coll)
		rec.Set("user", user)
		rec.Set("media", media)
		if err := app.Save(rec); err != nil {
			return 0, err
		}
	case !liked && findErr == nil:
		if err := app.Delete(existing); err != nil {
			return 0, err
		}
	}
	var n int
	err := app.DB().Select("likesCount").From("media").Where(dbx.HashExp{"id": media}).Row(&n)
	return n, err
}
