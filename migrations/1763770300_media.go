package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

const (
	mediaId    = "pbc_selah_media"
	episodesId = "pbc_selah_episodes"
	usersId    = "_pb_users_auth_"
)

// Statuses are the moderation states of media and episodes, in the order
// GET /api/media/media-statuses returns them.
var statuses = []string{"pending", "active", "rejected", "suspended"}

// imageTypes and audioTypes are what uploads may hold; the routes decide the
// type from the bytes, these lists are PocketBase's second line of defence.
var (
	imageTypes = []string{"image/jpeg", "image/png", "image/webp"}
	audioTypes = []string{
		"audio/mpeg", "audio/mp4", "audio/x-m4a", "audio/aac", "audio/ogg", "audio/opus",
		"audio/wav", "audio/x-wav", "audio/wave", "audio/flac", "audio/x-flac", "video/mp4",
	}
)

// Visibility rules shared by media and episodes: active media of an active
// artist for anyone signed in, everything of one's own, everything for admins.
// History: the rules in force are internal/visibility's MediaListRule and
// EpisodeListRule, set by 1763771800_visibility_rules.go (the same words).
const (
	isAdmin        = "@request.auth.collectionName = 'admins'"
	mediaVisible   = "(@request.auth.id != '' && adminStatus = 'active' && artist.accountStatus != 'suspended') || (@request.auth.collectionName = 'users' && artist = @request.auth.id) || " + isAdmin
	episodeVisible = "(@request.auth.id != '' && adminStatus = 'active' && media.adminStatus = 'active' && media.artist.accountStatus != 'suspended') || (@request.auth.collectionName = 'users' && media.artist = @request.auth.id) || " + isAdmin
	// Creators edit content, never moderation fields or counters.
	untouchable = " && @request.body.adminStatus:isset = false && @request.body.statusReason:isset = false" +
		" && @request.body.reviewedAt:isset = false && @request.body.playsCount:isset = false"
)

func init() {
	m.Register(func(app core.App) error {
		media := core.NewBaseCollection("media", mediaId)
		media.Fields.Add(
			&core.TextField{Name: "title", Required: true, Max: 200},
			&core.TextField{Name: "description", Max: 5000},
			&core.SelectField{Name: "type", Required: true, MaxSelect: 1, Values: []string{"album", "podcast", "sermon"}},
			&core.RelationField{Name: "genre", CollectionId: genresId, MaxSelect: 1},
			&core.RelationField{Name: "category", CollectionId: audioCategoriesId, MaxSelect: 1},
			&core.RelationField{Name: "artist", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.FileField{Name: "coverArt", MaxSelect: 1, MaxSize: 10 << 20, MimeTypes: imageTypes,
				Thumbs: []string{"100x100", "300x300", "600x600"}},
			&core.SelectField{Name: "adminStatus", MaxSelect: 1, Values: statuses},
			&core.TextField{Name: "statusReason", Max: 1000},
			&core.DateField{Name: "reviewedAt"},
			&core.TextField{Name: "preacher", Max: 200},
			&core.TextField{Name: "theme", Max: 200},
			&core.JSONField{Name: "bibleReferences", MaxSize: 64 << 10},
			&core.JSONField{Name: "tags", MaxSize: 16 << 10},
			&core.DateField{Name: "preachedAt"},
			&core.NumberField{Name: "episodeCount", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "duration", Min: types.Pointer(0.0)},
			&core.NumberField{Name: "playsCount", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "likesCount", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		media.AddIndex("idx_media_artist_created", false, "`artist`, `created`", "")
		media.AddIndex("idx_media_status_created", false, "`adminStatus`, `created`", "")
		media.AddIndex("idx_media_type_status_created", false, "`type`, `adminStatus`, `created`", "")
		media.AddIndex("idx_media_artist_type_created", false, "`artist`, `type`, `created`", "")
		media.ListRule = types.Pointer(mediaVisible)
		media.ViewRule = types.Pointer(mediaVisible)
		media.CreateRule = nil // uploads go through POST /api/media/upload-media (sniffing, durations)
		media.UpdateRule = types.Pointer("@request.auth.collectionName = 'users' && artist = @request.auth.id" +
			" && @request.body.artist:isset = false && @request.body.episodeCount:isset = false" +
			" && @request.body.duration:isset = false && @request.body.likesCount:isset = false" + untouchable)
		media.DeleteRule = types.Pointer("@request.auth.collectionName = 'users' && artist = @request.auth.id")
		if err := app.Save(media); err != nil {
			return err
		}

		episodes := core.NewBaseCollection("episodes", episodesId)
		episodes.Fields.Add(
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.NumberField{Name: "position", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.TextField{Name: "title", Required: true, Max: 200},
			&core.TextField{Name: "description", Max: 5000},
			&core.RelationField{Name: "genre", CollectionId: genresId, MaxSelect: 1},
			&core.TextField{Name: "lyrics", Max: 20000},
			&core.FileField{Name: "audio", MaxSelect: 1, MaxSize: 500 << 20, MimeTypes: audioTypes, Protected: true},
			&core.NumberField{Name: "duration", Min: types.Pointer(0.0)},
			&core.SelectField{Name: "adminStatus", MaxSelect: 1, Values: statuses},
			&core.NumberField{Name: "playsCount", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		episodes.AddIndex("idx_episodes_media_position", false, "`media`, `position`", "")
		episodes.ListRule = types.Pointer(episodeVisible)
		episodes.ViewRule = types.Pointer(episodeVisible)
		episodes.CreateRule = nil // POST /api/media/upload-episode
		episodes.UpdateRule = types.Pointer("@request.auth.collectionName = 'users' && media.artist = @request.auth.id" +
			" && @request.body.media:isset = false && @request.body.audio:isset = false" +
			" && @request.body.duration:isset = false && @request.body.adminStatus:isset = false && @request.body.playsCount:isset = false")
		episodes.DeleteRule = types.Pointer("@request.auth.collectionName = 'users' && media.artist = @request.auth.id")
		return app.Save(episodes)
	}, func(app core.App) error {
		return deleteCollections(app, "episodes", "media")
	})
}
