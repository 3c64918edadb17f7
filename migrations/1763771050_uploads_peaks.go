package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// uploadsId is the collection of resumable (tus) uploads in flight.
const uploadsId = "pbc_selah_uploads"

// episodesUpdateRule lets an owner edit an episode's words through the REST
// API, never what the server measured or decided.
const episodesUpdateRule = "@request.auth.collectionName = 'users' && media.artist = @request.auth.id" +
	" && @request.body.media:isset = false && @request.body.audio:isset = false" +
	" && @request.body.duration:isset = false && @request.body.adminStatus:isset = false && @request.body.playsCount:isset = false" +
	" && @request.body.bitrate:isset = false && @request.body.headerSize:isset = false" +
	" && @request.body.peaks:isset = false && @request.body.peaksStatus:isset = false"

// uploads: one row per tus upload (internal/resumable), so that ownership,
// the 24-hour expiry and the per-user quota are one indexed query away.
// The bytes live in pb_data/uploads_tus/<id>; nobody reads the rows through
// the REST API (nil rules: superusers only).
//
// episodes gain their waveform: peaks (up to 1,000 values 0..100) and
// peaksStatus ("" while waiting for the background worker, then ready,
// unavailable when no decoder exists here, or failed).
func init() {
	m.Register(func(app core.App) error {
		uploads := core.NewBaseCollection("uploads", uploadsId)
		uploads.Fields.Add(
			&core.RelationField{Name: "owner", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.NumberField{Name: "size", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.TextField{Name: "filename", Max: 255},
			&core.TextField{Name: "filetype", Max: 255},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		uploads.AddIndex("idx_uploads_owner", false, "`owner`", "")
		uploads.AddIndex("idx_uploads_created", false, "`created`", "")
		if err := app.Save(uploads); err != nil {
			return err
		}

		episodes, err := app.FindCollectionByNameOrId(episodesId)
		if err != nil {
			return err
		}
		episodes.Fields.Add(
			&core.JSONField{Name: "peaks", MaxSize: 16 << 10},
			&core.SelectField{Name: "peaksStatus", MaxSelect: 1, Values: []string{"ready", "unavailable", "failed"}},
		)
		episodes.UpdateRule = types.Pointer(episodesUpdateRule)
		episodes.AddIndex("idx_episodes_peaks_status", false, "`peaksStatus`", "")
		return app.Save(episodes)
	}, func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId(episodesId)
		if err != nil {
			return err
		}
		episodes.Fields.RemoveByName("peaks")
		episodes.Fields.RemoveByName("peaksStatus")
		episodes.RemoveIndex("idx_episodes_peaks_status")
		if err := app.Save(episodes); err != nil {
			return err
		}
		return deleteCollections(app, "uploads")
	})
}
