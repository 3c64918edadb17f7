package load

import (
	"net"
	"net/http"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// OpenResult is an open-loop leg: what was offered, what came back and
// how long it took.
type OpenResult struct {
	Result
	Offered  float64 // requests a second sent
	Achieved float64 // answers a second received (any status)
	Late     bool    // the driver could not send at the offered rate
}

// Open sends l's requests at a constant rate (open loop: each request
// leaves on its schedule whether or not earlier ones were answered, so a
// slow answer delays nobody's measurement and queueing shows in the
// latencies) for p.Rounds × p.Round after p.Warm unmeasured.
func Open(p Plan, l Leg, rate float64) *OpenResult {
	c := openClient()
	pace := vegeta.ConstantPacer{Freq: max(1, int(rate+0.5)), Per: time.Second}
	targets := legTargets(l)
	run := func(d time.Duration, into *vegeta.Metrics) {
		if d <= 0 {
			return
		}
		// Workers grow as answers lag (no cap): the pace is kept.
		atk := vegeta.NewAttacker(vegeta.Client(c), vegeta.Workers(uint64(max(p.Conns, 1))))
		for res := range atk.Attack(vegeta.NewStaticTargeter(targets...), pace, d, l.Name) {
			if into != nil {
				res.Body = nil
				into.Add(res)
			}
		}
	}
	run(p.Warm, nil)
	m := &vegeta.Metrics{}
	run(time.Duration(p.Rounds)*p.Round, m)
	m.Close()
	r := &OpenResult{Offered: float64(pace.Freq)}
	r.metrics = m
	r.Requests = m.Requests
	r.P50, r.P99 = m.Latencies.P50, m.Latencies.P99
	r.Success, r.Errors = m.Success, m.Errors
	r.Throughput = m.Throughput
	if m.Duration+m.Wait > 0 {
		r.Achieved = float64(m.Requests) / (m.Duration + m.Wait).Seconds()
	}
	// vegeta's Rate is what it managed to send: under 95% of the pace
	// means the driver, not the server, set the load.
	r.Late = m.Rate < 0.95*r.Offered
	return r
}

// openClient has no cap on connections: an open loop opens another when
// every open one waits for an answer.
func openClient() *http.Client {
	return &http.Client{
		Timeout: 30 * time.Second,
		Transport: &http.Transport{
			DialContext:         (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			MaxIdleConns:        1024,
			MaxIdleConnsPerHost: 1024,
			IdleConnTimeout:     time.Minute,
		},
	}
}
