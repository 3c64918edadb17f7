// Package stream is the listeners' side of the streaming test: many
// concurrent clients fetching Range requests of audio files, timing the
// first byte of each answer and counting the bytes.
package stream

import (
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptrace"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// Target is one file as a URL, with its size (to choose ranges within it).
type Target struct {
	URL  string
	Size int64
}

// Leg is one server's side: its files and the token to send (none for nginx).
type Leg struct {
	Name    string
	Targets []Target
	Token   string
}

// Result is one leg's figures over all its rounds.
type Result struct {
	Requests   int
	Errors     int
	FirstError string
	Bytes      int64
	busy       time.Duration
	ttfb       []time.Duration
}

// Throughput is bytes per second of the leg's own rounds.
func (r *Result) Throughput() float64 {
	if r.busy <= 0 {
		return 0
	}
	return float64(r.Bytes) / r.busy.Seconds()
}

// TTFB is a quantile of the time to the first byte of the answers.
func (r *Result) TTFB(q float64) time.Duration {
	if len(r.ttfb) == 0 {
		return 0
	}
	sort.Slice(r.ttfb, func(i, j int) bool { return r.ttfb[i] < r.ttfb[j] })
	return r.ttfb[min(len(r.ttfb)-1, int(q*float64(len(r.ttfb))))]
}

// Plan is how hard and how long.
type Plan struct {
	Listeners int
	Chunk     int64 // bytes per Range request
	Rounds    int
	Round     time.Duration
	Warm      time.Duration
}

// Compare runs a and b in turns, each with its own connection pool.
func Compare(p Plan, a, b Leg) (ra, rb *Result) {
	ca, cb := newClient(p.Listeners), newClient(p.Listeners)
	run(p, ca, a, p.Warm, nil)
	run(p, cb, b, p.Warm, nil)
	ra, rb = &Result{}, &Result{}
	for i := 0; i < p.Rounds; i++ {
		if i%2 == 0 {
			run(p, ca, a, p.Round, ra)
			run(p, cb, b, p.Round, rb)
		} else {
			run(p, cb, b, p.Round, rb)
			run(p, ca, a, p.Round, ra)
		}
	}
	return ra, rb
}

// run has p.Listeners clients each fetch random chunk-sized ranges of
// random files, one after another, for d.
func run(p Plan, c *http.Client, l Leg, d time.Duration, into *Result) {
	if d <= 0 {
		return
	}
	var (
		mu       sync.Mutex
		wg       sync.WaitGroup
		requests atomic.Int64
	)
	local := &Result{}
	stop := time.Now().Add(d)
	started := time.Now()
	for w := 0; w < p.Listeners; w++ {
		wg.Add(1)
		go func(seed uint64) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(seed, 2))
			var ttfb []time.Duration
			var bytes int64
			var errs int
			var firstErr string
			for time.Now().Before(stop) {
				t := l.Targets[r.IntN(len(l.Targets))]
				from := r.Int64N(max(1, t.Size-p.Chunk))
				first, n, err := fetch(c, t.URL, l.Token, from, from+p.Chunk-1)
				requests.Add(1)
				if err != nil {
					errs++
					if firstErr == "" {
						firstErr = err.Error()
					}
					continue
				}
				ttfb = append(ttfb, first)
				bytes += n
			}
			mu.Lock()
			local.ttfb = append(local.ttfb, ttfb...)
			local.Bytes += bytes
			local.Errors += errs
			if local.FirstError == "" {
				local.FirstError = firstErr
			}
			mu.Unlock()
		}(uint64(w))
	}
	wg.Wait()
	if into != nil {
		into.busy += time.Since(started)
		into.Requests += int(requests.Load())
		into.Bytes += local.Bytes
		into.Errors += local.Errors
		into.ttfb = append(into.ttfb, local.ttfb...)
		if into.FirstError == "" {
			into.FirstError = local.FirstError
		}
	}
}

// fetch GETs one range and reads it all; first is the time to the first
// byte of the answer (httptrace's GotFirstResponseByte).
func fetch(c *http.Client, url, token string, from, to int64) (first time.Duration, n int64, err error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return 0, 0, err
	}
	req.Header.Set("Range", fmt.Sprintf("bytes=%d-%d", from, to))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	start := time.Now()
	var got time.Time
	req = req.WithContext(httptrace.WithClientTrace(req.Context(), &httptrace.ClientTrace{
		GotFirstResponseByte: func() { got = time.Now() },
	}))
	res, err := c.Do(req)
	if err != nil {
		return 0, 0, err
	}
	defer res.Body.Close()
	n, err = io.Copy(io.Discard, res.Body)
	if err != nil {
		return 0, n, err
	}
	if res.StatusCode != http.StatusPartialContent {
		return 0, n, fmt.Errorf("%s: %s", url, res.Status)
	}
	if want := to - from + 1; n != want {
		return 0, n, fmt.Errorf("%s: %d bytes, want %d", url, n, want)
	}
	return got.Sub(start), n, nil
}

func newClient(conns int) *http.Client {
	return &http.Client{
		Timeout: time.Minute,
		Transport: &http.Transport{
			DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
			MaxIdleConns:        conns,
			MaxIdleConnsPerHost: conns,
			MaxConnsPerHost:     conns,
			IdleConnTimeout:     time.Minute,
			DisableCompression:  true,
		},
	}
}
