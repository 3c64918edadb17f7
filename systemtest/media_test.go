package systemtest

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"mime/multipart"
	"net/http"
	"testing"
)

// pcmWAV is a 16-bit PCM WAV file of interleaved samples.
func pcmWAV(rate, channels int, samples []int16) []byte {
	var b bytes.Buffer
	w := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	w(uint32(36 + 2*len(samples)))
	b.WriteString("WAVEfmt ")
	w(uint32(16))
	w(uint16(1))
	w(uint16(channels))
	w(uint32(rate))
	w(uint32(rate * 2 * channels))
	w(uint16(2 * channels))
	w(uint16(16))
	b.WriteString("data")
	w(uint32(2 * len(samples)))
	w(samples)
	return b.Bytes()
}

// wav is seconds of a 440 Hz tone, 16-bit mono at 8 kHz.
func wav(seconds float64) []byte {
	const rate = 8000
	samples := make([]int16, int(seconds*rate))
	for i := range samples {
		samples[i] = int16(8000 * math.Sin(2*math.Pi*440*float64(i)/rate))
	}
	return pcmWAV(rate, 1, samples)
}

// cover is a small PNG.
func cover() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	for i := range img.Pix {
		img.Pix[i] = 200
	}
	img.Set(1, 1, color.RGBA{10, 20, 30, 255})
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

// albumForm writes an upload-media body with one track per audio file.
func albumForm(mw *multipart.Writer, genre, title string, audios ...[]byte) error {
	eps := make([]map[string]string, len(audios))
	for i := range audios {
		eps[i] = map[string]string{"title": title + " track"}
	}
	meta, _ := json.Marshal(map[string]string{"title": title, "description": "A system test album", "type": "album", "genre": genre})
	list, _ := json.Marshal(eps)
	if err := mw.WriteField("podcastMetadata", string(meta)); err != nil {
		return err
	}
	if err := mw.WriteField("episodesMetadata", string(list)); err != nil {
		return err
	}
	part, err := mw.CreateFormFile("coverArt", "cover.png")
	if err != nil {
		return err
	}
	if _, err := part.Write(cover()); err != nil {
		return err
	}
	for _, a := range audios {
		part, err := mw.CreateFormFile("episodeAudios", "track.wav")
		if err != nil {
			return err
		}
		if _, err := part.Write(a); err != nil {
			return err
		}
	}
	return mw.Close()
}

// upload creates an album of two short tracks as token and returns its id.
func (s *server) upload(t *testing.T, token, title string) string {
	t.Helper()
	return s.uploadAlbum(t, token, title, wav(1), wav(0.5))
}

// uploadAlbum creates an album of these tracks as token and returns its id.
func (s *server) uploadAlbum(t *testing.T, token, title string, audios ...[]byte) string {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	if err := albumForm(mw, s.genre(t, token), title, audios...); err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodPost, s.url+"/api/media/upload-media", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		Data struct {
			Media struct {
				Id string `json:"_id"`
			} `json:"media"`
		} `json:"data"`
	}
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusCreated || json.Unmarshal(raw, &out) != nil {
		t.Fatalf("upload: %d %s", res.StatusCode, raw)
	}
	return out.Data.Media.Id
}

// genre is the id of a seeded genre.
func (s *server) genre(t *testing.T, token string) string {
	t.Helper()
	var out struct {
		Data struct {
			Data []struct {
				Id string `json:"_id"`
			} `json:"data"`
		} `json:"data"`
	}
	s.must(http.MethodGet, "/api/media/genres", token, nil, http.StatusOK, &out)
	if len(out.Data.Data) == 0 {
		t.Fatal("no genres")
	}
	return out.Data.Data[0].Id
}
