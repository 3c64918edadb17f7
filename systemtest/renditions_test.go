package systemtest

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"testing"
	"time"
)

// processingView is an item's episodes as their owner sees them.
type processingView struct {
	Episodes []struct {
		Id                 string `json:"_id"`
		Processing         string `json:"processing"`
		ProcessingError    string `json:"processingError"`
		ProcessingProgress int    `json:"processingProgress"`
		Format             string `json:"format"`
	} `json:"episodes"`
}

func (s *server) processing(t *testing.T, token, mediaId string) processingView {
	t.Helper()
	var out struct {
		Data struct {
			Media processingView `json:"media"`
		} `json:"data"`
	}
	s.must(http.MethodGet, "/api/media/"+mediaId, token, nil, http.StatusOK, &out)
	return out.Data.Media
}

// stream GETs an episode's stream as token: its type and body.
func (s *server) stream(t *testing.T, token, episodeId string) (string, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, s.url+"/api/media/episodes/"+episodeId+"/stream", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("stream %s: %d %v", episodeId, res.StatusCode, err)
	}
	return res.Header.Get("Content-Type"), body
}

// stereoWAV is seconds of a speech-like warble, 16-bit stereo at 48 kHz:
// long enough that its rendition takes a moment.
func stereoWAV(seconds int) []byte {
	const rate = 48000
	n := seconds * rate
	var b bytes.Buffer
	w := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	w(uint32(36 + 4*n))
	b.WriteString("WAVEfmt ")
	w(uint32(16))
	w(uint16(1))
	w(uint16(2))
	w(uint32(rate))
	w(uint32(rate * 4))
	w(uint16(4))
	w(uint16(16))
	b.WriteString("data")
	w(uint32(4 * n))
	samples := make([]int16, 2*n)
	for i := 0; i < n; i++ {
		t := float64(i) / rate
		v := int16(6000 * math.Sin(2*math.Pi*(220+40*math.Sin(2*math.Pi*3*t))*t) * (0.6 + 0.4*math.Sin(2*math.Pi*0.5*t)))
		samples[2*i], samples[2*i+1] = v, v
	}
	w(samples)
	return b.Bytes()
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
	mediaId := s.uploadAlbum(t, token, "Long Sermon", stereoWAV(100), damaged)
	item := s.processing(t, token, mediaId)
	if len(item.Episodes) != 2 {
		t.Fatalf("episodes: %+v", item)
	}
	long, bad := item.Episodes[0].Id, item.Episodes[1].Id
	if ct, _ := s.stream(t, token, long); ct != "audio/wav" {
		t.Errorf("before its rendition the stream is %s, want the original WAV", ct)
	}

	waitUntil(t, 30*time.Second, "the rendition to be under way", func() bool {
		ep := s.processing(t, token, mediaId).Episodes[0]
		if ep.Processing != "pending" {
			t.Fatalf("the rendition ended before the crash: %+v", ep)
		}
		return ep.ProcessingProgress > 0
	})
	s.kill()

	s = start(t, dir)
	var view processingView
	waitUntil(t, 60*time.Second, "both episodes to be processed", func() bool {
		view = s.processing(t, token, mediaId)
		return view.Episodes[0].Processing != "pending" && view.Episodes[1].Processing != "pending"
	})
	if ep := view.Episodes[0]; ep.Processing != "done" || ep.Format != "mp3" {
		t.Errorf("after the restart the long episode is %+v, want done as an MP3", ep)
	}
	if ct, body := s.stream(t, token, long); ct != "audio/mpeg" || len(body) == 0 {
		t.Errorf("the stream is %s (%d bytes), want the rendition", ct, len(body))
	}
	if ep := view.Episodes[1]; ep.Processing != "failed" || ep.ProcessingError == "" || ep.Format != "flac" {
		t.Errorf("the damaged episode is %+v, want failed with a sentence", ep)
	}
	if ct, body := s.stream(t, token, bad); ct != "audio/flac" || !bytes.Equal(body, damaged) {
		t.Errorf("the damaged episode streams %s (%d bytes), want its original", ct, len(body))
	}
}
