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
// request whose body is generated into a pipe as it is sent. Like a
// browser sending a FormData, it declares the body's length (counted by a
// dry run of the same writer before the clock starts), so the body is not
// chunked.
func Multipart(base, token string, a Album) (time.Duration, error) {
	boundary := multipart.NewWriter(io.Discard).Boundary()
	write := func(out io.Writer) error {
		mw := multipart.NewWriter(out)
		if err := mw.SetBoundary(boundary); err != nil {
			return err
		}
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
				return err
			}
		}
		return mw.Close()
	}
	var length counter
	if err := write(&length); err != nil {
		return 0, err
	}
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(write(pw)) }()
	req, err := http.NewRequest(http.MethodPost, base+"/api/media/upload-media", pr)
	if err != nil {
		return 0, err
	}
	req.ContentLength = int64(length)
	req.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
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

// counter is a writer that only counts.
type counter int64

func (c *counter) Write(p []byte) (int, error) {
	*c += counter(len(p))
	return len(p), nil
}
