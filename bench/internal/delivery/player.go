package delivery

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Result is one leg: what the listeners did and what the origin answered.
type Result struct {
	Listeners int
	Errors    int
	FirstErr  string
	// Origin is what the origin server answered (each redirect hop
	// counted apart from where it led).
	OriginRequests int
	Redirects      int    // of OriginRequests, answers 3xx
	FirstStatus    string // the origin's first answer, e.g. "302 Found"
	OriginBytes    int64  // body bytes from the origin
	OriginBusy     time.Duration
	OtherBytes     int64 // body bytes from elsewhere (the object store)
	Wall           time.Duration
	FileBytes      int64 // size of the files as served (the first answer's Content-Range)
}

// OriginRate is the origin's requests per second while it had any in
// flight (from its first request to its last answer's end).
func (r *Result) OriginRate() float64 {
	if r.OriginBusy <= 0 {
		return 0
	}
	return float64(r.OriginRequests) / r.OriginBusy.Seconds()
}

// Play has n listeners at once each play one of urls (in turn) through to
// its end the way an <audio> element does: a first request of the stream
// URL for the first chunk bytes, following a redirect if there is one, then
// Range requests of chunk bytes to the URL the first answer came from (the
// object store's, after a redirect) until the file's end. The players read
// as fast as they can: the measure is cost per listener, not time.
func Play(origin string, urls []string, n int, chunk int64) *Result {
	o, _ := url.Parse(origin)
	m := &meter{origin: o.Host, base: &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		MaxIdleConnsPerHost: n,
		MaxConnsPerHost:     n,
		IdleConnTimeout:     time.Minute,
		DisableCompression:  true,
	}}
	c := &http.Client{Transport: m, Timeout: 2 * time.Minute, CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if len(via) >= 5 {
			return fmt.Errorf("%d redirects", len(via))
		}
		// A presigned URL carries its own authority; any other credentials
		// on it would be refused by a real S3.
		req.Header.Del("Authorization")
		return nil
	}}
	defer m.base.CloseIdleConnections()

	r := &Result{Listeners: n}
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(u string) {
			defer wg.Done()
			size, err := listen(c, u, chunk)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				r.Errors++
				if r.FirstErr == "" {
					r.FirstErr = err.Error()
				}
			} else if r.FileBytes == 0 {
				r.FileBytes = size
			}
		}(urls[i%len(urls)])
	}
	wg.Wait()
	r.Wall = time.Since(start)
	m.fill(r)
	return r
}

// listen plays one file through and returns its size.
func listen(c *http.Client, stream string, chunk int64) (int64, error) {
	at, size, err := fetch(c, stream, 0, chunk)
	if err != nil {
		return 0, err
	}
	for from := chunk; from < size; from += chunk {
		if _, _, err := fetch(c, at, from, min(from+chunk, size)); err != nil {
			return 0, err
		}
	}
	return size, nil
}

// fetch GETs bytes [from, to) of u (to is clamped by the server to the
// file's end), reads them all, and returns the URL that answered and the
// file's total size.
func fetch(c *http.Client, u string, from, to int64) (final string, size int64, err error) {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return "", 0, err
	}
	req.Header.Set("Range", fmt.Sprintf("bytes=%d-%d", from, to-1))
	res, err := c.Do(req)
	if err != nil {
		return "", 0, err
	}
	defer res.Body.Close()
	n, err := io.Copy(io.Discard, res.Body)
	if err != nil {
		return "", 0, err
	}
	// gofakes3 answers a Range request with 200 and the Content-Range of
	// the part it sent (S3 itself answers 206): the part is what counts, so
	// either is taken when its Content-Range is the one asked for.
	cr := res.Header.Get("Content-Range") // bytes first-last/total
	if res.StatusCode != http.StatusPartialContent && (res.StatusCode != http.StatusOK || cr == "") {
		return "", 0, fmt.Errorf("%s (bytes %d-%d): %s", res.Request.URL.Host, from, to-1, res.Status)
	}
	total, err := strconv.ParseInt(cr[strings.LastIndexByte(cr, '/')+1:], 10, 64)
	if err != nil || !strings.HasPrefix(cr, fmt.Sprintf("bytes %d-", from)) {
		return "", 0, fmt.Errorf("%s: Content-Range %q for bytes %d-%d", res.Request.URL.Host, cr, from, to-1)
	}
	if want := min(to, total) - from; n != want {
		return "", 0, fmt.Errorf("%s: %d bytes for bytes %d-%d, want %d", res.Request.URL.Host, n, from, to-1, want)
	}
	return res.Request.URL.String(), total, nil
}

// meter is a transport that counts what the origin answers, hop by hop
// (the client's redirects pass through it too), and the bytes from
// everywhere else.
type meter struct {
	origin string
	base   *http.Transport

	mu          sync.Mutex
	requests    int
	redirects   int
	firstStatus string
	originBytes int64
	otherBytes  int64
	first, last time.Time
}

func (m *meter) RoundTrip(req *http.Request) (*http.Response, error) {
	fromOrigin := req.URL.Host == m.origin
	started := time.Now()
	res, err := m.base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	if fromOrigin {
		m.requests++
		if res.StatusCode >= 300 && res.StatusCode < 400 {
			m.redirects++
		}
		if m.firstStatus == "" {
			m.firstStatus = res.Status
		}
		if m.first.IsZero() || started.Before(m.first) {
			m.first = started
		}
	}
	m.mu.Unlock()
	res.Body = &countedBody{ReadCloser: res.Body, m: m, origin: fromOrigin}
	return res, nil
}

// countedBody adds what is read to its side's bytes, and marks the end of
// the origin's last answer when an origin body is closed.
type countedBody struct {
	io.ReadCloser
	m      *meter
	origin bool
}

func (b *countedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.m.mu.Lock()
	if b.origin {
		b.m.originBytes += int64(n)
	} else {
		b.m.otherBytes += int64(n)
	}
	b.m.mu.Unlock()
	return n, err
}

func (b *countedBody) Close() error {
	if b.origin {
		b.m.mu.Lock()
		if now := time.Now(); now.After(b.m.last) {
			b.m.last = now
		}
		b.m.mu.Unlock()
	}
	return b.ReadCloser.Close()
}

func (m *meter) fill(r *Result) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r.OriginRequests, r.Redirects, r.FirstStatus = m.requests, m.redirects, m.firstStatus
	r.OriginBytes, r.OtherBytes = m.originBytes, m.otherBytes
	if !m.first.IsZero() && m.last.After(m.first) {
		r.OriginBusy = m.last.Sub(m.first)
	}
}
