package routes

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/chapters"
	"selah/internal/renditions"
	"selah/internal/transcript"
	"selah/internal/visibility"
)

// An episode's transcript and chapters (API.md, "Creators' workflow"): its
// creator (or staff) sets them; anyone who may see the episode reads them,
// as podcast apps do from a feed's podcast:transcript and podcast:chapters.
// Neither sends an approved item back to review.
func (d *deps) registerEpisodeExtras(media, feeds *router.RouterGroup[*core.RequestEvent]) {
	media.PUT("/episodes/{episodeId}/transcript", d.putTranscript).Bind(requireReader(), apis.BodyLimit(transcript.MaxBytes+64<<10))
	media.DELETE("/episodes/{episodeId}/transcript", d.deleteTranscript).Bind(requireReader())
	media.PUT("/episodes/{episodeId}/chapters", d.putChapters).Bind(requireReader(), apis.BodyLimit(chapterBodyLimit))
	media.DELETE("/episodes/{episodeId}/chapters", d.deleteChapters).Bind(requireReader())
	// More specific than the enclosure's /episodes/{episodeId}/{filename}.
	feeds.GET("/episodes/{episodeId}/chapters.json", episodeChaptersJSON)
	feeds.GET("/episodes/{episodeId}/transcript.vtt", episodeTranscriptVTT)
}

// chapterBodyLimit fits MaxChapters chapters with their longest titles and
// links.
const chapterBodyLimit = 2 << 20

// transcriptPath and chaptersPath are where an episode's transcript and
// chapters are served (the player, the page and feeds link them).
func transcriptPath(episodeId string) string {
	return "/api/feeds/episodes/" + episodeId + "/transcript.vtt"
}
func chaptersPath(episodeId string) string {
	return "/api/feeds/episodes/" + episodeId + "/chapters.json"
}

func (d *deps) putTranscript(e *core.RequestEvent) error {
	ep, err := ownEpisode(e, e.Auth, e.Request.PathValue("episodeId"))
	if err != nil {
		return err
	}
	if err := e.Request.ParseMultipartForm(1 << 20); err != nil {
		return router.NewBadRequestError("Send the transcript as a multipart form with a file field", nil)
	}
	fhs := e.Request.MultipartForm.File["file"]
	if len(fhs) != 1 {
		return fileError(http.StatusBadRequest, "file", "required", "Please choose one WebVTT or SRT file")
	}
	if fhs[0].Size > transcript.MaxBytes {
		return fileError(http.StatusRequestEntityTooLarge, "file", "too_large", "The transcript is larger than 2 MB")
	}
	f, err := fhs[0].Open()
	if err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(f, transcript.MaxBytes+1))
	f.Close()
	if err != nil {
		return err
	}
	cues, err := transcript.Parse(data)
	var bad *transcript.Error
	if errors.As(err, &bad) {
		return fileError(http.StatusBadRequest, "file", "invalid", bad.Error())
	}
	if err != nil {
		return err
	}
	file, err := filesystem.NewFileFromBytes([]byte(transcript.WebVTT(cues)), "transcript.vtt")
	if err != nil {
		return err
	}
	ep.Set("transcript", file)
	// What browse search finds in it (the browse index's transcript column).
	ep.Set("transcriptWords", transcript.Words(cues))
	if err := e.App.Save(ep); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Transcript saved", map[string]any{"episode": toOwnEpisodeJSON(ep)})
}

func (d *deps) deleteTranscript(e *core.RequestEvent) error {
	ep, err := ownEpisode(e, e.Auth, e.Request.PathValue("episodeId"))
	if err != nil {
		return err
	}
	ep.Set("transcript", "")
	ep.Set("transcriptWords", "")
	if err := e.App.Save(ep); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Transcript removed", map[string]any{"episode": toOwnEpisodeJSON(ep)})
}

// chaptersForm is PUT .../chapters' body.
type chaptersForm struct {
	Chapters jsonValue[[]chapters.Chapter] `json:"chapters"`
}

