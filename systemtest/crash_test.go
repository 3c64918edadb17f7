package systemtest

import (
	"encoding/base64"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestCrashConsistency kills the server with SIGKILL while an upload is
// half sent, a resumable upload is half sent, an admin is changing
// statuses and a creator is deleting their account; then it checks the
// database file, that no record is half made, that no stored file lacks a
// record (the startup sweep removes such files and logs it) and that the
// resumable upload goes on from where it was.
func TestCrashConsistency(t *testing.T) {
	dir := setup(t)
	s := start(t, dir)
	acc := s.signIn()
	_, keeper := s.creator(acc.superuser, "keeper@example.com")
	leaverId, leaver := s.creator(acc.superuser, "leaver@example.com")
	var media []string
	for i := 0; i < 3; i++ {
		media = append(media, s.upload(t, keeper, "Keeper album "+strconv.Itoa(i)))
	}
	leaverMedia := []string{s.upload(t, leaver, "Leaver album one"), s.upload(t, leaver, "Leaver album two")}

	// A resumable upload, half sent.
	big := wav(30)
	tusId := tusCreate(t, s, keeper, len(big))
	tusPatch(t, s, keeper, tusId, 0, big[:len(big)/2], http.StatusNoContent)

	// A single-request upload, half sent: the server holds part of the body.
	genre := s.genre(t, keeper)
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(&slowWriter{w: pw})
	go func() {
		req, _ := http.NewRequest(http.MethodPost, s.url+"/api/media/upload-media", pr)
		req.Header.Set("Authorization", "Bearer "+keeper)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		res, err := http.DefaultClient.Do(req)
		if err == nil {
			res.Body.Close()
		}
	}()
	go func() { _ = albumForm(mw, genre, "Never finished", wav(300)) }()
	waitUntil(t, 20*time.Second, "the half-sent upload to reach the server", func() bool {
		entries, _ := os.ReadDir(filepath.Join(dir, "uploads_tmp"))
		for _, e := range entries {
			if info, err := e.Info(); err == nil && info.Size() > 100_000 {
				return true
			}
		}
		return false
	})

	// An admin flips statuses as fast as the server answers.
	stop := make(chan struct{})
	var flips sync.WaitGroup
	var answered int64
	var mu sync.Mutex
	for _, id := range media {
		flips.Add(1)
		go func(id string) {
			defer flips.Done()
			statuses := []string{"active", "rejected", "suspended", "pending"}
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				status, err := s.call(http.MethodPut, "/api/media/media-status", acc.admin,
					map[string]string{"mediaId": id, "adminStatus": statuses[i%4], "reason": "system test"}, nil)
				if err != nil {
					return // the server is gone
				}
				if status == http.StatusOK {
					mu.Lock()
					answered++
					mu.Unlock()
				}
			}
		}(id)
	}
	waitUntil(t, 20*time.Second, "some status changes", func() bool { mu.Lock(); defer mu.Unlock(); return answered >= 10 })

	// The leaver deletes their account; the power goes the moment the
	// deletion commits, while PocketBase may still be removing the files.
	go func() {
		_, _ = s.call(http.MethodDelete, "/api/users/me", leaver, map[string]string{"email": "leaver@example.com"}, nil)
	}()
	live := openDB(t, dir)
	waitUntil(t, 20*time.Second, "the account deletion to commit", func() bool {
		return count(t, live, "SELECT COUNT(*) FROM users WHERE id = ?", leaverId) == 0
	})
	s.kill()
	close(stop)
	pw.CloseWithError(io.ErrClosedPipe)
	flips.Wait()

	integrity(t, dir)
	left := 0
	for _, id := range leaverMedia {
		if _, err := os.Stat(filepath.Join(dir, "storage", "pbc_selah_media", id)); err == nil {
			left++
		}
	}
	// However the kill fell, leave certain orphans: a folder of files whose
	// record never committed, as a crash mid-save leaves it (an hour old,
	// and one written the moment before the restart), and a lone attributes
	// file, as a crash between the two removals of a file's delete leaves it.
	orphan(t, dir, "orphan000000001", "cover_half.png", time.Now().Add(-time.Hour))
	orphan(t, dir, "orphan000000002", "cover_late.png", time.Now())
	orphan(t, dir, "orphan000000003", "cover_gone.png.attrs", time.Now())
	s = start(t, dir)
	db := openDB(t, dir)
	noHalfMadeRecords(t, db)
	if n := count(t, db, "SELECT COUNT(*) FROM media WHERE title = 'Never finished'"); n != 0 {
		t.Fatal("the half-sent upload left a media record")
	}
	// The leaver is either whole or wholly gone.
	users := count(t, db, "SELECT COUNT(*) FROM users WHERE id = ?", leaverId)
	rows := count(t, db, "SELECT COUNT(*) FROM media WHERE artist = ?", leaverId)
	if users != 0 || rows != 0 {
		t.Fatalf("a half-deleted account: user rows %d, media %d", users, rows)
	}
	t.Logf("at the kill: %d status changes answered; %d of the leaver's 2 media folders left for the sweep", answered, left)
	// The startup sweep leaves no file without its record (waits on it).
	var mismatch string
	deadline := time.Now().Add(20 * time.Second)
	for mismatch = storageMatchesRecords(t, dir, db); mismatch != "" && time.Now().Before(deadline); mismatch = storageMatchesRecords(t, dir, db) {
		time.Sleep(20 * time.Millisecond)
	}
	if mismatch != "" {
		t.Fatalf("%s\nthe sweep's log:\n%s\nfile times (the sweep's cut-off is the marker's):\n%s", mismatch, sweepLog(t, dir), fileTimes(dir))
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "uploads_tmp")); len(entries) != 0 {
		t.Fatalf("%d temporary upload files survived the restart", len(entries))
	}

	// The resumable upload goes on from what the server held.
	offset := tusOffset(t, s, keeper, tusId)
	if offset != len(big)/2 {
		t.Fatalf("after the crash the server holds %d bytes of the resumable upload, want %d", offset, len(big)/2)
	}
	tusPatch(t, s, keeper, tusId, offset, big[offset:], http.StatusNoContent)
	coverId := tusCreate(t, s, keeper, len(cover()))
	tusPatch(t, s, keeper, coverId, 0, cover(), http.StatusNoContent)
	s.must(http.MethodPost, "/api/media/upload-media-from-uploads", keeper, map[string]any{
		"podcastMetadata":  map[string]string{"title": "Resumed after a crash", "description": "x", "type": "album", "genre": genre},
		"episodesMetadata": []map[string]string{{"title": "One"}},
		"coverUpload":      coverId, "episodeUploads": []string{tusId},
	}, http.StatusCreated, nil)
}

