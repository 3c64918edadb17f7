package routes

import (
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/audio"
)

// fileCSP is PocketBase's own policy for served files, set here so it does
// not depend on PocketBase's defaults: nothing loads, scripts never run
// (sandbox), a browser's media viewer may still play the file itself.
const fileCSP = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox"

// registerFileHeaders makes /api/files serve every stored file by the type
// its bytes had when it was stored, never by its name. PocketBase takes the
// type from the extension for .js, .mjs, .css and .svg, and a file name is
// the uploader's to choose (our edit routes and the REST API keep it): PNG
// bytes named x.js would go out as text/javascript. Files of a type a
// browser only shows or plays keep it; anything else is a download.
func registerFileHeaders(app core.App) {
	app.OnFileDownloadRequest().Bind(&hook.Handler[*core.FileDownloadRequestEvent]{
		Id: "selahFileHeaders",
		Func: func(e *core.FileDownloadRequestEvent) error {
			h := e.Response.Header()
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("Content-Security-Policy", fileCSP)
			if ct, ok := storedAudioType(e.Collection.Name, e.FileField, e.ServedName); ok {
				// Audio renamed into storage by the upload routes has no
				// .attrs side file; its name's extension was decided from
				// its bytes (internal/ingest storedFile, hooks/file_names.go).
				h.Set("Content-Type", ct)
				h.Set("Content-Disposition", audioDisposition(e.Request)+"; filename="+e.ServedName)
			} else if ct := storedType(e.App, e.ServedPath); inertType(ct) {
				h.Set("Content-Type", ct)
			} else {
				h.Set("Content-Type", "application/octet-stream")
				h.Set("Content-Disposition", "attachment; filename="+e.ServedName)
			}
			return e.Next()
		},
	})
}

// storedAudioType is the type of an episode's audio file, from its
// extension, which every stored audio file has from its sniffed format.
func storedAudioType(collection string, field *core.FileField, name string) (string, bool) {
	if collection != "episodes" || field == nil || field.Name != "audio" {
		return "", false
	}
	ct := audio.FormatOfName(name).MIME()
	return ct, ct != ""
}

// audioDisposition plays audio in place (a player, AVFoundation and a
// browser tab all want inline), unless the caller asks for a download as
// PocketBase's ?download=1 does.
func audioDisposition(r *http.Request) string {
	if forced, _ := strconv.ParseBool(r.URL.Query().Get("download")); forced {
		return "attachment"
	}
	return "inline"
}

// storedType is the media type recorded with a stored file (PocketBase
// detects it from the bytes on upload), or "" when unknown.
func storedType(app core.App, key string) string {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return ""
	}
	defer fsys.Close()
	attrs, err := fsys.Attributes(key)
	if err != nil {
		return ""
	}
	ct, _, err := mime.ParseMediaType(attrs.ContentType)
	if err != nil {
		return ""
	}
	return ct
}

// inertType reports whether a browser only displays or plays a type: the
// images and audio our uploads accept (MP4 audio is sometimes detected as
// video/mp4).
func inertType(ct string) bool {
	switch ct {
	case "image/png", "image/jpeg", "image/webp", "video/mp4":
		return true
	}
	return strings.HasPrefix(ct, "audio/")
}
