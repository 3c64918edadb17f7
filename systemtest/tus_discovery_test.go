package systemtest

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// TestTusDiscoveryBehindCORS: the binary's CORS middleware answers every
// OPTIONS request itself; on the uploads endpoint that answer still carries
// tus's discovery headers (for tus clients), and a browser's preflight
// still gets its Access-Control-* headers.
func TestTusDiscoveryBehindCORS(t *testing.T) {
	s := start(t, t.TempDir())
	options := func(path string, headers map[string]string) http.Header {
		t.Helper()
		req, _ := http.NewRequest(http.MethodOptions, s.url+path, nil)
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusNoContent && res.StatusCode != http.StatusOK {
			t.Fatalf("OPTIONS %s: %d", path, res.StatusCode)
		}
		h := res.Header
		if h.Get("Tus-Resumable") != "1.0.0" || h.Get("Tus-Version") != "1.0.0" ||
			h.Get("Tus-Extension") != "creation,creation-with-upload,termination,expiration" ||
			h.Get("Tus-Max-Size") != strconv.Itoa(500<<20) {
			t.Fatalf("OPTIONS %s %v answered %v", path, headers, h)
		}
		return h
	}
	for _, path := range []string{"/api/uploads/", "/api/uploads", "/api/uploads/someuploadid00"} {
		options(path, map[string]string{"Tus-Resumable": "1.0.0"})
		pre := options(path, map[string]string{
			"Origin":                         "https://app.example.org",
			"Access-Control-Request-Method":  "PATCH",
			"Access-Control-Request-Headers": "authorization,tus-resumable,upload-offset,content-type",
		})
		if pre.Get("Access-Control-Allow-Origin") == "" ||
			!strings.Contains(pre.Get("Access-Control-Allow-Methods"), "PATCH") ||
			!strings.Contains(pre.Get("Access-Control-Allow-Headers"), "upload-offset") {
			t.Fatalf("preflight of %s answered %v", path, pre)
		}
	}
}
