package routes

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/ingest"
)

func (d *deps) uploadEpisode(e *core.RequestEvent) error {
	return d.addEpisode(e, ownMedia)
}

// addEpisode is the single-episode upload; findMedia decides which media
// the caller may add to (their own, or any for an admin).
func (d *deps) addEpisode(e *core.RequestEvent, findMedia func(*core.RequestEvent, string) (*core.Record, error)) error {
	in, err := readUpload(e, map[string]int64{"audio": maxAudioBytes}, 1)
	if err != nil {
		return err
	}
	defer in.Cleanup()

	f := &form{}
	mediaId := strings.TrimSpace(firstValue(in, "mediaId"))
	if mediaId == "" {
		f.add("mediaId", "required", "mediaId is required")
		return f.err()
	}
	media, err := findMedia(e, mediaId)
	if err != nil {
		return err
	}
	b := &body{form: map[string][]string{}}
	for k, v := range in.Values {
		b.form[k] = v
	}
	ep := &episodeForm{app: e.App}
	if err := f.read("", ep, b); err != nil {
		return err
	}
	meta := ep.meta()
	files := in.Files["audio"]
	if len(files) == 0 {
		f.add("audio", "required", "Please choose an audio file")
	}
	if err := f.err(); err != nil {
		return err
	}
	info, err := probeAudio(files[0], "audio", 0)
	if err != nil {
		return err
	}

	created, err := ingest.AddEpisode(e.App, media.Id, toIngestEpisode(meta, ingest.Audio{File: files[0], Info: info}))
	if err != nil {
		return err
	}
	return ok(e, http.StatusCreated, "Episode uploaded successfully!", map[string]any{"episode": toOwnEpisodeJSON(created)})
}
