package routes

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/audio"
	"selah/internal/upload"
)

func (d *deps) registerUpload(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/upload-media", d.uploadMedia).Bind(requireUser(), withUploadLimit())
	g.POST("/upload-episode", d.uploadEpisode).Bind(requireUser(), withUploadLimit())
}

// typeLabels name each media type in the upload's success message.
var typeLabels = map[string]string{"album": "Album", "podcast": "Podcast", "sermon": "Sermon"}

// measuredAudio is an audio file whose bytes were checked and measured.
type measuredAudio struct {
	file *upload.File
	info audio.Info
}

func (d *deps) uploadMedia(e *core.RequestEvent) error {
	return d.createMedia(e, func(*upload.Form, *form) string { return e.Auth.Id })
}

// createMedia is the upload pipeline; artistOf names the creator the media
// belongs to (the caller, or the one an admin picked), recording an error
// on f when there is none.
func (d *deps) createMedia(e *core.RequestEvent, artistOf func(*upload.Form, *form) string) error {
	in, err := readUpload(e, map[string]int64{"coverArt": maxImageBytes, "episodeAudios": maxAudioBytes}, maxEpisodes+1)
	if err != nil {
		return err
	}
	defer in.Cleanup()

	f := &form{}
	artist := artistOf(in, f)
	meta := jsonObject(in, "podcastMetadata", f)
	if f.failed("podcastMetadata") {
		return f.err()
	}
	kind := strings.TrimSpace(meta.text(f, "type"))
	fields := metaFields(e.App, meta, f, false, kind)
	episodes := readEpisodes(e.App, in, f)
	covers, audios := in.Files["coverArt"], in.Files["episodeAudios"]
	switch {
	case len(covers) == 0:
		f.add("coverArt", "required", "Please choose a cover image")
	case len(covers) > 1:
		f.add("coverArt", "too_many", "Send one cover image")
	}
	if len(episodes) > 0 && len(audios) != len(episodes) {
		f.add("episodeAudios", "count_mismatch", fmt.Sprintf(
			"Each episode needs one audio file: %d episodes, %d audio files", len(episodes), len(audios)))
	}
	if err := f.err(); err != nil {
		return err
	}

	// The bytes decide the types, never the names or declared types.
	if err := checkCover(covers[0]); err != nil {
		return err
	}
	measured := make([]measuredAudio, len(audios))
	for i, a := range audios {
		info, err := probeAudio(a, fmt.Sprintf("episodeAudios.%d", i), i)
		if err != nil {
			return err
		}
		measured[i] = measuredAudio{file: a, info: info}
	}

	var mediaId string
	err = e.App.RunInTransaction(func(tx core.App) error {
		media, err := newMedia(tx, artist, fields, covers[0])
		if err != nil {
			return err
		}
		mediaId = media.Id
		for i, ep := range episodes {
			if _, err := newEpisode(tx, media.Id, i+1, ep, measured[i]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	media, err := findMediaJSON(e.App, mediaId, true)
	if err != nil {
		return err
	}
	return ok(e, http.StatusCreated, typeLabels[kind]+" uploaded successfully!", map[string]any{"media": media})
}

// jsonObject decodes a JSON-object text field of the upload into a body.
func jsonObject(in *upload.Form, field string, f *form) *body {
	b := &body{json: map[string]json.RawMessage{}}
	raw := firstValue(in, field)
	if strings.TrimSpace(raw) == "" {
		f.add(field, "required", "The upload's metadata ("+field+") is missing")
		return b
	}
	if err := json.Unmarshal([]byte(raw), &b.json); err != nil {
		f.add(field, "invalid_json", "The upload's metadata ("+field+") must be a JSON object")
	}
	return b
}

// readEpisodes decodes and validates episodesMetadata, a JSON list.
func readEpisodes(app core.App, in *upload.Form, f *form) []episodeMeta {
	raw := firstValue(in, "episodesMetadata")
	var items []json.RawMessage
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		if strings.TrimSpace(raw) == "" {
			f.add("episodesMetadata", "required", "Add at least one episode or track")
		} else {
			f.add("episodesMetadata", "invalid_json", "The list of episodes (episodesMetadata) must be a JSON list")
		}
		return nil
	}
	switch {
	case len(items) == 0:
		f.add("episodesMetadata", "required", "Add at least one episode or track")
		return nil
	case len(items) > maxEpisodes:
		f.add("episodesMetadata", "too_many", fmt.Sprintf("An upload can have at most %d episodes or tracks", maxEpisodes))
		return nil
	}
	out := make([]episodeMeta, len(items))
	for i, item := range items {
		b := &body{json: map[string]json.RawMessage{}}
		prefix := fmt.Sprintf("episodes.%d.", i)
		if err := json.Unmarshal(item, &b.json); err != nil {
			f.add(prefix+"title", "invalid_json", "Each episode must be a JSON object")
			continue
		}
		out[i] = episodeFields(app, b, f, prefix)
	}
	return out
}

func firstValue(in *upload.Form, field string) string {
	if v := in.Values[field]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// newMedia saves a media record (pending: the hooks see to it).
func newMedia(tx core.App, artist string, meta mediaMeta, cover *upload.File) (*core.Record, error) {
	coll, err := tx.FindCachedCollectionByNameOrId("media")
	if err != nil {
		return nil, err
	}
	m := core.NewRecord(coll)
	for k, v := range meta.set {
		m.Set(k, v)
	}
	m.Set("artist", artist)
	file, err := storedFile(cover, imageExt(cover.Head))
	if err != nil {
		return nil, err
	}
	m.Set("coverArt", file)
	if err := tx.Save(m); err != nil {
		return nil, fmt.Errorf("save media: %w", err)
	}
	return m, nil
}

// newEpisode saves one episode with its measured audio.
func newEpisode(tx core.App, mediaId string, position int, meta episodeMeta, a measuredAudio) (*core.Record, error) {
	coll, err := tx.FindCachedCollectionByNameOrId("episodes")
	if err != nil {
		return nil, err
	}
	ep := core.NewRecord(coll)
	ep.Set("media", mediaId)
	ep.Set("position", position)
	ep.Set("title", meta.Title)
	ep.Set("description", meta.Description)
	ep.Set("genre", meta.Genre)
	ep.Set("lyrics", meta.Lyrics)
	ep.Set("duration", a.info.Duration)
	ep.Set("bitrate", a.info.Bitrate)
	ep.Set("headerSize", a.info.HeaderSize)
	file, err := storedFile(a.file, a.info.Format.Ext())
	if err != nil {
		return nil, err
	}
	ep.Set("audio", file)
	if err := tx.Save(ep); err != nil {
		return nil, fmt.Errorf("save episode %d: %w", position, err)
	}
	return ep, nil
}
