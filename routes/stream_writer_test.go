package routes

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/router"
)

// fileSink is a response writer that, like net/http's, takes a file in
// ReadFrom (where net/http would use sendfile) and records what it got.
type fileSink struct {
	*httptest.ResponseRecorder
	gotFile bool
}

func (f *fileSink) ReadFrom(r io.Reader) (int64, error) {
	switch src := r.(type) {
	case *os.File:
		f.gotFile = true
	case *io.LimitedReader:
		_, f.gotFile = src.R.(*os.File)
	}
	return io.Copy(f.ResponseRecorder, r)
}

// TestCountingWriterKeepsSendfile: http.ServeContent of a file through the
// byte counter and PocketBase's ResponseWriter still hands the file itself
// to the connection's ReadFrom, and the counter counts what went.
func TestCountingWriterKeepsSendfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.mp3")
	body := make([]byte, 100_000)
	for i := range body {
		body[i] = byte(i)
	}
	if err := os.WriteFile(path, body, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		rng  string
		want int64
	}{{"", 100_000}, {"bytes=10-1009", 1000}, {"bytes=-10", 10}} {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sink := &fileSink{ResponseRecorder: httptest.NewRecorder()}
		counter := &countingWriter{ResponseWriter: &router.ResponseWriter{ResponseWriter: sink}}
		req := httptest.NewRequest(http.MethodGet, "/", nil)
		if c.rng != "" {
			req.Header.Set("Range", c.rng)
		}
		http.ServeContent(counter, req, "a.mp3", time.Now(), f)
		f.Close()
		if !sink.gotFile {
			t.Errorf("%q: the file did not reach ReadFrom (no sendfile)", c.rng)
		}
		if counter.n != c.want || int64(sink.Body.Len()) != c.want {
			t.Errorf("%q: counted %d, sent %d, want %d", c.rng, counter.n, sink.Body.Len(), c.want)
		}
	}
	// Without a ReadFrom beneath, it copies (and still counts).
	rec := httptest.NewRecorder()
	counter := &countingWriter{ResponseWriter: rec}
	f, _ := os.Open(path)
	defer f.Close()
	http.ServeContent(counter, httptest.NewRequest(http.MethodGet, "/", nil), "a.mp3", time.Now(), f)
	if counter.n != 100_000 || rec.Body.Len() != 100_000 {
		t.Fatalf("plain writer: counted %d, sent %d", counter.n, rec.Body.Len())
	}
}
