package importfeed

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"

	"selah/internal/upload"
)

// userAgent names us to the old host (some refuse Go's default agent).
const userAgent = "Selah-Import/1.0 (podcast import; +https://github.com/selah)"

// tooLargeError is a download over its limit.
type tooLargeError struct{ limit int64 }

func (e *tooLargeError) Error() string { return "larger than " + humanBytes(e.limit) }

// timeoutError is a download that ran out of time.
type timeoutError struct{ limit time.Duration }

func (e *timeoutError) Error() string { return "not downloaded within " + humanDuration(e.limit) }

// download is one file fetched to disk: its temporary path, size and
// first bytes (what it is is decided from those, never from the server's
// Content-Type).
type download struct {
	path string
	size int64
	head []byte
}

func (d *download) remove() {
	if d != nil && d.path != "" {
		_ = os.Remove(d.path)
	}
}

// asFile is the download as the upload pipeline's file (ingest saves it).
func (d *download) asFile(name string) *upload.File {
	return &upload.File{Name: name, Path: d.path, Size: d.size, Head: d.head}
}

// get sends a GET through the guarded client and returns a 200's answer;
// any other status is an error naming it.
func (s *Service) get(ctx context.Context, rawURL, accept string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, errBadAddress
	}
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("Accept", accept)
	res, err := s.client.Do(req)
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusOK {
		res.Body.Close()
		return nil, &statusError{code: res.StatusCode}
	}
	return res, nil
}

// errBadAddress is a URL the request could not be made of.
var errBadAddress = errors.New("not a valid address")

// statusError is an answer other than 200.
type statusError struct{ code int }

func (e *statusError) Error() string {
	return fmt.Sprintf("the server answered %d %s", e.code, http.StatusText(e.code))
}

// fetchBytes reads a whole answer into memory, at most max bytes, within
// limit.
func (s *Service) fetchBytes(ctx context.Context, rawURL, accept string, max int64, limit timeLimit) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, limit.d)
	defer cancel()
	res, err := s.get(ctx, rawURL, accept)
	if err != nil {
		return nil, limit.explain(ctx, err)
	}
	defer res.Body.Close()
	if res.ContentLength > max {
		return nil, &tooLargeError{max}
	}
	body, err := io.ReadAll(io.LimitReader(res.Body, max+1))
	if err != nil {
		return nil, limit.explain(ctx, err)
	}
	if int64(len(body)) > max {
		return nil, &tooLargeError{max}
	}
	return body, nil
}

// fetchFile downloads an answer into a new file of dir, at most max
// bytes, within limit; the caller removes it (download.remove).
func (s *Service) fetchFile(ctx context.Context, rawURL, accept, dir string, max int64, limit timeLimit) (*download, error) {
	ctx, cancel := context.WithTimeout(ctx, limit.d)
	defer cancel()
	res, err := s.get(ctx, rawURL, accept)
	if err != nil {
		return nil, limit.explain(ctx, err)
	}
	defer res.Body.Close()
	if res.ContentLength > max {
		return nil, &tooLargeError{max}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(dir, "import_*")
	if err != nil {
		return nil, err
	}
	d := &download{path: f.Name()}
	n, err := io.Copy(f, io.LimitReader(res.Body, max+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	switch {
	case err != nil:
		d.remove()
		return nil, limit.explain(ctx, err)
	case n > max:
		d.remove()
		return nil, &tooLargeError{max}
	}
	d.size = n
	if d.head, err = readHead(d.path); err != nil {
		d.remove()
		return nil, err
	}
	return d, nil
}

func readHead(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	head := make([]byte, upload.SniffLen)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return head[:n], nil
}

// timeLimit is a download's time limit.
type timeLimit struct{ d time.Duration }

// explain is a failed request's error, or a timeoutError when the time
// limit ran out (whatever the network said then).
func (l timeLimit) explain(ctx context.Context, err error) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return &timeoutError{l.d}
	}
	return err
}

// reason is what a person reads about a failed download of what ("the
// feed", "the audio", "the artwork").
func reason(what string, err error) string {
	var (
		status   *statusError
		tooLarge *tooLargeError
		timeout  *timeoutError
		dnsErr   *net.DNSError
	)
	switch {
	case errors.As(err, &timeout):
		return fmt.Sprintf("%s took too long: it was not downloaded within %s", what, humanDuration(timeout.limit))
	case errors.As(err, &tooLarge):
		return fmt.Sprintf("%s is too large: larger than %s", what, humanBytes(tooLarge.limit))
	case errors.Is(err, errRefusedAddress):
		return what + " is at an address that is not public (private, loopback or link-local)"
	case errors.Is(err, errTooManyRedirects):
		return fmt.Sprintf("%s could not be downloaded: more than %d redirects", what, MaxRedirects)
	case errors.Is(err, errRedirectScheme):
		return what + " could not be downloaded: it redirects to an address that is not http or https"
	case errors.Is(err, errBadAddress):
		return what + " has an address that is not valid"
	case errors.As(err, &status):
		return what + " could not be downloaded: " + status.Error()
	case errors.As(err, &dnsErr):
		return what + " could not be downloaded: its server's name was not found"
	}
	return what + connectionFailed
}

// connectionFailed is reason's words for a download that failed for none
// of the reasons it names: the connection was refused, reset or dropped.
const connectionFailed = " could not be downloaded: the connection failed"

// retryable reports whether a failed download may succeed if tried again
// soon: the server said it is busy or failing (a 5xx, 429 or 408), or the
// connection broke (what reason calls a failed connection). Not what
// another try cannot change: a 404, a refused or bad address, too large,
// too many redirects, an unknown server name, or our own time limit
// (another try would take as long).
func retryable(err error) bool {
	var status *statusError
	if errors.As(err, &status) {
		return status.code >= 500 || status.code == http.StatusTooManyRequests || status.code == http.StatusRequestTimeout
	}
	return !errors.Is(err, context.Canceled) && reason("", err) == connectionFailed
}

// withRetries is fetch, tried again after each of waits while it fails in
// a way that may pass (retryable). ctx's end stops the waiting.
func withRetries[T any](ctx context.Context, waits []time.Duration, fetch func() (T, error)) (T, error) {
	got, err := fetch()
	for _, wait := range waits {
		if err == nil || !retryable(err) || ctx.Err() != nil {
			break
		}
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return got, err
		case <-timer.C:
		}
		got, err = fetch()
	}
	return got, err
}

func humanBytes(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d KB", n>>10)
}

func humanDuration(d time.Duration) string {
	if d >= time.Minute && d%time.Minute == 0 {
		return fmt.Sprintf("%d minutes", int(d/time.Minute))
	}
	return fmt.Sprintf("%d seconds", int(d.Round(time.Second)/time.Second))
}
