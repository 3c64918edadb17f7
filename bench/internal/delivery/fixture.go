package delivery

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"selah/bench/internal/dataset"
	"selah/bench/internal/server"
	"selah/bench/internal/upload"
)

// Fixture is a creator's podcast on a fresh server: its episodes' stream
// URLs (signed for the creator, as the app gives them to its player) and
// whether their renditions were made.
type Fixture struct {
	MediaId    string
	StreamURLs []string
	Processing []string // each episode's processing state when measuring
}

// Prepare signs a creator up on srv, uploads a podcast of n episodes of
// size bytes (tones of different pitches, so each file and rendition
// differs), and, if rendering is on (ffmpeg here), waits at most wait for
// the renditions, so the job's work is not measured as the listeners'.
func Prepare(srv *server.Server, n int, size int64, rendering bool, wait time.Duration) (*Fixture, error) {
	token, err := upload.SignUp(srv.Base, filepath.Join(srv.Dir, "server.log"), "delivery@bench.local", "benchmark-pass")
	if err != nil {
		return nil, err
	}
	genre, err := upload.FirstGenre(srv.Base, token)
	if err != nil {
		return nil, err
	}
	id, err := uploadPodcast(srv.Base, token, genre, n, size)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(wait)
	for {
		f, err := episodes(srv.Base, token, id)
		if err != nil {
			return nil, err
		}
		pending := false
		for _, p := range f.Processing {
			pending = pending || p == "pending"
		}
		if !rendering || !pending || time.Now().After(deadline) {
			return f, nil
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// uploadPodcast posts the podcast to upload-media and returns its id.
func uploadPodcast(base, token, genre string, n int, size int64) (string, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	meta, _ := json.Marshal(map[string]string{"title": "Delivery benchmark", "description": "Generated for the delivery benchmark",
		"type": "podcast", "genre": genre})
	eps := make([]map[string]string, n)
	for i := range eps {
		eps[i] = map[string]string{"title": fmt.Sprintf("Episode %d", i+1)}
	}
	list, _ := json.Marshal(eps)
	_ = mw.WriteField("podcastMetadata", string(meta))
	_ = mw.WriteField("episodesMetadata", string(list))
	w, _ := mw.CreateFormFile("coverArt", "cover.png")
	if err := png.Encode(w, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		return "", err
	}
	for i := 0; i < n; i++ {
		w, _ := mw.CreateFormFile("episodeAudios", fmt.Sprintf("episode-%02d.wav", i+1))
		if err := dataset.WriteWAV(w, size, 180+float64(i)*35); err != nil {
			return "", err
		}
	}
	if err := mw.Close(); err != nil {
		return "", err
	}
	req, _ := http.NewRequest(http.MethodPost, base+"/api/media/upload-media", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var out struct {
		Data struct {
			Media struct {
				Id string `json:"_id"`
			} `json:"media"`
		} `json:"data"`
	}
	if res.StatusCode != http.StatusCreated || json.Unmarshal(raw, &out) != nil || out.Data.Media.Id == "" {
		return "", fmt.Errorf("upload-media: %d %.300s", res.StatusCode, raw)
	}
	return out.Data.Media.Id, nil
}

// episodes reads the item as its creator: each episode's stream URL and
// processing state.
func episodes(base, token, id string) (*Fixture, error) {
	req, _ := http.NewRequest(http.MethodGet, base+"/api/media/"+id, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var item struct {
		Data struct {
			Media struct {
				Episodes []struct {
					StreamUrl  string `json:"streamUrl"`
					Processing string `json:"processing"`
				} `json:"episodes"`
			} `json:"media"`
		} `json:"data"`
	}
	if res.StatusCode != http.StatusOK || json.Unmarshal(raw, &item) != nil {
		return nil, fmt.Errorf("GET /api/media/%s: %d %.300s", id, res.StatusCode, raw)
	}
	f := &Fixture{MediaId: id}
	for _, ep := range item.Data.Media.Episodes {
		if ep.StreamUrl == "" {
			return nil, fmt.Errorf("GET /api/media/%s: an episode without a streamUrl", id)
		}
		u := ep.StreamUrl
		if !strings.HasPrefix(u, "http") {
			u = base + u
		}
		f.StreamURLs = append(f.StreamURLs, u)
		f.Processing = append(f.Processing, ep.Processing)
	}
	if len(f.StreamURLs) == 0 {
		return nil, fmt.Errorf("GET /api/media/%s: no episodes", id)
	}
	return f, nil
}
