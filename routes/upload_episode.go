package routes

import (
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
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

	var created *core.Record
	var moved movedFiles
	err = e.App.RunInTransaction(func(tx core.App) error {
		var last int
		err := tx.DB().Select("COALESCE(MAX(position), 0)").From("episodes").
			Where(dbx.HashExp{"media": media.Id}).Row(&last)
		if err != nil {
			return err
		}
		created, err = newEpisode(tx, media.Id, last+1, meta, measuredAudio{file: files[0], info: info}, &moved)
		return err
	})
	if err != nil {
		moved.undo()
		return err
	}
	return ok(e, http.StatusCreated, "Episode uploaded successfully!", map[string]any{"episode": toEpisodeJSON(created)})
}
