package systemtest

import (
	"database/sql"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
)

// TestLitestreamRestore is docs/OPERATIONS.md step 4, run: Litestream
// replicates the database to an S3 server on loopback (gofakes3, the one
// TestS3Storage uses) while a creator uploads an album, an admin approves
// it and a listener's play is counted; then the machine is lost (SIGKILL
// to both processes), the database is restored with `litestream restore`
// into a fresh data dir and the binary started on it finds all three
// through the API, with the audio (in the bucket) byte for byte.
func TestLitestreamRestore(t *testing.T) {
	s3 := httptest.NewServer(gofakes3.New(s3mem.New(), gofakes3.WithAutoBucket(true)).Server())
	defer s3.Close()
	const accessKey, secret = "test", "test-secret"
	t.Setenv("SELAH_S3_BUCKET", "selah-test")
	t.Setenv("SELAH_S3_REGION", "us-east-1")
	t.Setenv("SELAH_S3_ENDPOINT", s3.URL)
	t.Setenv("SELAH_S3_ACCESS_KEY", accessKey)
	t.Setenv("SELAH_S3_SECRET", secret)
	t.Setenv("SELAH_S3_FORCE_PATH_STYLE", "true")
	// Without ffmpeg the stream serves the uploaded file itself, so the
	// bytes before and after are the upload's, whenever a rendition job
	// would have finished; renditions are files in the bucket like these.
	t.Setenv("SELAH_FFMPEG", filepath.Join(t.TempDir(), "no-ffmpeg"))

	replica := litestreamReplica{endpoint: s3.URL, bucket: "selah-backups", path: "data.db", region: "us-east-1",
		interval: 100 * time.Millisecond}
	env := litestreamEnv(accessKey, secret)
	dir := setup(t)
	cfg := filepath.Join(t.TempDir(), "litestream.yml")
	if err := os.WriteFile(cfg, []byte(litestreamConfig(filepath.Join(dir, "data.db"), replica)), 0o600); err != nil {
		t.Fatal(err)
	}
	// Litestream starts first here and the server after its first
	// snapshot; TestLitestreamUnderRunningServer starts it the other way
	// round.
	ls := startReplicating(t, cfg, env)
	waitUntil(t, 10*time.Second, "Litestream's first snapshot", func() bool {
		if gone, log := ls.exited(); gone {
			t.Fatalf("litestream replicate exited: %s", log)
		}
		return strings.Contains(ls.log.String(), "snapshot written")
	})
	s := start(t, dir)

	// What is committed: an upload, its approval, a counted play.
	acc := s.signIn()
	_, creator := s.creator(acc.superuser, "ls-creator@example.com")
	_, listener := s.creator(acc.superuser, "ls-listener@example.com")
	audios := [][]byte{wav(1), wav(0.5)}
	id := s.uploadAlbum(t, creator, "Kept by Litestream", audios...)
	const reason = "Approved before the machine was lost"
	s.must(http.MethodPut, "/api/media/media-status", acc.admin,
		map[string]string{"mediaId": id, "adminStatus": "active", "reason": reason}, http.StatusOK, nil)
	before := s.media(t, listener, "/api/media/"+id)
	played := before.Episodes[0]
	if got := s.listenAsPlayer(t, listener, played.Id, played.StreamUrl, played.Duration, 10*time.Second); sameBytes(got, audios[0]) != "" {
		t.Fatalf("the stream before the loss: %s", sameBytes(got, audios[0]))
	}
	_, coverBytes := s.fetch(t, listener, before.CoverArt)

	// Replicated is when a copy restored from the bucket holds all three.
	probes := t.TempDir()
	attempt := 0
	waitUntil(t, 20*time.Second, "Litestream to replicate the upload, the approval and the play", func() bool {
		if gone, log := ls.exited(); gone {
			t.Fatalf("litestream replicate exited: %s", log)
		}
		attempt++
		out := filepath.Join(probes, strconv.Itoa(attempt)+".db")
		if _, err := litestreamRestore(t, cfg, env, filepath.Join(dir, "data.db"), out); err != nil {
			return false // no generation in the bucket yet
		}
		return replicaHolds(t, out, id, played.Id)
	})

	// The machine is lost; a new one starts from the bucket alone.
	s.kill()
	ls.kill()
	fresh := t.TempDir()
	if log, err := litestreamRestore(t, cfg, env, filepath.Join(dir, "data.db"), filepath.Join(fresh, "data.db")); err != nil {
		t.Fatalf("litestream restore: %v\n%s", err, log)
	}
	integrity(t, fresh)
	s = start(t, fresh)

	// The tokens signed before the loss still work: the accounts came back.
	after := s.media(t, listener, "/api/media/"+id)
	if after.AdminStatus != "active" || len(after.Episodes) != len(audios) {
		t.Fatalf("restored item: status %q, %d episodes", after.AdminStatus, len(after.Episodes))
	}
	for i, ep := range after.Episodes {
		_, got := s.fetch(t, listener, ep.StreamUrl)
		if diff := sameBytes(got, audios[i]); diff != "" {
			t.Errorf("restored episode %d's audio: %s", i, diff)
		}
	}
	_, cover := s.fetch(t, listener, after.CoverArt)
	if diff := sameBytes(cover, coverBytes); diff != "" {
		t.Errorf("restored cover: %s", diff)
	}
	if after.Plays != 1 || after.Episodes[0].Plays != 1 {
		t.Errorf("restored counters: item %d plays, episode %d plays; want 1 and 1", after.Plays, after.Episodes[0].Plays)
	}
	var stats struct {
		Data struct {
			Totals struct {
				Plays int `json:"plays"`
			} `json:"totals"`
		} `json:"data"`
	}
	s.must(http.MethodGet, "/api/media/analytics?days=7&mediaId="+id, creator, nil, http.StatusOK, &stats)
	if stats.Data.Totals.Plays != 1 {
		t.Errorf("restored analytics: %d plays, want 1", stats.Data.Totals.Plays)
	}
	var history struct {
		Data struct {
			Data []struct {
				ToStatus string `json:"toStatus"`
				Reason   string `json:"reason"`
			} `json:"data"`
		} `json:"data"`
	}
	s.must(http.MethodGet, "/api/admin/media/"+id+"/history", acc.admin, nil, http.StatusOK, &history)
	if h := history.Data.Data; len(h) != 1 || h[0].ToStatus != "active" || h[0].Reason != reason {
		t.Errorf("restored moderation history: %+v", h)
	}
}

// replicaHolds says whether a restored copy of the database holds the
// approved item and the counted play of its episode.
func replicaHolds(t *testing.T, path, mediaId, episodeId string) bool {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	return count(t, db, "SELECT COUNT(*) FROM media WHERE id = ? AND adminStatus = 'active'", mediaId) == 1 &&
		count(t, db, "SELECT COUNT(*) FROM moderation_events WHERE media = ?", mediaId) == 1 &&
		count(t, db, "SELECT COUNT(*) FROM plays WHERE episode = ?", episodeId) == 1
}
