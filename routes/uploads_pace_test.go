package routes_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/resumable"
	"selah/internal/services"
	"selah/testutil"
)

// liveServer serves app over a real connection (read deadlines, early
// answers and closed connections behave as in the binary), on PocketBase's
// router with the CORS middleware bound the way apis.Serve binds it.
func liveServer(t *testing.T, app core.App) *httptest.Server {
	t.Helper()
	return liveServerFor(t, app, "*")
}

// liveServerFor is liveServer for the given allowed origins (serve's
// --origins flag).
func liveServerFor(t *testing.T, app core.App, origins ...string) *httptest.Server {
	t.Helper()
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	r.Bind(apis.CORS(apis.CORSConfig{
		AllowOrigins: origins,
		AllowMethods: []string{http.MethodGet, http.MethodHead, http.MethodPut, http.MethodPatch, http.MethodPost, http.MethodDelete},
	}))
	se := &core.ServeEvent{App: app, Router: r}
	if err := app.OnServe().Trigger(se, func(*core.ServeEvent) error { return nil }); err != nil {
		t.Fatal(err)
	}
	mux, err := r.BuildMux()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// liveTus speaks tus to a live server as one user.
type liveTus struct {
	url, token string
}

func (c liveTus) do(t *testing.T, ctx context.Context, method, path string, headers map[string]string, body io.Reader, size int64) (*http.Response, string, error) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, method, c.url+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil {
		req.ContentLength = size
	}
	req.Header.Set("Tus-Resumable", "1.0.0")
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	for k, v := range headers {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res, string(raw), nil
}

func (c liveTus) must(t *testing.T, method, path string, headers map[string]string, body []byte, want int) *http.Response {
	t.Helper()
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	res, raw, err := c.do(t, context.Background(), method, path, headers, r, int64(len(body)))
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	if res.StatusCode != want {
		t.Fatalf("%s %s: %d (want %d) %s", method, path, res.StatusCode, want, raw)
	}
	return res
}

func (c liveTus) create(t *testing.T, size int) string {
	t.Helper()
	res := c.must(t, http.MethodPost, "/api/uploads/", map[string]string{"Upload-Length": strconv.Itoa(size)}, nil, http.StatusCreated)
	return path.Base(res.Header.Get("Location"))
}

func (c liveTus) patch(t *testing.T, id string, offset int, data []byte, want int) {
	t.Helper()
	c.must(t, http.MethodPatch, "/api/uploads/"+id, map[string]string{
		"Upload-Offset": strconv.Itoa(offset), "Content-Type": "application/offset+octet-stream",
	}, data, want)
}

func (c liveTus) offset(t *testing.T, id string) int {
	t.Helper()
	res := c.must(t, http.MethodHead, "/api/uploads/"+id, nil, nil, http.StatusOK)
	n, err := strconv.Atoi(res.Header.Get("Upload-Offset"))
	if err != nil {
		t.Fatalf("HEAD answered Upload-Offset %q", res.Header.Get("Upload-Offset"))
	}
	return n
}

// trickle sends head at once, then one byte of rest every gap, until the
// server answers or stop is closed: a client that keeps its request alive
// without really uploading.
func trickle(head, rest []byte, gap time.Duration, stop <-chan struct{}) io.Reader {
	pr, pw := io.Pipe()
	go func() {
		if _, err := pw.Write(head); err != nil {
			return
		}
		for _, b := range rest {
			select {
			case <-stop:
				pw.CloseWithError(errors.New("stopped"))
				return
			case <-time.After(gap):
			}
			if _, err := pw.Write([]byte{b}); err != nil {
				return
			}
		}
		pw.Close()
	}()
	return pr
}

func patternBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + i/251)
	}
	return b
}

// cutPatch sends a trickling PATCH of data from offset 0 and returns the
// answer's status and body once the server ends the request. The client
// gives up only after a minute (the paces under test stop it within a few
// seconds); a client that got that far was never cut.
func cutPatch(t *testing.T, c liveTus, id string, data []byte, head int) (int, string) {
	t.Helper()
	stop := make(chan struct{})
	defer close(stop)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, raw, err := c.do(t, ctx, http.MethodPatch, "/api/uploads/"+id, map[string]string{
		"Upload-Offset": "0", "Content-Type": "application/offset+octet-stream",
	}, trickle(data[:head], data[head:], 50*time.Millisecond, stop), int64(len(data)))
	if ctx.Err() != nil {
		t.Fatalf("the trickling PATCH was never cut (%v)", err)
	}
	if err != nil {
		// The server closed the connection as the client still wrote:
		// the request was cut, but the answer was lost on the way.
		t.Logf("the cut PATCH ended with %v", err)
		return 0, ""
	}
	return res.StatusCode, raw
}

