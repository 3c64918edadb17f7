package systemtest

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"net/http"
	"testing"
	"time"
)

// stereoWAV is seconds of a speech-like warble, 16-bit stereo at 48 kHz:
// long enough that its rendition takes a moment (45 s of it take about 5 s
// on two cores; its progress is seen within the first half second).
func stereoWAV(seconds int) []byte {
	const rate = 48000
	n := seconds * rate
	samples := make([]int16, 2*n)
	for i := 0; i < n; i++ {
		t := float64(i) / rate
		v := int16(6000 * math.Sin(2*math.Pi*(220+40*math.Sin(2*math.Pi*3*t))*t) * (0.6 + 0.4*math.Sin(2*math.Pi*0.5*t)))
		samples[2*i], samples[2*i+1] = v, v
	}
	return pcmWAV(rate, 2, samples)
}

// damagedFLAC is what our upload accepts (a FLAC whose STREAMINFO gives
// 10 s of audio and whose first bytes after it look like a frame) but whose
// frames are noise: ffmpeg decodes nothing from it.
func damagedFLAC() []byte {
	const rate, total = 44100, 44100 * 10
	si := make([]byte, 34)
	binary.BigEndian.PutUint16(si[0:], 4096)
	binary.BigEndian.PutUint16(si[2:], 4096)
	// sample rate (20 bits), channels-1 (3), bits per sample-1 (5), total samples (36)
	binary.BigEndian.PutUint64(si[10:], uint64(rate)<<44|uint64(0)<<41|uint64(15)<<36|uint64(total))
	b := append([]byte("fLaC\x80\x00\x00\x22"), si...)
	b = append(b, 0xFF, 0xF8)
	r := rand.New(rand.NewPCG(7, 17))
	for range 200_000 {
		b = append(b, byte(r.Uint32()))
	}
	return b
}

// A rendition survives a SIGKILL in the middle: the next start renders it
// again and the stream then serves an MP3. A damaged file that passed the
// upload's checks ends failed with a sentence, and still streams as
// uploaded.
func TestRenditionsSurviveACrash(t *testing.T) {
	t.Parallel() // beside the crowd, which mostly waits (crowd_test.go)
	dir := setup(t)
	s := start(t, dir)
	acc := s.signIn()
	var settings struct {
		Data struct {
			AudioProcessing struct {
				Available bool   `json:"available"`
				Message   string `json:"message"`
			} `json:"audioProcessing"`
		} `json:"data"`
	}
	s.must(http.MethodGet, "/api/admin/settings", acc.admin, nil, http.StatusOK, &settings)
	if !settings.Data.AudioProcessing.Available {
		t.Skipf("this machine does not process audio: %s", settings.Data.AudioProcessing.Message)
	}
	_, token := s.creator(acc.superuser, "creator@example.com")
	damaged := damagedFLAC()
	mediaId := s.uploadAlbum(t, token, "Long Sermon", stereoWAV(45), damaged)
	item := s.media(t, token, "/api/media/"+mediaId)
	if len(item.Episodes) != 2 {
		t.Fatalf("episodes: %+v", item)
	}
	long, bad := item.Episodes[0].Id, item.Episodes[1].Id
	if ct, _ := s.fetch(t, token, "/api/media/episodes/"+long+"/stream"); ct != "audio/wav" {
		t.Errorf("before its rendition the stream is %s, want the original WAV", ct)
	}

	waitUntil(t, 30*time.Second, "the rendition to be under way", func() bool {
		ep := s.media(t, token, "/api/media/"+mediaId).Episodes[0]
		if ep.Processing != "pending" {
			t.Fatalf("the rendition ended before the crash: %+v", ep)
		}
		return ep.ProcessingProgress > 0
	})
	s.kill()

	s = start(t, dir)
	var view mediaView
	waitUntil(t, 60*time.Second, "both episodes to be processed", func() bool {
		view = s.media(t, token, "/api/media/"+mediaId)
		return view.Episodes[0].Processing != "pending" && view.Episodes[1].Processing != "pending"
	})
	if ep := view.Episodes[0]; ep.Processing != "done" || ep.Format != "mp3" {
		t.Errorf("after the restart the long episode is %+v, want done as an MP3", ep)
	}
	if ct, body := s.fetch(t, token, "/api/media/episodes/"+long+"/stream"); ct != "audio/mpeg" || len(body) == 0 {
		t.Errorf("the stream is %s (%d bytes), want the rendition", ct, len(body))
	}
	if ep := view.Episodes[1]; ep.Processing != "failed" || ep.ProcessingError == "" || ep.Format != "flac" {
		t.Errorf("the damaged episode is %+v, want failed with a sentence", ep)
	}
	if ct, body := s.fetch(t, token, "/api/media/episodes/"+bad+"/stream"); ct != "audio/flac" || !bytes.Equal(body, damaged) {
		t.Errorf("the damaged episode streams %s (%d bytes), want its original", ct, len(body))
	}
}