func (f *chaptersForm) Validate() error {
	return validation.ValidateStruct(f, validation.Field(&f.Chapters, validation.By(func(any) error {
		if !f.Chapters.Sent || f.Chapters.Bad {
			return fieldErr("invalid_type", "chapters must be a list of {startTime, title, url}")
		}
		return nil
	})))
}

func (d *deps) putChapters(e *core.RequestEvent) error {
	ep, err := ownEpisode(e, e.Auth, e.Request.PathValue("episodeId"))
	if err != nil {
		return err
	}
	in := &chaptersForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	list, err := chapters.Check(in.Chapters.V, renditions.Served(ep).Duration)
	var bad *chapters.Error
	if errors.As(err, &bad) {
		return router.NewApiError(http.StatusBadRequest, bad.Msg, validation.Errors{bad.Field: validation.NewError("validation_"+bad.Code, bad.Msg)})
	}
	if err != nil {
		return err
	}
	if len(list) == 0 {
		ep.Set("chapters", nil)
	} else {
		ep.Set("chapters", list)
	}
	if err := e.App.Save(ep); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Chapters saved", map[string]any{"episode": toOwnEpisodeJSON(ep)})
}

func (d *deps) deleteChapters(e *core.RequestEvent) error {
	ep, err := ownEpisode(e, e.Auth, e.Request.PathValue("episodeId"))
	if err != nil {
		return err
	}
	ep.Set("chapters", nil)
	if err := e.App.Save(ep); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Chapters removed", map[string]any{"episode": toOwnEpisodeJSON(ep)})
}

// episodeChapters reads an episode's stored chapters.
func episodeChapters(ep *core.Record) []chapters.Chapter {
	list := []chapters.Chapter{}
	if raw := ep.GetString("chapters"); raw != "" && raw != "null" {
		_ = json.Unmarshal([]byte(raw), &list) // written only by putChapters, checked
	}
	return list
}

// seenEpisode is the episode when the caller (a guest too) may see it
// (visibility.MayViewEpisode): words about an episode, like its page.
func seenEpisode(e *core.RequestEvent) (*core.Record, bool) {
	ep, err := e.App.FindRecordById("episodes", e.Request.PathValue("episodeId"))
	if err != nil {
		return nil, false
	}
	media, err := e.App.FindRecordById("media", ep.GetString("media"))
	if err != nil || !visibility.MayViewEpisode(e.App, e.Auth, ep, media) {
		return nil, false
	}
	return ep, true
}

// episodeChaptersJSON is GET /api/feeds/episodes/{episodeId}/chapters.json:
// Podcasting 2.0 JSON chapters (an empty list when none).
func episodeChaptersJSON(e *core.RequestEvent) error {
	ep, found := seenEpisode(e)
	if !found {
		return e.NotFoundError("", nil)
	}
	e.Response.Header().Set("Cache-Control", "public, max-age=300")
	e.Response.Header().Set("Content-Type", "application/json+chapters; charset=utf-8")
	return json.NewEncoder(e.Response).Encode(chapters.Document(episodeChapters(ep)))
}

// episodeTranscriptVTT is GET /api/feeds/episodes/{episodeId}/transcript.vtt.
func episodeTranscriptVTT(e *core.RequestEvent) error {
	ep, found := seenEpisode(e)
	name := ""
	if found {
		name = ep.GetString("transcript")
	}
	if name == "" {
		return e.NotFoundError("", nil)
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	r, err := fsys.GetReader(ep.BaseFilesPath() + "/" + name)
	if err != nil {
		return e.NotFoundError("", err)
	}
	defer r.Close()
	h := e.Response.Header()
	h.Set("Content-Type", "text/vtt; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=300")
	h.Set("Access-Control-Allow-Origin", "*") // podcast apps on the web read it from other origins
	_, err = io.Copy(e.Response, r)
	return err
}
