package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Listening sessions: with S3 storage the stream route answers 302 to a
// signed URL of the object, so the server no longer sees the bytes that
// the play rules judged by. A listen then records the session the
// redirects opened and what the player's reports earned
// (internal/listening/sessions.go):
//
//   - sessionAt: when the first signed URL of the session was issued;
//   - sessionUntil: when the newest signed URL issued expires;
//   - reportedAt: how far the wall time of the session has been credited
//     (the last report, or the redirect that reopened a lapsed session);
//   - reportedPosition: the last position reported (seconds);
//   - credited: the seconds of listening credited so far.
//
// Rows of listens judged by bytes leave them empty.
var sessionFields = []string{"sessionAt", "sessionUntil", "reportedAt", "reportedPosition", "credited"}

func init() {
	m.Register(func(app core.App) error {
		listens, err := app.FindCollectionByNameOrId("listens")
		if err != nil {
			return err
		}
		listens.Fields.Add(
			&core.DateField{Name: "sessionAt"},
			&core.DateField{Name: "sessionUntil"},
			&core.DateField{Name: "reportedAt"},
			&core.NumberField{Name: "reportedPosition", Min: types.Pointer(0.0)},
			&core.NumberField{Name: "credited", Min: types.Pointer(0.0)},
		)
		return app.Save(listens)
	}, func(app core.App) error {
		listens, err := app.FindCollectionByNameOrId("listens")
		if err != nil {
			return err
		}
		for _, name := range sessionFields {
			listens.Fields.RemoveByName(name)
		}
		return app.Save(listens)
	})
}
