package load

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// Open keeps its pace whatever the answers take: with answers taking
// 100 ms and one starting worker, 100 requests a second for a second are
// all sent (a closed loop on one connection would send 10), and the
// latencies show the wait.
func TestOpenDoesNotWaitForAnswers(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(100 * time.Millisecond)
	}))
	defer srv.Close()
	r := Open(Plan{Conns: 1, Rounds: 1, Round: time.Second}, Leg{Name: "slow", URLs: []string{srv.URL}}, 100)
	if r.Requests < 90 || r.Requests > 110 {
		t.Errorf("%d requests sent in a second at 100/s", r.Requests)
	}
	if r.Late || r.Offered != 100 {
		t.Errorf("offered %.0f, late %v", r.Offered, r.Late)
	}
	if r.P50 < 100*time.Millisecond || r.Success != 1 {
		t.Errorf("p50 %s, success %.2f: want every answer, each after 100 ms", r.P50, r.Success)
	}
}
