package routes

import (
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// builtFiles serves the front end's build (pb_public/): each file as it
// is or, when the request accepts it, the brotli or gzip copy the build
// wrote beside it (frontend/vite.config.ts, precompress), with caching by
// kind; page routes fall back to the app's index.html, and any other
// path that names a file (it has an extension) is a plain 404.
type builtFiles struct {
	fsys fs.FS
	// precompressed: serve the build's .br and .gz copies; false with
	// SELAH_PRECOMPRESSED=off, when the answer compressor (compress.go)
	// encodes each answer instead.
	precompressed bool
}

// precompressedTypes are the extensions the build makes .br and .gz
// copies of (PRECOMPRESS_TYPES in vite.config.ts): text. The answer of
// such a file varies by Accept-Encoding even when no copy was made (a
// small file; the answer compressor, compress.go, may then encode it).
var precompressedTypes = map[string]bool{
	".js": true, ".mjs": true, ".css": true, ".html": true, ".svg": true, ".json": true,
	".webmanifest": true, ".txt": true, ".xml": true,
}

// builtTypes are Content-Types Go's mime table may lack or get wrong
// for the built files (the table depends on the host's mime files).
var builtTypes = map[string]string{
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".svg":         "image/svg+xml",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "text/xml; charset=utf-8",
	".wasm":        "application/wasm",
}

// hashedAsset is a file Vite named after its content (assets/index-wI7qBK_R.js):
// a new build gives it a new name, so browsers and caches may keep it for
// good without asking again.
var hashedAsset = regexp.MustCompile(`^assets/.+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$`)

const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache" // kept, but asked again (a 304 when unchanged) before each use
)

// serve answers GET and HEAD of the catch-all route.
func (b builtFiles) serve(e *core.RequestEvent) error {
	name := strings.TrimPrefix(path.Clean("/"+e.Request.PathValue("path")), "/")
	if name == "" {
		name = indexHTML
	}
	f, fi, ok := b.open(name)
	if !ok {
		// A file the build does not have (/sw.js, /favicon.png): saying so
		// is what a browser, a crawler or a service-worker update expects;
		// the app's HTML under that name would be taken for the file.
		if path.Ext(name) != "" {
			return notBuilt(e)
		}
		name = indexHTML // a page route: the app finds its page itself
		if f, fi, ok = b.open(name); !ok {
			return notBuilt(e)
		}
	}
	defer f.Close()

	h := e.Response.Header()
	ext := path.Ext(name)
	h.Set("Content-Type", builtType(ext))
	if hashedAsset.MatchString(name) {
		h.Set("Cache-Control", cacheImmutable)
	} else {
		h.Set("Cache-Control", cacheRevalidate)
	}

	body, info, coding := f, fi, ""
	if precompressedTypes[ext] {
		addVary(h, "Accept-Encoding")
		// A range names bytes of one representation: ranges are served
		// from the file as it is (its ETag), never from a compressed copy.
		if e.Request.Header.Get("Range") == "" && b.precompressed {
			if vf, vfi, c, ok := b.variant(e.Request, name); ok {
				defer vf.Close()
				body, info, coding = vf, vfi, c
				h.Set("Content-Encoding", c)
				// http.ServeContent leaves the length out when a coding is
				// set (for on-the-fly encoders); this copy's length is known.
				h.Set("Content-Length", strconv.FormatInt(vfi.Size(), 10))
			}
		}
	}
	// Each representation has its own validator: a cache holding the
	// brotli bytes must not revalidate them against the gzip copy's.
	h.Set("ETag", fmt.Sprintf(`"%x-%x%s"`, info.Size(), info.ModTime().UnixNano(), etagSuffix(coding)))
	http.ServeContent(e.Response, e.Request, name, fi.ModTime(), body.(readSeekFile))
	return nil
}

// readSeekFile is what os.DirFS's files are (http.ServeContent seeks).
type readSeekFile interface {
	fs.File
	Seek(offset int64, whence int) (int64, error)
}

// open opens a regular file of the build, or reports false: missing,
// a directory, a hidden name (.gitkeep), or a file that cannot seek.
func (b builtFiles) open(name string) (fs.File, fs.FileInfo, bool) {
	if !fs.ValidPath(name) || strings.HasPrefix(name, ".") || strings.Contains(name, "/.") {
		return nil, nil, false
	}
	f, err := b.fsys.Open(name)
	if err != nil {
		return nil, nil, false
	}
	fi, err := f.Stat()
	if _, seeks := f.(readSeekFile); err != nil || !fi.Mode().IsRegular() || !seeks {
		f.Close()
		return nil, nil, false
	}
	return f, fi, true
}

// variant opens the compressed copy of name the request accepts best, if
// the build made one.
func (b builtFiles) variant(r *http.Request, name string) (fs.File, fs.FileInfo, string, bool) {
	var offered []string
	for _, c := range []string{codingBrotli, codingGzip} {
		if fi, err := fs.Stat(b.fsys, name+codingExt(c)); err == nil && fi.Mode().IsRegular() {
			offered = append(offered, c)
		}
	}
	c := acceptedCoding(r, offered...)
	if c == "" {
		return nil, nil, "", false
	}
	f, fi, ok := b.open(name + codingExt(c))
	return f, fi, c, ok
}

// codingExt is the build's file extension of a coding's copy.
func codingExt(coding string) string {
	if coding == codingBrotli {
		return ".br"
	}
	return ".gz"
}

func etagSuffix(coding string) string {
	if coding == "" {
		return ""
	}
	return "-" + coding
}

// builtType is the Content-Type of a built file by its extension: the
// original's, whichever copy is sent.
func builtType(ext string) string {
	if t, ok := builtTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// notBuilt is the short plain 404 of a file the build does not have.
func notBuilt(e *core.RequestEvent) error {
	e.Response.Header().Set("Cache-Control", cacheRevalidate)
	return e.String(http.StatusNotFound, "Not found\n")
}
