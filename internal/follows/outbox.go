package follows

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/visibility"
)

// Queue puts the new-item email of a media item that has just become
// active in the outbox, for each follower of its creator with emails on:
// one INSERT ... SELECT in the approval's transaction (tx), so the notices
// exist exactly when the approval does. The unique (media, follower) pair
// makes it one email per item and follower, ever: a second approval after
// a resubmission inserts nothing. Nothing is queued when the item is not
// public (its creator is suspended). baseURL is the public address the
// approval was made at ("" for the configured one), for the links.
//
// The Sender sends the rows after the commit (jobs/ wakes it) and at every
// start, so a crash loses none.
func Queue(tx core.App, mediaId, baseURL string) error {
	// Ids as PocketBase makes them (15 of [a-z0-9]): 15 hex digits of
	// random bytes, drawn per row.
	_, err := tx.DB().NewQuery(`INSERT INTO {{follow_notices}} ([[id]], [[media]], [[follower]], [[baseUrl]], [[created]])
		SELECT substr(lower(hex(randomblob(8))), 1, 15), m.[[id]], f.[[follower]], {:base}, {:now}
		FROM {{media}} m JOIN {{users}} u ON u.[[id]] = m.[[artist]] JOIN {{follows}} f ON f.[[creator]] = m.[[artist]]
		WHERE m.[[id]] = {:media} AND ` + visibility.PublicMediaSQL("m", "u") + `
			AND f.[[notify]] = TRUE AND f.[[follower]] != m.[[artist]]
		ON CONFLICT ([[media]], [[follower]]) DO NOTHING`).
		Bind(dbx.Params{"media": mediaId, "base": baseURL, "now": types.NowDateTime().String()}).Execute()
	return err
}
