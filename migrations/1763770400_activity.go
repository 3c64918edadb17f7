package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

const adminsId = "pbc_selah_admins"

func init() {
	m.Register(func(app core.App) error {
		// plays are the raw events behind every play figure; nobody reads
		// them through the REST API (nil rules: superusers only).
		plays := core.NewBaseCollection("plays", "pbc_selah_plays")
		plays.Fields.Add(
			&core.RelationField{Name: "episode", CollectionId: episodesId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "listener", CollectionId: usersId, MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "listenerKey", Max: 128},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		plays.AddIndex("idx_plays_media_created", false, "`media`, `created`", "")
		plays.AddIndex("idx_plays_episode_listener_created", false, "`episode`, `listenerKey`, `created`", "")
		plays.AddIndex("idx_plays_listener", false, "`listener`", "")
		if err := app.Save(plays); err != nil {
			return err
		}

		likes := core.NewBaseCollection("likes", "pbc_selah_likes")
		likes.Fields.Add(
			&core.RelationField{Name: "user", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		likes.AddIndex("idx_likes_user_media", true, "`user`, `media`", "")
		likes.AddIndex("idx_likes_media", false, "`media`", "")
		own := types.Pointer("user = @request.auth.id")
		likes.ListRule, likes.ViewRule = own, own
		if err := app.Save(likes); err != nil {
			return err
		}

		// moderation_events is append-only: written by our routes in the same
		// transaction as the status change, never through the REST API.
		events := core.NewBaseCollection("moderation_events", "pbc_selah_modevents")
		events.Fields.Add(
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "admin", CollectionId: adminsId, MaxSelect: 1},
			&core.SelectField{Name: "fromStatus", MaxSelect: 1, Values: statuses},
			&core.SelectField{Name: "toStatus", MaxSelect: 1, Values: statuses, Required: true},
			&core.TextField{Name: "reason", Max: 1000},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		events.AddIndex("idx_modevents_media_created", false, "`media`, `created`", "")
		if err := app.Save(events); err != nil {
			return err
		}

		messages := core.NewBaseCollection("messages", "pbc_selah_messages")
		messages.Fields.Add(
			&core.RelationField{Name: "from", CollectionId: adminsId, MaxSelect: 1},
			&core.RelationField{Name: "to", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.TextField{Name: "text", Required: true, Max: 2000},
			&core.DateField{Name: "readAt"},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		messages.AddIndex("idx_messages_to_created", false, "`to`, `created`", "")
		toMe := types.Pointer("to = @request.auth.id")
		messages.ListRule, messages.ViewRule = toMe, toMe
		if err := app.Save(messages); err != nil {
			return err
		}

		// verification_codes holds hashed one-time codes for email
		// verification and password reset; unreadable through the REST API.
		codes := core.NewBaseCollection("verification_codes", "pbc_selah_codes")
		codes.Fields.Add(
			&core.TextField{Name: "email", Required: true, Max: 254},
			&core.SelectField{Name: "purpose", Required: true, MaxSelect: 1, Values: []string{"verify", "reset"}},
			&core.TextField{Name: "codeHash", Required: true, Hidden: true, Max: 128},
			&core.NumberField{Name: "attempts", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.DateField{Name: "expiresAt", Required: true},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		codes.AddIndex("idx_codes_email_purpose", true, "`email` COLLATE NOCASE, `purpose`", "")
		return app.Save(codes)
	}, func(app core.App) error {
		return deleteCollections(app, "verification_codes", "messages", "moderation_events", "likes", "plays")
	})
}
