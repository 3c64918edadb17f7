package systemtest

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// TestS3Storage runs the binary with its files on an S3-compatible server
// (gofakes3, a real S3 HTTP implementation, on loopback) configured by the
// SELAH_S3_* variables: an upload lands in the bucket and nothing on local
// disk, the stream serves Range requests from it, the waveform is drawn
// from it, and deleting the item empties the bucket.
func TestS3Storage(t *testing.T) {
	clock := &shiftedClock{}
	backend := s3mem.New(s3mem.WithTimeSource(clock))
	s3 := httptest.NewServer(gofakes3.New(backend, gofakes3.WithAutoBucket(true)).Server())
	defer s3.Close()
	t.Setenv("SELAH_S3_BUCKET", "selah-test")
	t.Setenv("SELAH_S3_REGION", "us-east-1")
	t.Setenv("SELAH_S3_ENDPOINT", s3.URL)
	t.Setenv("SELAH_S3_ACCESS_KEY", "test")
	t.Setenv("SELAH_S3_SECRET", "test-secret")
	t.Setenv("SELAH_S3_FORCE_PATH_STYLE", "true")

	dir := setup(t)
	s := start(t, dir)
	acc := s.signIn()
	_, creator := s.creator(acc.superuser, "s3@example.com")
	id := s.upload(t, creator, "Stored in a bucket")

	objects := func() []string {
		list, err := backend.ListBucket("selah-test", &gofakes3.Prefix{}, gofakes3.ListBucketPage{})
		if err != nil {
			t.Fatal(err)
		}
		keys := []string{}
		for _, o := range list.Contents {
			keys = append(keys, o.Key)
		}
		return keys
	}
	if keys := objects(); len(keys) < 3 { // the cover and two tracks
		t.Fatalf("bucket holds %v after the upload", keys)
	}
	if _, err := os.Stat(filepath.Join(dir, "storage")); !os.IsNotExist(err) {
		t.Fatalf("files went to local storage too (%v)", err)
	}

	item := s.media(t, creator, "/api/media/"+id)
	full := wav(1)
	req, _ := http.NewRequest(http.MethodGet, s.url+item.Episodes[0].StreamUrl, nil)
	req.Header.Set("Range", "bytes=100-199")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(res.Body)
	res.Body.Close()
	// The stream redirects to a signed URL of the bucket (302), which the
	// client follows with the Range header; gofakes3 answers a range with
	// its bytes and Content-Range but status 200 (s3_redirect_test.go
	// checks the 206 of s3rver).
	if !strings.HasPrefix(res.Header.Get("Content-Range"), "bytes 100-199/") || !bytes.Equal(got, full[100:200]) {
		t.Fatalf("Range from S3: %d, %d bytes, same=%v", res.StatusCode, len(got), bytes.Equal(got, full[100:200]))
	}

	// Waveforms are decoded from a copy of the object.
	waitUntil(t, 30*time.Second, "the waveform of an S3 episode", func() bool {
		var raw map[string]any
		s.must(http.MethodGet, "/api/media/"+id, creator, nil, http.StatusOK, &raw)
		return strings.Contains(toJSON(raw), `"peaks":[`)
	})

	s.must(http.MethodDelete, "/api/media/"+id, creator, nil, http.StatusOK, nil)
	waitUntil(t, 10*time.Second, "the bucket to empty", func() bool { return len(objects()) == 0 })

	// After a crash the storage sweep removes objects whose record is gone
	// (here one an hour old, as a crash mid-save leaves it) and keeps the
	// rest.
	kept := s.upload(t, creator, "Kept in the bucket")
	keptKeys := objects()
	clock.shift.Store(int64(-time.Hour))
	if _, err := backend.PutObject("selah-test", "pbc_selah_media/orphan000000001/cover_half.png",
		map[string]string{"Content-Type": "image/png"}, bytes.NewReader(cover()), int64(len(cover()))); err != nil {
		t.Fatal(err)
	}
	clock.shift.Store(0)
	s.kill()
	s = start(t, dir)
	waitUntil(t, 20*time.Second, "the sweep to remove the orphan object", func() bool {
		return slices.Equal(objects(), keptKeys)
	})
	s.must(http.MethodGet, "/api/media/"+kept, creator, nil, http.StatusOK, nil)
}

// shiftedClock is the fake S3's clock, which the test can set back to make
// an object look old.
type shiftedClock struct{ shift atomic.Int64 }

func (c *shiftedClock) Now() time.Time {
	return time.Now().Add(time.Duration(c.shift.Load()))
}

func (c *shiftedClock) Since(t time.Time) time.Duration { return c.Now().Sub(t) }
