package routes_test

import (
	"encoding/base64"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// tusClient speaks tus 1.0.0 to the session's app, one scenario per
// request, as one signed-in user (token "" is a guest).
type tusClient struct {
	s     *session
	token string
}

// tusAnswer is what a tus request got back.
type tusAnswer struct {
	status int
	header http.Header
	body   string
}

func (c tusClient) send(t *testing.T, method, url string, status int, headers map[string]string, body io.Reader) tusAnswer {
	t.Helper()
	h := map[string]string{"Tus-Resumable": "1.0.0"}
	if c.token != "" {
		h["Authorization"] = "Bearer " + c.token
	}
	for k, v := range headers {
		h[k] = v
	}
	var got tusAnswer
	got.body = c.s.do(tests.ApiScenario{
		Name: method + " " + url, Method: method, URL: url, Headers: h, Body: body,
		// The callers check the body themselves; "" matches any body.
		ExpectedStatus: status, ExpectedContent: []string{""},
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			got.status, got.header = res.StatusCode, res.Header.Clone()
		},
	})
	return got
}

// create starts an upload of size bytes and returns its id.
func (c tusClient) create(t *testing.T, size int, filename, filetype string, status int) (string, tusAnswer) {
	t.Helper()
	meta := "filename " + base64.StdEncoding.EncodeToString([]byte(filename)) +
		",filetype " + base64.StdEncoding.EncodeToString([]byte(filetype))
	a := c.send(t, http.MethodPost, "/api/uploads/", status,
		map[string]string{"Upload-Length": strconv.Itoa(size), "Upload-Metadata": meta}, nil)
	return path.Base(a.header.Get("Location")), a
}

func (c tusClient) patch(t *testing.T, id string, offset int, body io.Reader, status int) tusAnswer {
	t.Helper()
	return c.send(t, http.MethodPatch, "/api/uploads/"+id, status, map[string]string{
		"Upload-Offset": strconv.Itoa(offset), "Content-Type": "application/offset+octet-stream",
	}, body)
}

func (c tusClient) head(t *testing.T, id string, status int) tusAnswer {
	t.Helper()
	return c.send(t, http.MethodHead, "/api/uploads/"+id, status, nil, nil)
}

// put sends a whole file in one creation and one PATCH.
func (c tusClient) put(t *testing.T, data []byte, filename, filetype string) string {
	t.Helper()
	id, _ := c.create(t, len(data), filename, filetype, http.StatusCreated)
	c.patch(t, id, 0, strings.NewReader(string(data)), http.StatusNoContent)
	return id
}

// cutReader yields its bytes and then fails like a dropped connection.
type cutReader struct {
	data []byte
	pos  int
}

func (r *cutReader) Read(p []byte) (int, error) {
	if r.pos >= len(r.data) {
		return 0, io.ErrUnexpectedEOF
	}
	n := copy(p, r.data[r.pos:])
	r.pos += n
	return n, nil
}
