package routes

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
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

// TestGzipAnswerWriterSendsOfferedBytes: an answer whose gzip form is
// offered goes out as those very bytes, with their length and a weak ETag,
// through the no-store writer above; a body other than the offered one, or
// one too short to encode, is handled as if nothing had been offered.
func TestGzipAnswerWriterSendsOfferedBytes(t *testing.T) {
	body := []byte(`{"items":[` + strings.Repeat(`{"title":"Amazing Grace"},`, 80) + `{}]}`)
	pre := []byte("\x1f\x8bthe kept gzip bytes")
	for _, c := range []struct {
		name    string
		offer   []byte
		write   []byte
		want    []byte // nil: encoded here
		encoded bool
		length  bool // the handler gives Content-Length
	}{
		{"the offered body", body, body, pre, true, false},
		{"the offered body with its length", body, body, pre, true, true},
		{"another body", body, bytes.Clone(body), nil, true, false},
		{"another body with its length", body, bytes.Clone(body), nil, true, true},
		{"a short body", body[:100], body[:100], body[:100], false, false},
	} {
		rec := httptest.NewRecorder()
		e := &core.RequestEvent{}
		e.Request = httptest.NewRequest(http.MethodGet, "/api/media/browse", nil)
		e.Request.Header.Set("Accept-Encoding", "gzip")
		e.Response = &router.ResponseWriter{ResponseWriter: rec}
		calls := 0
		chain := &hook.Hook[*core.RequestEvent]{}
		chain.Bind(compressAnswers())
		err := chain.Trigger(e, func(e *core.RequestEvent) error {
			w := &noStoreWriter{ResponseWriter: e.Response, e: e}
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("ETag", `"v1"`)
			if c.length {
				w.Header().Set("Content-Length", strconv.Itoa(len(c.write)))
			}
			offerGzipped(w, c.offer, func() ([]byte, error) { calls++; return pre, nil })
			w.WriteHeader(http.StatusOK)
			_, err := w.Write(c.write)
			return err
		})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		res := rec.Result()
		got := rec.Body.Bytes()
		if c.encoded != (res.Header.Get("Content-Encoding") == "gzip") {
			t.Errorf("%s: Content-Encoding %q", c.name, res.Header.Get("Content-Encoding"))
		}
		switch {
		case c.want != nil:
			if !bytes.Equal(got, c.want) || res.Header.Get("Content-Length") != strconv.Itoa(len(c.want)) {
				t.Errorf("%s: %d bytes, Content-Length %q; want the %d bytes %q", c.name, len(got), res.Header.Get("Content-Length"), len(c.want), c.want)
			}
		default:
			zr, err := gzip.NewReader(bytes.NewReader(got))
			if err != nil {
				t.Fatalf("%s: not gzip: %v", c.name, err)
			}
			if plain, _ := io.ReadAll(zr); !bytes.Equal(plain, body) {
				t.Errorf("%s: decodes to %d bytes, not the body", c.name, len(plain))
			}
		}
		if wantCalls := map[bool]int{true: 1}[bytes.Equal(c.want, pre)]; calls != wantCalls {
			t.Errorf("%s: the gzip form was asked for %d times, want %d", c.name, calls, wantCalls)
		}
		if c.encoded && res.Header.Get("ETag") != `W/"v1"` {
			t.Errorf("%s: ETag %q", c.name, res.Header.Get("ETag"))
		}
	}
}
