package routes

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func noStoreEvent(method, url, auth string, beneath http.ResponseWriter) (*core.RequestEvent, *noStoreWriter) {
	e := &core.RequestEvent{}
	e.Request = httptest.NewRequest(method, url, nil)
	if auth != "" {
		e.Request.Header.Set("Authorization", auth)
	}
	w := &noStoreWriter{ResponseWriter: &router.ResponseWriter{ResponseWriter: beneath}, e: e}
	e.Response = w
	return e, w
}

// TestNoStoreWriterKeepsSendfile: the stream's byte counter over the
// no-store writer over PocketBase's writer still hands the file to the
// connection's ReadFrom, and the route's own Cache-Control stays.
func TestNoStoreWriterKeepsSendfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.mp3")
	if err := os.WriteFile(path, make([]byte, 50_000), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sink := &fileSink{ResponseRecorder: httptest.NewRecorder()}
	e, w := noStoreEvent(http.MethodGet, "/stream", "Bearer x", sink)
	counter := &countingWriter{ResponseWriter: w}
	counter.Header().Set("Cache-Control", "private, max-age=3600")
	req := e.Request.Clone(e.Request.Context())
	req.Header.Set("Range", "bytes=0-999")
	http.ServeContent(counter, req, "a.mp3", time.Now(), f)
	if !sink.gotFile {
		t.Error("the file did not reach ReadFrom (no sendfile)")
	}
	if got := sink.Result().Header.Get("Cache-Control"); got != "private, max-age=3600" {
		t.Errorf("Cache-Control %q", got)
	}
	if counter.n != 1000 || !e.Written() || e.Status() != http.StatusPartialContent {
		t.Errorf("counted %d, written %v, status %d", counter.n, e.Written(), e.Status())
	}
}

// TestNoStoreWriterFlushAndHold: a flush before any write sends the header
// with its decision; a guest's JSON status waits for the body, and one with
// no body still goes out.
func TestNoStoreWriterFlushAndHold(t *testing.T) {
	rec := httptest.NewRecorder()
	e, w := noStoreEvent(http.MethodGet, "/api/realtime", "Bearer x", rec)
	w.Header().Set("Content-Type", "text/event-stream")
	if err := e.Flush(); err != nil {
		t.Fatal(err)
	}
	if !rec.Flushed || rec.Result().Header.Get("Cache-Control") != "no-store" || !e.Written() {
		t.Errorf("flushed %v, Cache-Control %q, written %v", rec.Flushed, rec.Result().Header.Get("Cache-Control"), e.Written())
	}

	rec = httptest.NewRecorder()
	e, w = noStoreEvent(http.MethodGet, "/api/x", "", rec)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusAccepted)
	if e.Written() {
		t.Fatal("a guest's JSON status went out before its body was seen")
	}
	w.commit()
	if rec.Code != http.StatusAccepted || rec.Result().Header.Get("Cache-Control") != "" {
		t.Errorf("status %d, Cache-Control %q", rec.Code, rec.Result().Header.Get("Cache-Control"))
	}
}
