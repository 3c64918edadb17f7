package upload

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"selah/bench/internal/dataset"
)

// ErrNoResumable means the server has no tus route at /api/uploads/ yet.
var ErrNoResumable = errors.New("the resumable route /api/uploads/ is not available (404)")

// tusChunk is the PATCH size the web client uses.
const tusChunk = 8 << 20

// Resumable sends the album through the tus 1.0.0 route (creation, then
// PATCHes of 8 MiB) and finishes it with POST
// /api/media/upload-media-from-uploads, as the web client does.
func Resumable(base, token string, a Album) (time.Duration, error) {
	start := time.Now()
	cover, err := tusUpload(base, token, "cover.png", "image/png", int64(len(tinyPNG)), bytes.NewReader(tinyPNG))
	if err != nil {
		return 0, err
	}
	ids := make([]string, a.Files)
	for i := range ids {
		pr, pw := io.Pipe()
		go func() { pw.CloseWithError(dataset.WriteWAV(pw, a.Size, 0)) }()
		ids[i], err = tusUpload(base, token, fmt.Sprintf("track-%02d.wav", i+1), "audio/wav", a.Size, pr)
		pr.Close()
		if err != nil {
			return 0, err
		}
	}
	body, _ := json.Marshal(map[string]any{
		"podcastMetadata":  json.RawMessage(a.podcastMetadata()),
		"episodesMetadata": json.RawMessage(a.episodesMetadata()),
		"coverUpload":      cover,
		"episodeUploads":   ids,
	})
	res, err := do(http.MethodPost, base+"/api/media/upload-media-from-uploads", token, bytes.NewReader(body), int64(len(body)),
		map[string]string{"Content-Type": "application/json"})
	if err != nil {
		return 0, err
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	elapsed := time.Since(start)
	if res.StatusCode != http.StatusCreated {
		return elapsed, fmt.Errorf("upload-media-from-uploads: %d %.300s", res.StatusCode, b)
	}
	return elapsed, nil
}

// tusUpload creates one upload and PATCHes size bytes of r into it; it
// returns the upload id (the last segment of its Location).
func tusUpload(base, token, name, kind string, size int64, r io.Reader) (string, error) {
	meta := "filename " + base64.StdEncoding.EncodeToString([]byte(name)) +
		",filetype " + base64.StdEncoding.EncodeToString([]byte(kind))
	res, err := do(http.MethodPost, base+"/api/uploads/", token, nil, 0, map[string]string{
		"Upload-Length": strconv.FormatInt(size, 10), "Upload-Metadata": meta,
	})
	if err != nil {
		return "", err
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	switch {
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusMethodNotAllowed:
		return "", ErrNoResumable
	case res.StatusCode != http.StatusCreated:
		return "", fmt.Errorf("tus create: %d %.300s", res.StatusCode, b)
	}
	loc, err := url.Parse(base + "/api/uploads/")
	if err == nil {
		loc, err = loc.Parse(res.Header.Get("Location"))
	}
	if err != nil || res.Header.Get("Location") == "" {
		return "", fmt.Errorf("tus create: no usable Location (%q)", res.Header.Get("Location"))
	}
	for off := int64(0); off < size; {
		n := min(int64(tusChunk), size-off)
		res, err := do(http.MethodPatch, loc.String(), token, io.LimitReader(r, n), n, map[string]string{
			"Content-Type": "application/offset+octet-stream", "Upload-Offset": strconv.FormatInt(off, 10),
		})
		if err != nil {
			return "", err
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusNoContent {
			return "", fmt.Errorf("tus PATCH at %d: %d %.300s", off, res.StatusCode, b)
		}
		next, err := strconv.ParseInt(res.Header.Get("Upload-Offset"), 10, 64)
		if err != nil || next != off+n {
			return "", fmt.Errorf("tus PATCH at %d: Upload-Offset %q, want %d", off, res.Header.Get("Upload-Offset"), off+n)
		}
		off = next
	}
	u := loc.Path
	for i := len(u) - 1; i >= 0; i-- {
		if u[i] == '/' {
			return u[i+1:], nil
		}
	}
	return u, nil
}

func do(method, u, token string, body io.Reader, length int64, headers map[string]string) (*http.Response, error) {
	req, err := http.NewRequest(method, u, body)
	if err != nil {
		return nil, err
	}
	req.ContentLength = length
	if body == nil {
		req.Body = http.NoBody
	}
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Authorization", "Bearer "+token)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	return http.DefaultClient.Do(req)
}
