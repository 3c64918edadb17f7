package systemtest

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestBackupAndRestore checks the schedule the migrations set, then makes a
// backup with PocketBase's backup API, deletes an item, restores the
// backup (PocketBase restarts itself) and finds the item and its audio back.
func TestBackupAndRestore(t *testing.T) {
	dir := setup(t)
	s := start(t, dir)
	acc := s.signIn()
	_, creator := s.creator(acc.superuser, "backup@example.com")
	id := s.upload(t, creator, "Worth keeping")

	var settings struct {
		Backups struct {
			Cron        string `json:"cron"`
			CronMaxKeep int    `json:"cronMaxKeep"`
		} `json:"backups"`
	}
	s.must(http.MethodGet, "/api/settings", acc.superuser, nil, http.StatusOK, &settings)
	if settings.Backups.Cron != "0 3 * * *" || settings.Backups.CronMaxKeep != 7 {
		t.Fatalf("backup schedule %+v", settings.Backups)
	}

	s.must(http.MethodPost, "/api/backups", acc.superuser, map[string]string{"name": "before_delete.zip"}, http.StatusNoContent, nil)
	s.must(http.MethodDelete, "/api/media/"+id, creator, nil, http.StatusOK, nil)
	s.must(http.MethodGet, "/api/media/"+id, creator, nil, http.StatusNotFound, nil)

	s.must(http.MethodPost, "/api/backups/before_delete.zip/restore", acc.superuser, nil, http.StatusNoContent, nil)
	// PocketBase replaces pb_data and restarts in place (same process id).
	var item map[string]any
	waitUntil(t, 60*time.Second, "the restored item", func() bool {
		status, err := s.call(http.MethodGet, "/api/media/"+id, creator, nil, &item)
		return err == nil && status == http.StatusOK
	})
	streamUrl := ""
	if m, ok := item["data"].(map[string]any)["media"].(map[string]any); ok {
		if eps, ok := m["episodes"].([]any); ok && len(eps) > 0 {
			streamUrl, _ = eps[0].(map[string]any)["streamUrl"].(string)
		}
	}
	if !strings.Contains(streamUrl, "/stream") {
		t.Fatalf("restored item has no stream: %v", item)
	}
	res, err := http.Get(s.url + streamUrl)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK || res.ContentLength != int64(len(wav(1))) {
		t.Fatalf("restored audio: %d, %d bytes", res.StatusCode, res.ContentLength)
	}
	integrity(t, dir)
}
