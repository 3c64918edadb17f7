package systemtest

import (
	"database/sql"
	"net/http"
	"path/filepath"
	"testing"
	"time"
)

// TestScheduledReleaseAfterDowntime: an approved item whose release time
// is ahead stays off the public answers; when its time passes while the
// server is down, the release job's run at start makes it public before
// the server takes its first request. The test moves the item's time into
// the past while the server is stopped (the clock it controls), never
// sleeps toward it.
func TestScheduledReleaseAfterDowntime(t *testing.T) {
	dir := setup(t)
	s := start(t, dir)
	acc := s.signIn()
	_, creator := s.creator(acc.superuser, "release@example.com")
	id := s.upload(t, creator, "Monday Sermon")
	releaseAt := time.Now().Add(2 * time.Hour).UTC().Format(time.RFC3339)
	s.must(http.MethodPatch, "/api/media/"+id, creator, map[string]string{"publishAt": releaseAt}, http.StatusOK, nil)
	var approved struct {
		Data struct {
			Media struct {
				AdminStatus string `json:"adminStatus"`
			} `json:"media"`
		} `json:"data"`
	}
	s.must(http.MethodPut, "/api/media/media-status", acc.admin, map[string]string{"mediaId": id, "adminStatus": "active"}, http.StatusOK, &approved)
	if approved.Data.Media.AdminStatus != "scheduled" {
		t.Fatalf("approved ahead of its time: %q", approved.Data.Media.AdminStatus)
	}
	if status, _ := s.call(http.MethodGet, "/api/public/media/"+id, "", nil, nil); status != http.StatusNotFound {
		t.Fatalf("a scheduled item answered the public %d", status)
	}
	if _, err := s.term(shutdownLimit); err != nil {
		t.Fatalf("stop: %v\n%s", err, s.log.String())
	}

	// Down past the release time.
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "data.db")+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	past := time.Now().Add(-5 * time.Minute).UTC().Format("2006-01-02 15:04:05.000Z")
	if _, err := db.Exec("UPDATE media SET publishAt = ? WHERE id = ?", past, id); err != nil {
		t.Fatal(err)
	}
	db.Close()

	s = start(t, dir)
	if status, err := s.call(http.MethodGet, "/api/public/media/"+id, "", nil, nil); status != http.StatusOK {
		t.Fatalf("after the restart the item answered the public %d (%v)\n%s", status, err, s.log.String())
	}
	integrity(t, dir)
}
