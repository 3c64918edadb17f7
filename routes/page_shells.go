package routes

import (
	"net/http"
	"os"
	"path/filepath"
	"sync"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/publicpage"
)

// The built pages the server writes head tags into (Vite's two inputs).
const (
	indexHTML = "index.html"
	embedHTML = "embed.html" // frontend/embed.html, the embeds' own entry
)

// pageShells reads each built page from the public directory once and
// keeps it, parsed, for the life of the server (a new build comes with a
// restart). A page missing from the directory is looked for again on the
// next request, so the server need not start after the build.
type pageShells struct {
	dir    string
	mu     sync.RWMutex
	shells map[string]*publicpage.Shell
}

func newPageShells(dir string) *pageShells {
	return &pageShells{dir: dir, shells: map[string]*publicpage.Shell{}}
}

func (p *pageShells) get(name string) (*publicpage.Shell, error) {
	p.mu.RLock()
	sh := p.shells[name]
	p.mu.RUnlock()
	if sh != nil {
		return sh, nil
	}
	b, err := os.ReadFile(filepath.Join(p.dir, name))
	if err != nil {
		return nil, err
	}
	if sh, err = publicpage.ParseShell(b); err != nil {
		return nil, err
	}
	p.mu.Lock()
	p.shells[name] = sh
	p.mu.Unlock()
	return sh, nil
}

// unavailablePage is sent, with a 503, when a built page is missing.
const unavailablePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
	`<title>Unavailable</title></head><body><p>This page is not available right now. Please try again later.</p></body></html>`

// sendPage answers the built page name with the head's tags, with status
// (200, or 404 for what is not public). Public answers may be kept by any
// cache for five minutes (a takedown reaches shared caches within that);
// a 404 is asked again each time, since an item may be approved any
// moment. If the page is missing or unreadable the answer is a 503 and
// the log says which file to build.
func (p *pageShells) sendPage(e *core.RequestEvent, name string, status int, head publicpage.Head) error {
	sh, err := p.get(name)
	if err != nil {
		e.App.Logger().Error("a public page cannot be served: its built HTML is missing or unreadable; "+
			"build the front end (make build) so that it is in the public directory",
			"file", filepath.Join(p.dir, name), "path", e.Request.URL.Path, "error", err)
		e.Response.Header().Set("Cache-Control", "no-store")
		return e.Blob(http.StatusServiceUnavailable, "text/html; charset=utf-8", []byte(unavailablePage))
	}
	page, err := sh.Page(head)
	if err != nil {
		return e.InternalServerError("", err)
	}
	if status == http.StatusOK {
		e.Response.Header().Set("Cache-Control", "public, max-age=300")
	} else {
		e.Response.Header().Set("Cache-Control", "no-cache")
	}
	return e.Blob(status, "text/html; charset=utf-8", page)
}
