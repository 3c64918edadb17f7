package systemtest

import (
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// shutdownLimit bounds how long SIGTERM may take: PocketBase cancels the
// requests in flight and gives the server a second to close.
const shutdownLimit = 10 * time.Second

// TestGracefulShutdown sends SIGTERM while an upload is half sent: the
// server exits cleanly within the limit, the upload is rolled back (no
// record, no temporary file after the restart), and what was answered
// before the signal is all there.
func TestGracefulShutdown(t *testing.T) {
	dir := setup(t)
	s := start(t, dir)
	acc := s.signIn()
	_, creator := s.creator(acc.superuser, "term@example.com")
	done := s.upload(t, creator, "Answered before the signal")
	genre := s.genre(t, creator)

	pr, pw := io.Pipe()
	mw := multipart.NewWriter(&slowWriter{w: pw})
	answer := make(chan int, 1)
	go func() {
		req, _ := http.NewRequest(http.MethodPost, s.url+"/api/media/upload-media", pr)
		req.Header.Set("Authorization", "Bearer "+creator)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			answer <- 0
			return
		}
		res.Body.Close()
		answer <- res.StatusCode
	}()
	go func() { _ = albumForm(mw, genre, "Cut by SIGTERM", wav(300)) }()
	waitUntil(t, 20*time.Second, "the upload to be in flight", func() bool {
		entries, _ := os.ReadDir(filepath.Join(dir, "uploads_tmp"))
		return len(entries) > 0
	})

	took, err := s.term(shutdownLimit)
	if err != nil {
		t.Fatalf("the server exited with %v after SIGTERM\n%s", err, s.log.String())
	}
	pw.CloseWithError(io.ErrClosedPipe)
	if status := <-answer; status >= 200 && status < 300 {
		t.Fatalf("the interrupted upload was answered %d", status)
	}
	t.Logf("SIGTERM to exit: %s", took.Round(time.Millisecond))

	integrity(t, dir)
	s = start(t, dir)
	db := openDB(t, dir)
	noHalfMadeRecords(t, db)
	if n := count(t, db, "SELECT COUNT(*) FROM media WHERE title = 'Cut by SIGTERM'"); n != 0 {
		t.Fatal("the interrupted upload left a record")
	}
	if n := count(t, db, "SELECT COUNT(*) FROM media WHERE id = ?", done); n != 1 {
		t.Fatal("the upload answered before the signal is gone")
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "uploads_tmp")); len(entries) != 0 {
		t.Fatalf("%d temporary files survived", len(entries))
	}
}
