package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Pending revisions of live items (issue 29, API.md "Creators' workflow"):
// a content edit of an approved, released item no longer takes it off the
// air. The changed values wait here, one row for the item's own fields and
// one per edited episode, while the media and episode records keep the
// approved ones; an admin's approval copies them in, a rejection drops
// them (internal/moderation/revision.go). A row's file is the new cover
// (the item's row) or the new audio (an episode's row). No REST rule: only
// staff read them through the API, and the item's owner sees them through
// GET /api/media/{id}.
//
// moderation_events gains "revision": the row is a decision on a revision
// (the item stayed live), not a move of the item.
func init() {
	m.Register(func(app core.App) error {
		media, err := app.FindCollectionByNameOrId("media")
		if err != nil {
			return err
		}
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		revisions := core.NewBaseCollection("revisions")
		revisions.Fields.Add(
			&core.RelationField{Name: "media", CollectionId: media.Id, MaxSelect: 1, Required: true, CascadeDelete: true},
			// Empty for the item's own fields.
			&core.RelationField{Name: "episode", CollectionId: episodes.Id, MaxSelect: 1, CascadeDelete: true},
			// The changed fields' new values, by field name.
			&core.JSONField{Name: "changes", MaxSize: 2 << 20},
			// The new file, if the cover or the audio changed.
			&core.FileField{Name: "file", MaxSelect: 1, MaxSize: 500 << 20, Protected: true},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		revisions.AddIndex("idx_revisions_media_episode", true, "media, episode", "")
		if err := app.Save(revisions); err != nil {
			return err
		}
		events, err := app.FindCollectionByNameOrId("moderation_events")
		if err != nil {
			return err
		}
		events.Fields.Add(&core.BoolField{Name: "revision"})
		return app.Save(events)
	}, func(app core.App) error {
		if c, err := app.FindCollectionByNameOrId("revisions"); err == nil {
			if err := app.Delete(c); err != nil {
				return err
			}
		}
		events, err := app.FindCollectionByNameOrId("moderation_events")
		if err != nil {
			return err
		}
		events.Fields.RemoveByName("revision")
		return app.Save(events)
	})
}
