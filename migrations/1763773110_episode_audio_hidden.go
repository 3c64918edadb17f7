package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// An episode's audio (the original upload) is the creator's and staff's
// alone (API.md): its file is served to them only
// (routes/files_visibility.go), and its stored name is not shown to anyone
// else. The field is Hidden, so PocketBase leaves it out of every REST,
// expand and realtime answer and refuses it in a client's filter or sort
// (where audio ~ 'a%' would spell the name out letter by letter);
// hooks/episodes_original.go shows it again to the creator and staff
// (superusers see hidden fields anyway). Writes are ours: the REST create
// rule is nil and the update rule refuses audio.
func init() {
	m.Register(func(app core.App) error {
		return setEpisodeAudioHidden(app, true)
	}, func(app core.App) error {
		return setEpisodeAudioHidden(app, false)
	})
}

func setEpisodeAudioHidden(app core.App, hidden bool) error {
	episodes, err := app.FindCollectionByNameOrId(episodesId)
	if err != nil {
		return err
	}
	episodes.Fields.GetByName("audio").SetHidden(hidden)
	return app.Save(episodes)
}
