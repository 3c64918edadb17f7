package routes

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// TestGzipAnswerWriterKeepsSendfile: audio served through the stream's
// counter, the no-store writer and the answer compressor, to a request
// that accepts gzip, still reaches the connection's ReadFrom (sendfile)
// unencoded, whole or a range.
func TestGzipAnswerWriterKeepsSendfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.mp3")
	if err := os.WriteFile(path, make([]byte, 50_000), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, rangeHeader := range []string{"", "bytes=0-999"} {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sink := &fileSink{ResponseRecorder: httptest.NewRecorder()}
		e := &core.RequestEvent{}
		e.Request = httptest.NewRequest(http.MethodGet, "/stream", nil)
		e.Request.Header.Set("Accept-Encoding", "gzip")
		if rangeHeader != "" {
			e.Request.Header.Set("Range", rangeHeader)
		}
		e.Response = &router.ResponseWriter{ResponseWriter: sink}
		var gz http.ResponseWriter
		chain := &hook.Hook[*core.RequestEvent]{}
		chain.Bind(compressAnswers())
		err = chain.Trigger(e, func(e *core.RequestEvent) error {
			gz = e.Response
			w := &noStoreWriter{ResponseWriter: e.Response, e: e}
			counter := &countingWriter{ResponseWriter: w}
			counter.Header().Set("Content-Type", "audio/mpeg")
			http.ServeContent(counter, e.Request, "a.mp3", time.Now(), f)
			return nil
		})
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if _, isGzip := gz.(*gzipAnswerWriter); rangeHeader == "" && !isGzip {
			t.Fatalf("the compressor's writer was not in place: %T", gz)
		}
		res := sink.Result()
		if !sink.gotFile || res.Header.Get("Content-Encoding") != "" {
			t.Errorf("range %q: sendfile %v, Content-Encoding %q", rangeHeader, sink.gotFile, res.Header.Get("Content-Encoding"))
		}
	}
}