// checkKeptAndResume: HEAD reports exactly the bytes stored, they are the
// ones sent, and a resume from there completes the upload.
func checkKeptAndResume(t *testing.T, app core.App, c liveTus, id string, data []byte, atLeast int) {
	t.Helper()
	off := c.offset(t, id)
	stored, err := os.ReadFile(uploadFile(app, id))
	if err != nil {
		t.Fatal(err)
	}
	if off != len(stored) || off < atLeast || off >= len(data) || !bytes.Equal(stored, data[:off]) {
		t.Fatalf("after the cut HEAD says %d, %d bytes stored (at least %d sent at once, %d in all)", off, len(stored), atLeast, len(data))
	}
	c.patch(t, id, off, data[off:], http.StatusNoContent)
	if got, err := os.ReadFile(uploadFile(app, id)); err != nil || !bytes.Equal(got, data) {
		t.Fatalf("the resumed upload differs from the file sent (err %v)", err)
	}
}

// TestResumableUploadTrickleIsCut: a PATCH that sends a byte every 50 ms
// (20 B/s) falls below the minimum rate and is stopped with a 503 once its
// slack is spent, however long it would keep trickling; what arrived is
// kept, HEAD reports it, and the client resumes. A normal upload under the
// same pace goes through.
func TestResumableUploadTrickleIsCut(t *testing.T) {
	s := newSession(t)
	services.Of(s.app).Pace.Set(resumable.Pace{MinRate: 64 << 10, Window: time.Second})
	srv := liveServer(t, s.app)
	me := liveTus{srv.URL, testutil.Token(t, s.user("slow@example.com", testutil.UserOpts{}))}

	data := patternBytes(300 << 10)
	normal := me.create(t, len(data))
	me.patch(t, normal, 0, data, http.StatusNoContent)
	if got, err := os.ReadFile(uploadFile(s.app, normal)); err != nil || !bytes.Equal(got, data) {
		t.Fatalf("a normal upload under the pace was not stored whole (err %v)", err)
	}

	id := me.create(t, len(data))
	status, body := cutPatch(t, me, id, data, 5000)
	if status != 0 && (status != http.StatusServiceUnavailable || !strings.Contains(body, "arrived too slowly") ||
		!strings.Contains(body, `"success":false`)) {
		t.Fatalf("the trickling PATCH answered %d %s", status, body)
	}
	services.Of(s.app).Pace.Set(resumable.DefaultPace)
	checkKeptAndResume(t, s.app, me, id, data, 5000)
}

// TestResumableUploadRequestDeadline: a PATCH that keeps above the minimum
// rate still ends at the pace's MaxDuration; what arrived is kept and the
// upload resumes.
func TestResumableUploadRequestDeadline(t *testing.T) {
	s := newSession(t)
	services.Of(s.app).Pace.Set(resumable.Pace{MinRate: 1, Window: time.Minute, MaxDuration: time.Second})
	srv := liveServer(t, s.app)
	me := liveTus{srv.URL, testutil.Token(t, s.user("long@example.com", testutil.UserOpts{}))}

	data := patternBytes(64 << 10)
	id := me.create(t, len(data))
	status, body := cutPatch(t, me, id, data, 2000)
	if status != 0 && (status != http.StatusServiceUnavailable || !strings.Contains(body, "ran too long")) {
		t.Fatalf("the long PATCH answered %d %s", status, body)
	}
	services.Of(s.app).Pace.Set(resumable.DefaultPace) // the resume is not what is under test
	checkKeptAndResume(t, s.app, me, id, data, 2000)
}

// TestResumableDiscoveryBehindCORS: on the server's router (PocketBase's
// CORS middleware answers every OPTIONS itself), OPTIONS on the uploads
// endpoint still carries tus's discovery headers, and a browser's preflight
// still gets its Access-Control-* answer.
func TestResumableDiscoveryBehindCORS(t *testing.T) {
	s := newSession(t)
	srv := liveServer(t, s.app)
	guest := liveTus{srv.URL, ""}
	for _, p := range []string{"/api/uploads/", "/api/uploads", "/api/uploads/someuploadid00"} {
		res := guest.must(t, http.MethodOptions, p, nil, nil, http.StatusNoContent)
		checkDiscovery(t, p, res.Header)

		pre := guest.must(t, http.MethodOptions, p, map[string]string{
			"Tus-Resumable": "", "Origin": "https://app.example.org",
			"Access-Control-Request-Method":  "POST",
			"Access-Control-Request-Headers": "authorization,tus-resumable,upload-length,upload-metadata",
		}, nil, http.StatusNoContent)
		checkDiscovery(t, p+" (preflight)", pre.Header)
		if pre.Header.Get("Access-Control-Allow-Origin") != "*" ||
			!strings.Contains(pre.Header.Get("Access-Control-Allow-Methods"), "PATCH") ||
			!strings.Contains(pre.Header.Get("Access-Control-Allow-Headers"), "upload-length") {
			t.Fatalf("preflight of %s answered %v", p, pre.Header)
		}
	}
}

func checkDiscovery(t *testing.T, what string, h http.Header) {
	t.Helper()
	if h.Get("Tus-Resumable") != "1.0.0" || h.Get("Tus-Version") != "1.0.0" ||
		h.Get("Tus-Extension") != "creation,creation-with-upload,termination,expiration" ||
		h.Get("Tus-Max-Size") != strconv.Itoa(500<<20) {
		t.Fatalf("OPTIONS %s answered %v", what, h)
	}
}
