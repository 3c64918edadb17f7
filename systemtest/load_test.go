package systemtest

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"mime/multipart"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// loadShape is how hard the load test pushes: SELAH_SOAK=1 (make soak)
// gives 60 s at 200 connections; make test a fixed number of operations at
// 40 connections, so it does the same work however busy the machine is
// (12 s of a deadline did 2,300 operations on a quiet 2-core machine and
// fewer beside the other packages). A zero count means "until the deadline".
func loadShape() (duration time.Duration, operations, conns int) {
	if os.Getenv("SELAH_SOAK") != "" {
		return 60 * time.Second, 0, 200
	}
	return 0, 1000, 40
}

// episodeRef is an approved episode a listener may stream.
type episodeRef struct {
	id       string
	duration float64
}

// TestLoadMixedTraffic drives the real binary with listeners browsing,
// streaming and reporting plays (two reports at once for the same play),
// a creator uploading and an admin changing statuses, all at once. No
// answer may be a 5xx, the log must hold no panic, and the plays counted
// must be exactly the reports answered "counted", each listener and
// episode at most once, with the counters and daily roll-ups agreeing.
func TestLoadMixedTraffic(t *testing.T) {
	t.Parallel() // beside the crowd, which mostly waits (crowd_test.go)
	duration, operations, conns := loadShape()
	dir := setup(t)
	s := start(t, dir)
	acc := s.signIn()
	// The rate limiter would answer most of this traffic from one address
	// with 429; the load test measures the server behind it.
	s.must(http.MethodPatch, "/api/settings", acc.superuser, map[string]any{"rateLimits": map[string]any{"enabled": false}}, http.StatusOK, nil)
	_, creator := s.creator(acc.superuser, "load-creator@example.com")

	var playable []episodeRef
	var flipping []string
	for i := 0; i < 6; i++ {
		id := s.upload(t, creator, fmt.Sprintf("Load album %d", i))
		if i < 4 {
			s.must(http.MethodPut, "/api/media/media-status", acc.admin, map[string]string{"mediaId": id, "adminStatus": "active"}, http.StatusOK, nil)
			var item struct {
				Data struct {
					Media struct {
						Episodes []struct {
							Id       string  `json:"_id"`
							Duration float64 `json:"duration"`
						} `json:"episodes"`
					} `json:"media"`
				} `json:"data"`
			}
			s.must(http.MethodGet, "/api/media/"+id, creator, nil, http.StatusOK, &item)
			for _, ep := range item.Data.Media.Episodes {
				playable = append(playable, episodeRef{ep.Id, ep.Duration})
			}
		} else {
			flipping = append(flipping, id)
		}
	}
	listeners := make([]string, 30)
	for i := range listeners {
		_, listeners[i] = s.creator(acc.superuser, fmt.Sprintf("listener%02d@example.com", i))
	}
	genre := s.genre(t, creator)

	var (
		statuses sync.Map // status code -> *int64
		counted  atomic.Int64
		failures = make(chan string, 100)
	)
	note := func(code int) {
		v, _ := statuses.LoadOrStore(code, new(int64))
		atomic.AddInt64(v.(*int64), 1)
		if code >= 500 || code == 0 {
			select {
			case failures <- fmt.Sprintf("status %d", code):
			default:
			}
		}
	}
	do := func(req *http.Request) (int, []byte) {
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			note(0)
			return 0, nil
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		note(res.StatusCode)
		return res.StatusCode, body
	}
	get := func(path, token string) (int, []byte) {
		req, _ := http.NewRequest(http.MethodGet, s.url+path, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		return do(req)
	}
	send := func(method, path, token, body string) (int, []byte) {
		req, _ := http.NewRequest(method, s.url+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		return do(req)
	}
	play := func(r *rand.Rand) {
		token := listeners[r.Intn(len(listeners))]
		ep := playable[r.Intn(len(playable))]
		began := time.Now()
		if code, _ := get("/api/media/episodes/"+ep.id+"/stream", token); code != http.StatusOK {
			return
		}
		// The rules allow 2x speed at most: wait what half the episode takes.
		time.Sleep(time.Until(began.Add(time.Duration(ep.duration*float64(time.Second)/2) + 50*time.Millisecond)))
		body := fmt.Sprintf(`{"episodeId":%q,"position":%g}`, ep.id, ep.duration)
		var wg sync.WaitGroup
		for k := 0; k < 2; k++ { // the same play reported twice at once
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, out := send(http.MethodPost, "/api/media/plays", token, body); bytes.Contains(out, []byte(`"counted":true`)) {
					counted.Add(1)
				}
			}()
		}
		wg.Wait()
	}
	upload := func() {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		_ = albumForm(mw, genre, "Uploaded under load", wav(0.5))
		req, _ := http.NewRequest(http.MethodPost, s.url+"/api/media/upload-media", &buf)
		req.Header.Set("Authorization", "Bearer "+creator)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		do(req)
	}
	flip := func(r *rand.Rand) {
		to := []string{"active", "rejected", "pending", "suspended"}[r.Intn(4)]
		send(http.MethodPut, "/api/media/media-status", acc.admin,
			fmt.Sprintf(`{"mediaId":%q,"adminStatus":%q,"reason":"load"}`, flipping[r.Intn(len(flipping))], to))
	}

	began := time.Now()
	var wg sync.WaitGroup
	var taken, done atomic.Int64
	// more takes one operation from the budget, or checks the deadline.
	more := func() bool {
		if operations > 0 {
			return taken.Add(1) <= int64(operations)
		}
		return time.Since(began) < duration
	}
	for w := 0; w < conns; w++ {
		wg.Add(1)
		go func(seed int64) {
			defer wg.Done()
			r := rand.New(rand.NewSource(seed))
			for more() {
				token := listeners[r.Intn(len(listeners))]
				switch n := r.Intn(100); {
				case n < 30:
					get(fmt.Sprintf("/api/media/browse?page=%d&limit=10&sort=%s", 1+r.Intn(3), []string{"new", "popular"}[r.Intn(2)]), token)
				case n < 55:
					req, _ := http.NewRequest(http.MethodGet, s.url+"/api/media/episodes/"+playable[r.Intn(len(playable))].id+"/stream", nil)
					req.Header.Set("Authorization", "Bearer "+token)
					req.Header.Set("Range", "bytes=0-4095")
					do(req)
				case n < 80:
					play(r)
				case n < 90:
					flip(r)
				case n < 92:
					upload()
				default:
					get("/api/media/continue-listening", token)
				}
				done.Add(1)
			}
		}(int64(w))
	}
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Errorf("an answer failed: %s", f)
	}
	summary := []string{}
	statuses.Range(func(k, v any) bool {
		summary = append(summary, fmt.Sprintf("%d×%d", k, atomic.LoadInt64(v.(*int64))))
		return true
	})
	t.Logf("%d operations in %s at %d connections; answers %s; %d plays counted",
		done.Load(), time.Since(began).Round(time.Millisecond), conns, strings.Join(summary, " "), counted.Load())

	if strings.Contains(s.log.String(), "panic") {
		t.Fatalf("the server log has a panic:\n%s", s.log.String())
	}
	db := openDB(t, dir)
	plays := count(t, db, "SELECT COUNT(*) FROM plays")
	if int64(plays) != counted.Load() {
		t.Errorf("%d plays stored, %d reports answered counted", plays, counted.Load())
	}
	if n := count(t, db, "SELECT COUNT(*) FROM (SELECT listener, episode FROM plays GROUP BY listener, episode HAVING COUNT(*) > 1)"); n != 0 {
		t.Errorf("%d listener-episode pairs counted more than once in 24 h", n)
	}
	if n := count(t, db, "SELECT COALESCE(SUM(playsCount), 0) FROM episodes"); n != plays {
		t.Errorf("episode counters say %d plays, the plays table %d", n, plays)
	}
	if n := count(t, db, "SELECT COALESCE(SUM(plays), 0) FROM play_days"); n != plays {
		t.Errorf("daily roll-ups say %d plays, the plays table %d", n, plays)
	}
	if plays == 0 {
		t.Error("no play was counted: the load never exercised the play rules")
	}
	noHalfMadeRecords(t, db)
}
