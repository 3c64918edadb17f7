package routes

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path/filepath"

	"strconv"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/audio"
	"selah/internal/ingest"
	"selah/internal/platform"
	"selah/internal/sniff"
	"selah/internal/upload"
)

// Upload limits (README "Uploads"). The request limit is an admin setting
// (platform.Settings.MaxUploadMB, at most 2 GiB); files are capped by the
// schema's field sizes.
const (
	maxAudioBytes    = upload.MaxAudioBytes
	maxImageBytes    = upload.MaxImageBytes
	maxEpisodes      = 200
	maxMetadataBytes = 1 << 20
)

// uploadLimit is the body limit of the upload routes, from the platform
// settings.
func uploadLimit(app core.App) int64 {
	return int64(platform.Load(app).MaxUploadMB) << 20
}

// withUploadLimit replaces PocketBase's 32 MiB body limit (same id) on the
// upload routes by the admin-set one, read at every request.
func withUploadLimit() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       apis.DefaultBodyLimitMiddlewareId,
		Priority: apis.DefaultBodyLimitMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			limit := uploadLimit(e.App)
			if e.Request.ContentLength > limit {
				return tooLargeUpload(limit)
			}
			e.Request.Body = http.MaxBytesReader(e.Response, directBody(e.Request.Body), limit)
			return e.Next()
		},
	}
}

// directBody takes PocketBase's rereadable wrapper off a request body. The
// router wraps every body so that it can be read twice, by copying each
// byte read (16 MiB in memory, the rest to a temporary file): for an
// upload that is a second write of every byte. No upload route reads its
// body twice.
func directBody(body io.ReadCloser) io.ReadCloser {
	if rr, ok := body.(*router.RereadableReadCloser); ok {
		return rr.ReadCloser
	}
	return body
}

// readAhead puts a large buffer between the connection and the multipart
// reader, which asks for at most 4 KiB at a time.
type readAhead struct {
	*bufio.Reader
	io.Closer
}

func tooLargeUpload(limit int64) error {
	return router.NewApiError(http.StatusRequestEntityTooLarge,
		fmt.Sprintf("The upload is larger than the limit of %s", humanBytes(limit)), nil)
}

// uploadDir holds uploads in flight, on the data dir's disk so that moving
// them into storage does not cross file systems.
func uploadDir(app core.App) string { return filepath.Join(app.DataDir(), "uploads_tmp") }

// readUpload streams the multipart body to temporary files and maps the
// reader's errors to API answers.
func readUpload(e *core.RequestEvent, files map[string]int64, maxFiles int) (*upload.Form, error) {
	e.Request.Body = readAhead{bufio.NewReaderSize(e.Request.Body, upload.CopyBufferSize), e.Request.Body}
	mr, err := e.Request.MultipartReader()
	if err != nil {
		return nil, router.NewApiError(http.StatusUnsupportedMediaType, "Send the upload as multipart/form-data", nil)
	}
	form, err := upload.Read(mr, uploadDir(e.App), upload.Limits{
		MaxValueBytes: maxMetadataBytes, MaxValues: 20, MaxFileBytes: files, MaxFiles: maxFiles,
	})
	var tooLarge *upload.TooLargeError
	var maxBytes *http.MaxBytesError
	switch {
	case err == nil:
		return form, nil
	case errors.Is(err, apis.ErrRequestEntityTooLarge), errors.As(err, &maxBytes):
		return nil, tooLargeUpload(uploadLimit(e.App))
	case errors.As(err, &tooLarge):
		return nil, fileError(http.StatusRequestEntityTooLarge, fieldKey(tooLarge.Field, tooLarge.Index),
			"too_large", fmt.Sprintf("%s is larger than the limit of %s", describeFile(tooLarge.Field, tooLarge.Index), humanBytes(tooLarge.Limit)))
	case errors.Is(err, upload.ErrUnexpectedField):
		return nil, router.NewBadRequestError("The upload has a file in an unknown field", nil)
	case errors.Is(err, upload.ErrTooManyParts):
		return nil, router.NewBadRequestError("The upload has too many parts", nil)
	case errors.Is(err, upload.ErrInterrupted):
		return nil, router.NewBadRequestError("The upload was interrupted before it finished. Please try again", nil)
	default:
		return nil, err
	}
}

// fieldKey names a file in error data: "coverArt" or "episodeAudios.2".
func fieldKey(field string, index int) string {
	if field == "episodeAudios" {
		return field + "." + strconv.Itoa(index)
	}
	return field
}

// describeFile names a file for a person: "Audio file 3", "The cover image".
func describeFile(field string, index int) string {
	switch field {
	case "episodeAudios", "audio":
		return fmt.Sprintf("Audio file %d", index+1)
	case "coverArt":
		return "The cover image"
	}
	return "A file"
}

// fileError is an error about one file, with the field in the error data.
func fileError(status int, key, code, message string) error {
	return router.NewApiError(status, message, validation.Errors{key: validation.NewError("validation_"+code, message)})
}

// checkCover makes sure the cover's bytes are an image we accept.
func checkCover(f *upload.File) error {
	if !sniff.ImageTypes[sniff.DetectBytes(f.Head)] {
		return fileError(http.StatusUnsupportedMediaType, "coverArt", "invalid_type",
			"The cover image must be a JPEG, PNG or WebP image")
	}
	return nil
}

// probeAudio decides an audio file's format from its bytes and measures it.
func probeAudio(f *upload.File, key string, index int) (audio.Info, error) {
	file, err := f.Open()
	if err != nil {
		return audio.Info{}, err
	}
	defer file.Close()
	info, err := audio.Probe(file, f.Size)
	name := describeFile("episodeAudios", index)
	switch {
	case err == nil:
		return info, nil
	case errors.Is(err, audio.ErrEmpty):
		return info, fileError(http.StatusBadRequest, key, "empty", name+" is empty")
	case errors.Is(err, audio.ErrUnknownFormat):
		return info, fileError(http.StatusUnsupportedMediaType, key, "invalid_type",
			name+" is not a supported audio file (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)")
	case errors.Is(err, audio.ErrCorrupt):
		return info, fileError(http.StatusBadRequest, key, "corrupt", name+" is damaged or incomplete")
	default:
		return info, err
	}
}

// originalName is a client's file name fit for PocketBase's file metadata
// (ingest.OriginalName: valid UTF-8, cut to max bytes between characters).
func originalName(name string, max int) string {
	return ingest.OriginalName(name, max)
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GB", n>>30)
	case n >= 1<<20:
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d KB", n>>10)
}
