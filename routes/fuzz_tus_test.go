package routes_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"path"
	"strings"
	"testing"

	"selah/testutil"
)

// tusMethods are what the fuzzer's method byte picks from.
var tusMethods = []string{http.MethodPost, http.MethodPatch, http.MethodHead, http.MethodDelete, http.MethodOptions}

// FuzzTus sends tus requests with fuzzed Upload-Length, Upload-Offset,
// Upload-Metadata, Tus-Resumable and Content-Type headers and body, as a
// signed-in user, through the real router: tusd's answers and our wrapper
// around them (tusWriter) must never be a 5xx, and every 4xx must be
// our envelope with a sentence, not tusd's "ERR_CODE: text".
//
// PATCH, HEAD and DELETE go to an upload of 16 bytes made just before, so
// they reach tusd rather than our 404; every upload is cancelled after
// the input, so the quota of unfinished bytes never fills up.
func FuzzTus(f *testing.F) {
	s := newFuzzServer(f)
	testutil.CreateUser(f, s.app, "me@example.com", testutil.UserOpts{Name: "Me"})
	meta := "filename aHltbi53YXY=,filetype YXVkaW8vd2F2" // hymn.wav, audio/wav
	const octets = "application/offset+octet-stream"
	f.Add(uint8(0), "16", "", meta, "1.0.0", "", []byte{})
	f.Add(uint8(0), "16", "", meta, "1.0.0", octets, []byte("0123456789abcdef"))
	f.Add(uint8(0), "99999999999999999999", "", "filename", "1.0.0", "", []byte{})
	f.Add(uint8(0), "-1", "", "filename !!!,,name", "0.2.2", "", []byte{})
	f.Add(uint8(0), "524288001", "", meta, "1.0.0", "", []byte{})
	f.Add(uint8(0), "", "", "", "", "", []byte{})
	f.Add(uint8(1), "", "0", "", "1.0.0", octets, []byte("0123456789abcdef"))
	f.Add(uint8(1), "", "0", "", "1.0.0", octets, []byte("0123456789abcdef0123"))
	f.Add(uint8(1), "", "8", "", "1.0.0", octets, []byte("01234567"))
	f.Add(uint8(1), "", "x", "", "1.0.0", "text/plain", []byte("0"))
	f.Add(uint8(1), "16", "-5", "", "", octets, []byte{})
	f.Add(uint8(2), "", "", "", "1.0.0", "", []byte{})
	f.Add(uint8(2), "", "", "", "2.0.0", "", []byte{})
	f.Add(uint8(3), "", "", "", "1.0.0", "", []byte{})
	f.Add(uint8(4), "", "", "", "", "", []byte{})

	f.Fuzz(func(t *testing.T, method uint8, length, offset, metadata, version, contentType string, body []byte) {
		headers := map[string]string{"Upload-Length": length, "Upload-Offset": offset,
			"Upload-Metadata": metadata, "Tus-Resumable": version, "Content-Type": contentType}
		for _, v := range headers {
			if !validHeader(v) {
				return // a real server refuses such a header before any route
			}
		}
		m := tusMethods[int(method)%len(tusMethods)]
		token := s.token(t, "users", "me@example.com")
		id := ""
		if m != http.MethodPost && m != http.MethodOptions {
			id = s.tusCreate(t, token)
		}
		req := httptest.NewRequest(m, "/api/uploads/"+id, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		for k, v := range headers {
			if v = strings.Trim(v, " \t"); v != "" {
				req.Header.Set(k, v)
			}
		}
		rec := s.do(req)
		checkAnswer(t, m+" /api/uploads/", rec, m)
		if loc := rec.Header().Get("Location"); m == http.MethodPost && loc != "" {
			id = path.Base(loc) // also when data sent with the creation failed
		}
		if id != "" {
			s.tusSend(t, http.MethodDelete, id, token) // may already be gone (a DELETE input)
		}
	})
}

// tusCreate starts an upload of 16 bytes for the token's user.
func (s *fuzzServer) tusCreate(t *testing.T, token string) string {
	t.Helper()
	rec := s.tusSend(t, http.MethodPost, "", token)
	if rec.Code != http.StatusCreated {
		t.Fatalf("creating an upload: %d %s", rec.Code, rec.Body)
	}
	return path.Base(rec.Header().Get("Location"))
}

// tusSend is a well-formed tus request without a body.
func (s *fuzzServer) tusSend(t *testing.T, method, id, token string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, "/api/uploads/"+id, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Upload-Length", "16")
	rec := s.do(req)
	checkAnswer(t, method+" /api/uploads/"+id, rec, method)
	return rec
}
