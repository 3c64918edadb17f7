package storage_test

import (
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/storage"
	"selah/testutil/migrated"
)

// TestSignedURLNeedsS3: local storage has no signed URLs and no bucket
// origin; with S3 on, both follow the settings.
func TestSignedURLNeedsS3(t *testing.T) {
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if u, ok, err := storage.SignedURL(app, "a/b/c.mp3", time.Minute, "", ""); ok || u != "" || err != nil {
		t.Errorf("local storage: %q %v %v", u, ok, err)
	}
	if o, ok := storage.BucketOrigin(app); ok || o != "" {
		t.Errorf("local storage origin %q", o)
	}
	s3 := &app.Settings().S3
	s3.Enabled, s3.Bucket, s3.Endpoint, s3.AccessKey, s3.Secret = true, "media", "https://objects.example.org", "k", "s"
	if u, ok, err := storage.SignedURL(app, "a/b/c.mp3", time.Minute, "", ""); !ok || err != nil || !strings.HasPrefix(u, "https://media.objects.example.org/a/b/c.mp3?X-Amz-") {
		t.Errorf("S3: %q %v %v", u, ok, err)
	}
	if o, ok := storage.BucketOrigin(app); !ok || o != "https://media.objects.example.org" {
		t.Errorf("S3 origin %q", o)
	}
}
