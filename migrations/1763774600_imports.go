package migrations

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Import from another host (issue 29, API.md "Creators' workflow": POST
// /api/media/import-feed). An imported episode keeps what podcast apps
// know it by: its guid (apps that subscribe again to the new feed do not
// download it twice), its publication date and its episode number
// (itunes:episode); the feed routes publish them when set, and the episode
// REST update rule refuses them, as it refuses the transcript and the
// rendition's fields: only an import writes them.
//
// imports is one import: whose, from where, its state (fetching the feed,
// importing its episodes, done or failed), the draft item it fills, its
// progress and what went wrong with the feed as a whole (a JSON list of
// {title, guid, reason}). import_items is each episode the feed listed,
// in the order they are imported (oldest first), waiting until the worker
// tried it, then done (with its episode) or failed (with the reason). The
// worker (internal/importfeed) resumes from these rows after a restart.
// Both have nil rules: the import routes are their API.
const (
	importsId     = "pbc_selah_imports"
	importItemsId = "pbc_selah_importitems"
)

// importsLock keeps the imported facts of an episode out of REST writes.
const importsLock = " && @request.body.guid:isset = false && @request.body.publishedAt:isset = false" +
	" && @request.body.episodeNumber:isset = false"

var (
	importStatuses    = []string{"fetching", "importing", "done", "failed"}
	importItemStates  = []string{"waiting", "done", "failed"}
	importEpisodeKeep = []string{"guid", "publishedAt", "episodeNumber"}
)

func init() {
	m.Register(func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		episodes.Fields.Add(
			&core.TextField{Name: "guid", Max: 2048},
			&core.DateField{Name: "publishedAt"},
			&core.NumberField{Name: "episodeNumber", OnlyInt: true, Min: types.Pointer(0.0)},
		)
		if episodes.UpdateRule != nil && !strings.Contains(*episodes.UpdateRule, importsLock) {
			episodes.UpdateRule = types.Pointer(*episodes.UpdateRule + importsLock)
		}
		if err := app.Save(episodes); err != nil {
			return err
		}

		imports := core.NewBaseCollection("imports", importsId)
		imports.Fields.Add(
			&core.RelationField{Name: "owner", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.TextField{Name: "url", Required: true, Max: 2048},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: importStatuses},
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1},
			&core.NumberField{Name: "total", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "done", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "imported", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.JSONField{Name: "errors", MaxSize: 64 << 10},
			&core.DateField{Name: "finishedAt"},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		// The worker's queue: unfinished imports, the one touched longest
		// ago first (each step touches its import, so imports take turns).
		imports.AddIndex("idx_imports_unfinished", false, "`updated`", "`status` = 'fetching' OR `status` = 'importing'")
		imports.AddIndex("idx_imports_owner_created", false, "`owner`, `created`", "")
		if err := app.Save(imports); err != nil {
			return err
		}

		items := core.NewBaseCollection("import_items", importItemsId)
		items.Fields.Add(
			&core.RelationField{Name: "import", CollectionId: importsId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.NumberField{Name: "position", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.TextField{Name: "guid", Max: 2048},
			&core.TextField{Name: "title", Max: 200},
			&core.TextField{Name: "description", Max: 5000},
			&core.DateField{Name: "publishedAt"},
			&core.NumberField{Name: "episodeNumber", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.TextField{Name: "enclosure", Max: 4096},
			&core.SelectField{Name: "state", Required: true, MaxSelect: 1, Values: importItemStates},
			&core.TextField{Name: "reason", Max: 500},
			&core.RelationField{Name: "episode", CollectionId: episodesId, MaxSelect: 1},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		items.AddIndex("idx_import_items_import_state_position", false, "`import`, `state`, `position`", "")
		return app.Save(items)
	}, func(app core.App) error {
		if err := deleteCollections(app, "import_items", "imports"); err != nil {
			return err
		}
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		for _, f := range importEpisodeKeep {
			episodes.Fields.RemoveByName(f)
		}
		if episodes.UpdateRule != nil {
			episodes.UpdateRule = types.Pointer(strings.Replace(*episodes.UpdateRule, importsLock, "", 1))
		}
		return app.Save(episodes)
	})
}
