package upload

import (
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"time"

	"selah/bench/internal/dataset"
)

// Multipart sends the album to POST /api/media/upload-media in one
// request whose body is generated into a pipe as it is sent.
func Multipart(base, token string, a Album) (time.Duration, error) {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		_ = mw.WriteField("podcastMetadata", a.podcastMetadata())
		_ = mw.WriteField("episodesMetadata", a.episodesMetadata())
		w, _ := mw.CreateFormFile("coverArt", "cover.png")
		_, _ = w.Write(tinyPNG)
		for i := 0; i < a.Files; i++ {
			w, err := mw.CreateFormFile("episodeAudios", fmt.Sprintf("track-%02d.wav", i+1))
			if err == nil {
				err = dataset.WriteWAV(w, a.Size, 0)
			}
			if err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		pw.CloseWithError(mw.Close())
	}()
	req, err := http.NewRequest(http.MethodPost, base+"/api/media/upload-media", pr)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	start := time.Now()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	elapsed := time.Since(start)
	if res.StatusCode != http.StatusCreated {
		return elapsed, fmt.Errorf("upload-media: %d %.300s", res.StatusCode, b)
	}
	return elapsed, nil
}
