package routes

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/ingest"
	"selah/internal/moderation"
	"selah/internal/upload"
)

func (d *deps) registerUpload(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/upload-media", d.uploadMedia).Bind(requireUser(), withUploadLimit())
	g.POST("/upload-episode", d.uploadEpisode).Bind(requireUser(), withUploadLimit())
	g.POST("/upload-media-from-uploads", d.uploadMediaFromUploads).Bind(requireUser(), apis.BodyLimit(2*maxMetadataBytes))
}

// typeLabels name each media type in the upload's success message.
var typeLabels = map[string]string{"album": "Album", "podcast": "Podcast", "sermon": "Sermon"}

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

	u, err := readMediaUpload(e.App, in, func(f *form) string { return artistOf(in, f) })
	if err != nil {
		return err
	}
	if err := u.measure(); err != nil {
		return err
	}
	id, err := u.save(e.App, nil)
	if err != nil {
		return err
	}
	return d.answerMedia(e, u, id)
}

// mediaUpload is an upload-media request read and checked, not yet saved:
// the single-request route and the finish of resumable uploads both make
// one, so both apply exactly the same rules.
type mediaUpload struct {
	artist   string
	kind     string
	fields   mediaMeta
	episodes []episodeMeta
	cover    *upload.File
	audios   []*upload.File
	measured []ingest.Audio // set by measure
	draft    bool           // saved as its creator's draft, not sent to review
}

// readMediaUpload checks the metadata and that there is one cover and one
// audio file per episode; the files' bytes are measure's job.
func readMediaUpload(app core.App, in *upload.Form, artistOf func(*form) string) (*mediaUpload, error) {
	f := &form{}
	artist := artistOf(f)
	meta := jsonObject(in, "podcastMetadata", f)
	if f.failed("podcastMetadata") {
		return nil, f.err()
	}
	// The release time is a field of the request (API.md), read with the
	// metadata's rules; a draft is the request's too.
	if v, sent := in.Values[moderation.PublishAtField]; sent && len(v) > 0 {
		meta.json[moderation.PublishAtField], _ = json.Marshal(v[0])
	}
	draft := false
	switch v := strings.TrimSpace(firstValue(in, "draft")); v {
	case "", "false":
	case "true":
		draft = true
	default:
		f.add("draft", "invalid", "draft must be true or false")
	}
	mf := &mediaForm{app: app}
	if err := f.read("", mf, meta); err != nil {
		return nil, err
	}
	kind, fields := mf.kind, mf.meta()
	fields.defaultLanguage(app, artist)
	episodes, err := readEpisodes(app, in, f)
	if err != nil {
		return nil, err
	}
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
		return nil, err
	}
	return &mediaUpload{artist: artist, kind: kind, fields: fields, episodes: episodes, cover: covers[0], audios: audios, draft: draft}, nil
}

// measure decides the files' types from their bytes, never their names or
// declared types, and measures each audio file.
func (u *mediaUpload) measure() error {
	if err := checkCover(u.cover); err != nil {
		return err
	}
	u.measured = make([]ingest.Audio, len(u.audios))
	for i, a := range u.audios {
		info, err := probeAudio(a, fmt.Sprintf("episodeAudios.%d", i), i)
		if err != nil {
			return err
		}
		u.measured[i] = ingest.Audio{File: a, Info: info}
	}
	return nil
}

// save writes the media and its episodes in one transaction, with also
// (when not nil) run first in the same transaction; it returns the media id.
// The writing is ingest.Save's.
func (u *mediaUpload) save(app core.App, also func(tx core.App) error) (string, error) {
	m := ingest.Media{Artist: u.artist, Fields: u.fields.set, Cover: u.cover, Episodes: make([]ingest.Episode, len(u.episodes)), Draft: u.draft}
	for i, ep := range u.episodes {
		m.Episodes[i] = toIngestEpisode(ep, u.measured[i])
	}
	return ingest.Save(app, m, also)
}

// toIngestEpisode is a validated episode with its measured audio, as
// package ingest saves it.
func toIngestEpisode(meta episodeMeta, a ingest.Audio) ingest.Episode {
	return ingest.Episode{Title: meta.Title, Description: meta.Description, Genre: meta.Genre, Lyrics: meta.Lyrics, Audio: a}
}

// answerMedia is upload-media's success answer.
func (d *deps) answerMedia(e *core.RequestEvent, u *mediaUpload, mediaId string) error {
	media, err := d.findMediaJSON(e.App, mediaId, true)
	if err != nil {
		return err
	}
	message := typeLabels[u.kind] + " uploaded successfully!"
	if u.draft {
		message = "Draft saved"
	}
	return ok(e, http.StatusCreated, message, map[string]any{"media": media})
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
func readEpisodes(app core.App, in *upload.Form, f *form) ([]episodeMeta, error) {
	raw := firstValue(in, "episodesMetadata")
	var items []json.RawMessage
	if err := json.Unmarshal([]byte(raw), &items); err != nil {
		if strings.TrimSpace(raw) == "" {
			f.add("episodesMetadata", "required", "Add at least one episode or track")
		} else {
			f.add("episodesMetadata", "invalid_json", "The list of episodes (episodesMetadata) must be a JSON list")
		}
		return nil, nil
	}
	switch {
	case len(items) == 0:
		f.add("episodesMetadata", "required", "Add at least one episode or track")
		return nil, nil
	case len(items) > maxEpisodes:
		f.add("episodesMetadata", "too_many", fmt.Sprintf("An upload can have at most %d episodes or tracks", maxEpisodes))
		return nil, nil
	}
	out := make([]episodeMeta, len(items))
	for i, item := range items {
		b := &body{json: map[string]json.RawMessage{}}
		prefix := fmt.Sprintf("episodes.%d.", i)
		if err := json.Unmarshal(item, &b.json); err != nil {
			f.add(prefix+"title", "invalid_json", "Each episode must be a JSON object")
			continue
		}
		ep := &episodeForm{app: app}
		if err := f.read(prefix, ep, b); err != nil {
			return nil, err
		}
		out[i] = ep.meta()
	}
	return out, nil
}

func firstValue(in *upload.Form, field string) string {
	if v := in.Values[field]; len(v) > 0 {
		return v[0]
	}
	return ""
}
