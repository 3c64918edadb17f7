package migrations

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Transcripts and chapters (issue 29, API.md "Creators' workflow"): an
// episode's transcript, a WebVTT file written by the transcript route from
// the WebVTT or SRT its creator sent (internal/transcript), and its
// chapters, a JSON list checked against its length (internal/chapters).
// Both are set only through their routes: the REST update rule refuses
// them, as it refuses the rendition's fields.
const transcriptsLock = " && @request.body.transcript:isset = false && @request.body.chapters:isset = false"

func init() {
	m.Register(func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		episodes.Fields.Add(
			&core.FileField{Name: "transcript", MaxSelect: 1, MaxSize: 4 << 20, Protected: false},
			&core.JSONField{Name: "chapters", MaxSize: 256 << 10},
		)
		if episodes.UpdateRule != nil && !strings.Contains(*episodes.UpdateRule, transcriptsLock) {
			episodes.UpdateRule = types.Pointer(*episodes.UpdateRule + transcriptsLock)
		}
		return app.Save(episodes)
	}, func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		episodes.Fields.RemoveByName("transcript")
		episodes.Fields.RemoveByName("chapters")
		if episodes.UpdateRule != nil {
			episodes.UpdateRule = types.Pointer(strings.Replace(*episodes.UpdateRule, transcriptsLock, "", 1))
		}
		return app.Save(episodes)
	})
}