// orphan writes a media folder holding one file last changed at `at`.
func orphan(t *testing.T, dir, id, name string, at time.Time) {
	t.Helper()
	folder := filepath.Join(dir, "storage", "pbc_selah_media", id)
	if err := os.MkdirAll(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(folder, name), cover(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(filepath.Join(folder, name), at, at); err != nil {
		t.Fatal(err)
	}
}

// slowWriter passes the multipart body on, then blocks forever once 1 MB
// is through: the request stays in flight until the server dies.
type slowWriter struct {
	w    *io.PipeWriter
	sent int
}

func (s *slowWriter) Write(p []byte) (int, error) {
	if s.sent > 1<<20 {
		select {} // hold the request open
	}
	s.sent += len(p)
	return s.w.Write(p)
}

// The tus requests of the system tests.
func tusCreate(t *testing.T, s *server, token string, size int) string {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, s.url+"/api/uploads/", nil)
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Upload-Length", strconv.Itoa(size))
	req.Header.Set("Upload-Metadata", "filename "+base64.StdEncoding.EncodeToString([]byte("file.bin")))
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusCreated {
		t.Fatalf("tus create: %v %v", res, err)
	}
	res.Body.Close()
	loc := res.Header.Get("Location")
	return loc[strings.LastIndex(loc, "/")+1:]
}

func tusPatch(t *testing.T, s *server, token, id string, offset int, data []byte, want int) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPatch, s.url+"/api/uploads/"+id, strings.NewReader(string(data)))
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Upload-Offset", strconv.Itoa(offset))
	req.Header.Set("Content-Type", "application/offset+octet-stream")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != want {
		t.Fatalf("tus patch: %v %v", res, err)
	}
	res.Body.Close()
}

func tusOffset(t *testing.T, s *server, token, id string) int {
	t.Helper()
	req, _ := http.NewRequest(http.MethodHead, s.url+"/api/uploads/"+id, nil)
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("tus head: %v %v", res, err)
	}
	res.Body.Close()
	n, _ := strconv.Atoi(res.Header.Get("Upload-Offset"))
	return n
}
