package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Renditions (API.md, "Audio as listeners receive it"): every episode's
// audio gets, in the background, a streaming rendition at a normalised
// loudness, which the stream, the feeds and the embeds serve; the upload
// stays as the original.
//
//   - processing: pending (waiting or running), done, failed; existing
//     episodes become pending, so the worker renders the catalogue once.
//   - processingError: for failed, a sentence the creator can act on.
//   - processingProgress: 0..100 while the job runs.
//   - processingAttempts: how many times the job started (a crash loop ends).
//   - rendition: the rendered file, protected like the audio; written by the
//     worker into the episode's storage folder, never by a person.
//   - renditionSize, renditionDuration, renditionBitrate,
//     renditionHeaderSize: measured from the rendition, as the audio's are
//     at upload (the feeds' enclosure length, the play rules' bytes).
//   - loudness: {input, output, inputTruePeak, outputTruePeak} in LUFS and
//     dBTP, null until done.
//
// None of them is content: the REST update rule refuses them all, and the
// worker writes them with plain column updates, which no review rule sees.

// renditionFields are the episodes' columns this migration adds.
var renditionFields = []string{
	"processing", "processingError", "processingProgress", "processingAttempts",
	"rendition", "renditionSize", "renditionDuration", "renditionBitrate", "renditionHeaderSize", "loudness",
}

const episodesUpdateRuleRenditions = episodesUpdateRule +
	" && @request.body.processing:isset = false && @request.body.processingError:isset = false" +
	" && @request.body.processingProgress:isset = false && @request.body.processingAttempts:isset = false" +
	" && @request.body.rendition:isset = false && @request.body.renditionSize:isset = false" +
	" && @request.body.renditionDuration:isset = false && @request.body.renditionBitrate:isset = false" +
	" && @request.body.renditionHeaderSize:isset = false && @request.body.loudness:isset = false"

func init() {
	m.Register(func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId(episodesId)
		if err != nil {
			return err
		}
		episodes.Fields.Add(
			&core.SelectField{Name: "processing", MaxSelect: 1, Values: []string{"pending", "done", "failed"}},
			&core.TextField{Name: "processingError", Max: 500},
			&core.NumberField{Name: "processingProgress", Min: types.Pointer(0.0), Max: types.Pointer(100.0)},
			&core.NumberField{Name: "processingAttempts", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.FileField{Name: "rendition", MaxSelect: 1, MaxSize: 500 << 20, Protected: true,
				MimeTypes: []string{"audio/mpeg"}},
			&core.NumberField{Name: "renditionSize", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "renditionDuration", Min: types.Pointer(0.0)},
			&core.NumberField{Name: "renditionBitrate", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "renditionHeaderSize", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.JSONField{Name: "loudness", MaxSize: 1 << 10},
		)
		episodes.UpdateRule = types.Pointer(episodesUpdateRuleRenditions)
		// The worker's queue: the oldest waiting episodes first.
		episodes.AddIndex("idx_episodes_processing", false, "`processing`, `created`", "")
		if err := app.Save(episodes); err != nil {
			return err
		}
		_, err = app.DB().NewQuery("UPDATE episodes SET processing = 'pending' WHERE processing = ''").Execute()
		return err
	}, func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId(episodesId)
		if err != nil {
			return err
		}
		for _, name := range renditionFields {
			episodes.Fields.RemoveByName(name)
		}
		episodes.RemoveIndex("idx_episodes_processing")
		episodes.UpdateRule = types.Pointer(episodesUpdateRule)
		return app.Save(episodes)
	})
}
