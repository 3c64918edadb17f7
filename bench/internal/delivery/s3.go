// Package delivery measures what a listener costs the origin server: a
// fresh server with a few uploaded episodes (fixture.go), an S3 server for
// its storage (here), and players fetching the episodes in Range requests
// the way an <audio> element does (player.go).
package delivery

import (
	"net/http/httptest"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// Bucket is the S3 bucket the redirected server stores its files in.
const Bucket = "selah-bench"

// S3 is an S3 server in this process (gofakes3, in memory): its CPU is
// the bench's, not the origin's, as a real object store's is someone
// else's.
type S3 struct {
	srv *httptest.Server
}

// StartS3 starts it on a loopback port; the bucket is made on first use.
func StartS3() *S3 {
	fake := gofakes3.New(s3mem.New(), gofakes3.WithAutoBucket(true), gofakes3.WithLogger(gofakes3.DiscardLog()))
	return &S3{srv: httptest.NewServer(fake.Server())}
}

// Env is the server's environment that puts its storage on this S3
// (hooks/env_settings.go reads it).
func (s *S3) Env() []string {
	return []string{
		"SELAH_S3_BUCKET=" + Bucket,
		"SELAH_S3_REGION=us-east-1",
		"SELAH_S3_ENDPOINT=" + s.srv.URL,
		"SELAH_S3_ACCESS_KEY=bench",
		"SELAH_S3_SECRET=bench-secret",
		"SELAH_S3_FORCE_PATH_STYLE=true",
	}
}

// Close stops it.
func (s *S3) Close() { s.srv.Close() }
