package systemtest

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// TestS3Renditions runs the binary with its files on an S3-compatible
// server (gofakes3 on loopback, whose clock the test sets back an hour so
// that everything this run stores looks old to the next run's sweep) and
// ffmpeg: an episode's rendition is stored in the bucket, the stream
// answers 302 to a signed URL the bucket serves as MP3, and after a crash
// the storage sweep removes what no record names from a living record's
// folder (a rendition a job stored without recording it, thumbs of a gone
// cover) and keeps every object a record names, thumbs of a named cover,
// and a rendition newer than the start.
func TestS3Renditions(t *testing.T) {
	const bucket = "selah-renditions"
	clock := &shiftedClock{}
	clock.shift.Store(int64(-time.Hour))
	backend := s3mem.New(s3mem.WithTimeSource(clock))
	s3 := httptest.NewServer(gofakes3.New(backend, gofakes3.WithAutoBucket(true)).Server())
	defer s3.Close()
	t.Setenv("SELAH_S3_BUCKET", bucket)
	t.Setenv("SELAH_S3_REGION", "us-east-1")
	t.Setenv("SELAH_S3_ENDPOINT", s3.URL)
	t.Setenv("SELAH_S3_ACCESS_KEY", "test")
	t.Setenv("SELAH_S3_SECRET", "test-secret")
	t.Setenv("SELAH_S3_FORCE_PATH_STYLE", "true")

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
	_, creator := s.creator(acc.superuser, "s3renditions@example.com")
	mediaId := s.uploadKind(t, creator, "album", "Rendered into a bucket", wav(3))
	epId, streamURL := s.episodeOf(t, creator, mediaId)
	if ep := s.media(t, creator, "/api/media/"+mediaId).Episodes[0]; ep.Processing != "done" || ep.Format != "mp3" {
		t.Fatalf("the episode is %+v, want its rendition done", ep)
	}

	objects := func() []string {
		list, err := backend.ListBucket(bucket, &gofakes3.Prefix{}, gofakes3.ListBucketPage{})
		if err != nil {
			t.Fatal(err)
		}
		keys := []string{}
		for _, o := range list.Contents {
			keys = append(keys, o.Key)
		}
		return keys
	}
	epFolder := "pbc_selah_episodes/" + epId + "/"
	var rendition string
	for _, key := range objects() {
		if strings.HasPrefix(key, epFolder+"rendition_") {
			rendition = key
		}
	}
	if rendition == "" {
		t.Fatalf("no rendition in the bucket: %v", objects())
	}

	// The stream: 302 to the bucket, whose answer is the rendition, an MP3.
	streamed := func() {
		t.Helper()
		res, _ := send(t, noRedirects, http.MethodGet, s.url+streamURL, map[string]string{"Authorization": "Bearer " + creator}, nil)
		loc := res.Header.Get("Location")
		if res.StatusCode != http.StatusFound || !strings.HasPrefix(loc, s3.URL+"/"+bucket+"/"+rendition+"?") {
			t.Fatalf("stream: %d, Location %q, want the rendition %s", res.StatusCode, loc, rendition)
		}
		res, body := send(t, http.DefaultClient, http.MethodGet, loc, nil, nil)
		mp3 := bytes.HasPrefix(body, []byte("ID3")) || len(body) > 1 && body[0] == 0xFF && body[1]&0xE0 == 0xE0
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "audio/mpeg" || !mp3 {
			t.Fatalf("the bucket served %d %q, %d bytes starting %q", res.StatusCode, res.Header.Get("Content-Type"),
				len(body), body[:min(len(body), 4)])
		}
	}
	streamed()

	put := func(key string) {
		t.Helper()
		body := []byte("\xff\xfb\x90\x00 not recorded")
		if _, err := backend.PutObject(bucket, key, map[string]string{"Content-Type": "audio/mpeg"},
			bytes.NewReader(body), int64(len(body))); err != nil {
			t.Fatal(err)
		}
	}
	// Thumbs of the cover, which its record names: kept.
	var cover string
	for _, key := range objects() {
		if strings.HasPrefix(key, "pbc_selah_media/"+mediaId+"/cover") {
			cover = strings.TrimPrefix(key, "pbc_selah_media/"+mediaId+"/")
		}
	}
	if cover == "" {
		t.Fatalf("no cover in the bucket: %v", objects())
	}
	put("pbc_selah_media/" + mediaId + "/thumbs_" + cover + "/150x150_" + cover)
	// What a crash leaves in living records' folders: a rendition stored
	// by a job that never recorded it, thumbs of a cover already replaced.
	kept := objects()
	put(epFolder + "rendition_orphan.mp3")
	put("pbc_selah_media/" + mediaId + "/thumbs_cover_gone.png/150x150_cover_gone.png")
	// A rendition newer than the next run's start (a job's, stored and not
	// yet recorded): kept.
	clock.shift.Store(int64(time.Hour))
	put(epFolder + "rendition_inflight.mp3")
	kept = append(kept, epFolder+"rendition_inflight.mp3")
	slices.Sort(kept)
	clock.shift.Store(0)
	s.kill()
	s = start(t, dir)
	waitUntil(t, 30*time.Second, "the storage sweep to finish", func() bool {
		return strings.Contains(sweepLog(t, dir), "storage sweep done")
	})
	if got := objects(); !slices.Equal(got, kept) {
		t.Fatalf("after the sweep the bucket holds\n%v\nwant\n%v\nthe sweep's log:\n%s", got, kept, sweepLog(t, dir))
	}
	streamed()
}
