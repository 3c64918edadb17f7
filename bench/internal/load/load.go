// Package load drives closed-loop HTTP load with vegeta (as a library) and
// compares two legs side by side: A and B take turns in short rounds, so
// whatever else the shared machine does lands on both.
package load

import (
	"net"
	"net/http"
	"strings"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// Leg is one side of a comparison: GET requests with a bearer token,
// taken in turn.
type Leg struct {
	Name   string
	URLs   []string
	Token  string
	Header map[string]string // more request headers (Accept-Encoding)
}

// Result is one leg's figures over all its rounds.
type Result struct {
	Requests   uint64
	Throughput float64 // successful requests per second of its own rounds
	P50, P99   time.Duration
	Success    float64
	Errors     []string
	metrics    *vegeta.Metrics
	ok         uint64
	busy       time.Duration
}

// Plan is how long and how hard to run.
type Plan struct {
	Conns  int
	Rounds int
	Round  time.Duration // measured time of each round
	Warm   time.Duration // unmeasured warm-up of each leg, once
}

// Compare runs a and b alternately (a, b, a, b, ...) and returns both.
func Compare(p Plan, a, b Leg) (ra, rb *Result) {
	ca, cb := newClient(p.Conns), newClient(p.Conns)
	attack(ca, a, p.Conns, p.Warm, nil)
	attack(cb, b, p.Conns, p.Warm, nil)
	ra, rb = &Result{metrics: &vegeta.Metrics{}}, &Result{metrics: &vegeta.Metrics{}}
	for i := 0; i < p.Rounds; i++ {
		// Alternate who goes first too, so neither always follows the other.
		if i%2 == 0 {
			attack(ca, a, p.Conns, p.Round, ra)
			attack(cb, b, p.Conns, p.Round, rb)
		} else {
			attack(cb, b, p.Conns, p.Round, rb)
			attack(ca, a, p.Conns, p.Round, ra)
		}
	}
	ra.close()
	rb.close()
	return ra, rb
}

// Run measures one leg alone.
func Run(p Plan, l Leg) *Result {
	c := newClient(p.Conns)
	attack(c, l, p.Conns, p.Warm, nil)
	r := &Result{metrics: &vegeta.Metrics{}}
	for i := 0; i < p.Rounds; i++ {
		attack(c, l, p.Conns, p.Round, r)
	}
	r.close()
	return r
}

// attack runs conns workers back to back (vegeta's zero pacer: as fast as
// the answers come) for d, adding results to into (nil: warm-up only).
func attack(c *http.Client, l Leg, conns int, d time.Duration, into *Result) {
	if d <= 0 {
		return
	}
	targets := legTargets(l)
	atk := vegeta.NewAttacker(vegeta.Client(c), vegeta.Workers(uint64(conns)), vegeta.MaxWorkers(uint64(conns)))
	started := time.Now()
	for res := range atk.Attack(vegeta.NewStaticTargeter(targets...), vegeta.ConstantPacer{}, d, l.Name) {
		if into == nil {
			continue
		}
		res.Body = nil
		into.metrics.Add(res)
		if res.Code >= 200 && res.Code < 300 {
			into.ok++
		}
	}
	if into != nil {
		into.busy += time.Since(started)
	}
}

// legTargets are l's requests: GET each URL with the leg's token and
// headers.
func legTargets(l Leg) []vegeta.Target {
	targets := make([]vegeta.Target, len(l.URLs))
	for i, u := range l.URLs {
		targets[i] = vegeta.Target{Method: http.MethodGet, URL: u, Header: http.Header{}}
		if l.Token != "" {
			targets[i].Header.Set("Authorization", "Bearer "+l.Token)
		}
		for k, v := range l.Header {
			targets[i].Header.Set(k, v)
		}
	}
	return targets
}

// OnlyTimeouts is true when every failed request of the leg ran out of the
// client's time (30 s) and every answer that came was a 2xx: the leg was
// slow, not wrong.
func (r *Result) OnlyTimeouts() bool {
	for code := range r.metrics.StatusCodes {
		if code != "0" && (len(code) != 3 || code[0] != '2') {
			return false
		}
	}
	for _, e := range r.Errors {
		if !strings.Contains(e, "Timeout exceeded") && !strings.Contains(e, "deadline exceeded") {
			return false
		}
	}
	return true
}

func (r *Result) close() {
	r.metrics.Close()
	r.Requests = r.metrics.Requests
	r.P50, r.P99 = r.metrics.Latencies.P50, r.metrics.Latencies.P99
	r.Success = r.metrics.Success
	r.Errors = r.metrics.Errors
	if r.busy > 0 {
		r.Throughput = float64(r.ok) / r.busy.Seconds()
	}
}

// newClient keeps conns connections open for the whole comparison.
func newClient(conns int) *http.Client {
	return &http.Client{
		Timeout: 30 * time.Second,
		Transport: &http.Transport{
			DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			MaxIdleConns:        conns,
			MaxIdleConnsPerHost: conns,
			MaxConnsPerHost:     conns,
			IdleConnTimeout:     time.Minute,
		},
	}
}
