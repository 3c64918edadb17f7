package hooks

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// registerEpisodeOriginal shows an episode's audio field (the stored name
// of the original upload, Hidden in the schema by
// migrations/1763773110_episode_audio_hidden.go) through PocketBase's
// REST, expand and realtime to the item's creator and staff only
// (visibility.SeesOriginal, the rule /api/files keeps for the file). For
// everyone else the field stays hidden, so the name is published nowhere
// a listener reads; superusers see hidden fields whatever this says.
func registerEpisodeOriginal(app core.App) {
	app.OnRecordEnrich("episodes").BindFunc(func(e *core.RecordEnrichEvent) error {
		if seesOriginal(e.App, e.RequestInfo.Auth, e.Record) {
			e.Record.Unhide("audio")
		} else {
			e.Record.Hide("audio")
		}
		return e.Next()
	})
}

// seesOriginal reads the episode's item only when the caller is a users
// account (staff decide alone, guests never see it).
func seesOriginal(app core.App, who, episode *core.Record) bool {
	if who == nil {
		return false
	}
	if visibility.Staff(who) {
		return true
	}
	media, err := app.FindRecordById("media", episode.GetString("media"))
	return err == nil && visibility.SeesOriginal(who, media.GetString("artist"))
}
