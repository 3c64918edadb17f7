package routes_test

import (
	"bytes"
	"encoding/binary"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"selah/testutil"
)

// FuzzUploadMedia posts upload-media forms with fuzzed metadata, file names
// and file bytes through the real router. The multipart framing is always
// well formed here (internal/upload's FuzzRead takes raw bytes); this target
// is about what the route makes of the fields and files. Whatever arrives:
// no 5xx, every 4xx an envelope with a message, and no temporary file left.
//
// files packs the shape: bits 0-1 the number of audio files (0-3), bit 2
// leaves the cover out, bit 3 sends a second cover.
func FuzzUploadMedia(f *testing.F) {
	s := newFuzzServer(f)
	testutil.CreateUser(f, s.app, "me@example.com", testutil.UserOpts{Name: "Me"})
	png, wav := pngBytes(f), tinyWAV()
	mp3 := audioFixture(f, "cbr.mp3")[:600]
	one, two := `[{"title":"Track one"}]`, `[{"title":"One","lyrics":"Holy"},{"title":"Two","genre":"`+genreId+`"}]`
	f.Add(albumMeta(""), one, "cover.png", png, "one.wav", wav, uint8(1))
	f.Add(albumMeta(""), two, "cover.png", png, "two.mp3", mp3, uint8(2))
	f.Add(albumMeta(`,"bibleReferences":"John 3:16; Rom 8","preachedAt":"2025-08-18","type":"sermon","category":"`+sermonCatId+`"`), one, "c.png", png, "s.wav", wav, uint8(1))
	f.Add(`{"title":"x","type":"podcast","genre":"`+genreId+`","description":"d","category":"`+sermonCatId+`"}`, one, "c.png", png, "p.wav", wav, uint8(1))
	f.Add(`{"title":5}`, `{}`, "", []byte{}, "", []byte{}, uint8(0))
	f.Add(`not json`, `[1,"a",{}]`, "evil\"name\r\n.png", []byte("GIF89a"), "../../etc/passwd", []byte("RIFF"), uint8(7))
	f.Add(albumMeta(""), one, "cover.png", png, "empty.wav", []byte{}, uint8(1))
	f.Add(albumMeta(""), one, "cover.png", wav, "cover.png", png, uint8(1))

	dir := filepath.Join(s.app.DataDir(), "uploads_tmp")
	f.Fuzz(func(t *testing.T, meta, episodes, coverName string, cover []byte, audioName string, audio []byte, files uint8) {
		if len(cover)+len(audio) > 64<<10 {
			return // tiny files only: the size limits have their own tests
		}
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		_ = mw.WriteField("podcastMetadata", meta)
		_ = mw.WriteField("episodesMetadata", episodes)
		covers := 1 - int(files>>2&1) + int(files>>3&1)
		for range covers {
			w, _ := mw.CreateFormFile("coverArt", coverName)
			_, _ = w.Write(cover)
		}
		for range files & 3 {
			w, _ := mw.CreateFormFile("episodeAudios", audioName)
			_, _ = w.Write(audio)
		}
		_ = mw.Close()

		req := httptest.NewRequest(http.MethodPost, "/api/media/upload-media", &body)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		req.Header.Set("Authorization", "Bearer "+s.token(t, "users", "me@example.com"))
		checkAnswer(t, "upload-media", s.do(req), http.MethodPost)
		if left, _ := os.ReadDir(dir); len(left) > 0 {
			t.Fatalf("%d temporary files left after the request", len(left))
		}
	})
}

// tinyWAV is 10 ms of 8-bit mono silence at 8 kHz: 124 bytes.
func tinyWAV() []byte {
	b := longWAV(1)[:longHeader+80]
	binary.LittleEndian.PutUint32(b[4:], 36+80)
	binary.LittleEndian.PutUint32(b[40:], 80)
	return b
}
