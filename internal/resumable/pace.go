package resumable

import (
	"errors"
	"io"
	"net"
	"net/http"
	"sync"
	"time"

	tusd "github.com/tus/tusd/v2/pkg/handler"
)

// Pace is the least a request carrying upload bytes (PATCH, or a POST with
// creation-with-upload) must keep up. tusd pushes the connection's read
// deadline forward after every read, so without it a client sending one
// byte every few seconds held its request open indefinitely (PocketBase
// closes every other route at 5 minutes), and a handful of such clients
// could hold the server's connections. A request that falls below the pace
// is stopped: what arrived is kept (tusd writes as it reads), HEAD reports
// it, and the client resumes from there.
type Pace struct {
	// MinRate is the least average rate, in bytes a second (0: none).
	MinRate int64
	// Window is how far behind MinRate a client may fall: the slack before
	// the first byte, and the longest stall later. Bytes sent faster than
	// MinRate bank credit, but never more than Window of it.
	Window time.Duration
	// MaxDuration is the longest one request may spend reading its body,
	// however fast it goes (0: no limit).
	MaxDuration time.Duration
}

// DefaultPace is what the server runs with.
//   - 4 KiB/s (32 kbit/s) is below what a phone on 2G (EDGE) sends, so only
//     a client that is not really uploading falls under it;
//   - 30 s rides out a mobile network's stalls (a cell handover, TCP's
//     retransmission back-off) and the start of a request;
//   - 15 minutes lets one 8 MiB chunk of our front end finish at 9 KiB/s or
//     more; a slower or larger request is cut and resumes from the bytes it
//     sent (tus-js-client retries a 5xx and resets its retry count whenever
//     the offset moved), at the cost of one HEAD.
//
// So a client that holds a connection must keep sending 4 KiB/s, and none
// holds one longer than 15 minutes.
var DefaultPace = Pace{MinRate: 4 << 10, Window: 30 * time.Second, MaxDuration: 15 * time.Minute}

// Error codes of a request stopped by its Pace: a 503, which tus clients
// retry (HEAD, then PATCH from the offset the server holds).
const (
	ErrCodeTooSlow = "ERR_UPLOAD_TOO_SLOW"
	ErrCodeTooLong = "ERR_REQUEST_TOO_LONG"
)

var (
	errTooSlow = tusd.NewError(ErrCodeTooSlow, "upload too slow", http.StatusServiceUnavailable)
	errTooLong = tusd.NewError(ErrCodeTooLong, "request took too long", http.StatusServiceUnavailable)
)

// Paces holds the pace an app's uploads run under: one per app
// (internal/services builds it), handed to the Service in its Config.
type Paces struct {
	mu sync.Mutex
	p  Pace
}

// NewPaces holds DefaultPace.
func NewPaces() *Paces { return &Paces{p: DefaultPace} }

// Set makes the uploads run under p from the next request on (tests use
// short ones).
func (s *Paces) Set(p Pace) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.p = p
}

// Get is the pace uploads run under now: DefaultPace without a holder.
func (s *Paces) Get() Pace {
	if s == nil {
		return DefaultPace
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.p
}

// paced puts the body of an upload request under the app's pace.
func (s *Service) paced(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil && r.Body != http.NoBody {
			r.Body = PacedBody(r.Body, http.NewResponseController(w), s.cfg.Pace.Get(), time.Now())
		}
		next.ServeHTTP(w, r)
	})
}

// pacedBody is a request body under a Pace. Only the time spent waiting
// for the client counts against it (not our disk writes between reads):
// budget is how much longer the client may take before sending more, and
// each read is given a connection deadline at the end of that budget (or
// of the request's MaxDuration), so a stalled client is stopped when it
// falls behind, not when a byte finally arrives. tusd moves the deadline
// after each read; the next read sets it back. tusd reads the body from
// one goroutine, so no lock is needed.
type pacedBody struct {
	body   io.ReadCloser
	rc     *http.ResponseController // the connection's read deadline
	pace   Pace
	budget time.Duration
	end    time.Time
	cut    error // why the request was stopped; nil while it runs
}

// PacedBody puts body, a request's from start, under p; rc sets the read
// deadlines of its connection (a recorder's refuses them: then a late client
// is still stopped at its next read). The upload handler does this to every
// request that carries bytes.
func PacedBody(body io.ReadCloser, rc *http.ResponseController, p Pace, start time.Time) io.ReadCloser {
	b := &pacedBody{body: body, rc: rc, pace: p, budget: p.Window}
	if p.MaxDuration > 0 {
		b.end = start.Add(p.MaxDuration)
	}
	return b
}

// floor reports whether the pace has a minimum rate.
func (b *pacedBody) floor() bool { return b.pace.MinRate > 0 }

func (b *pacedBody) Read(p []byte) (int, error) {
	if b.cut != nil {
		return 0, b.cut
	}
	start := time.Now()
	var deadline time.Time
	if b.floor() {
		deadline = start.Add(b.budget)
	}
	if !b.end.IsZero() && (deadline.IsZero() || b.end.Before(deadline)) {
		deadline = b.end
	}
	if !deadline.IsZero() {
		// Unsupported (a test's recorder): then the checks below still
		// stop a client that was late, at its next read.
		_ = b.rc.SetReadDeadline(deadline)
	}

	n, err := b.body.Read(p)
	now := time.Now()
	if errors.Is(err, io.EOF) {
		return n, err // the body is complete, however late
	}
	overdue := false
	if b.floor() {
		b.budget -= now.Sub(start)
		overdue = b.budget < 0 || isTimeout(err)
	}
	if n > 0 && b.floor() {
		b.budget += time.Duration(int64(n) * int64(time.Second) / b.pace.MinRate)
		if b.budget > b.pace.Window {
			b.budget = b.pace.Window
		}
	}
	switch {
	case !b.end.IsZero() && !now.Before(b.end):
		b.stop(errTooLong)
	case overdue:
		b.stop(errTooSlow)
	default:
		return n, err
	}
	// The bytes of this read are kept: tusd writes them, then answers the
	// error.
	return n, b.cut
}

// stop ends the request's reading: the read deadline goes to now, so the
// close below (which drains a little of the body) and anything else that
// reads the connection fails at once, and the server closes the
// connection after its answer instead of waiting on the client.
func (b *pacedBody) stop(err error) {
	b.cut = err
	_ = b.rc.SetReadDeadline(time.Now())
	_ = b.body.Close()
}

func (b *pacedBody) Close() error { return b.body.Close() }

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}
