package routes

import (
	"compress/gzip"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/gzipcode"
)

// compressMinLength is the smallest answer worth gzip: below about one
// packet (1460 bytes of a 1500-byte Ethernet frame) the coding saves no
// round trip, and its header and the work on both ends are spent for
// nothing.
const compressMinLength = 1400

// compressAnswersMiddlewareId names the middleware (a route could exclude it).
const compressAnswersMiddlewareId = "selahCompressAnswers"

// compressAnswers gzips, as they go out, the answers of every route that
// are text (JSON, feeds, sitemaps, pages) and at least compressMinLength
// bytes, for a request that accepts gzip. PocketBase's own apis.Gzip is
// not used: it compresses any type (audio included, and it gives up
// sendfile), answers to Range requests too, ignores q=0, and keeps a
// strong ETag on changed bytes.
//
// Never encoded: audio and images (not text), HEAD, Range requests and
// their 206, an answer that already has a Content-Encoding (the built
// files' copies), the SSE stream (text/event-stream), bodiless statuses.
// An answer with a strong ETag gets it weakened (W/"…"): the gzip bytes
// differ from those the tag names, while conditional requests, which
// compare weakly, still get their 304.
//
// It runs before noStore, so noStore's writer sits above this one and
// reads the body as written (it looks for tokens), and right before it,
// ahead of every other middleware, so error answers written late are
// covered too.
func compressAnswers() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       compressAnswersMiddlewareId,
		Priority: apis.DefaultCorsMiddlewarePriority - 2,
		Func: func(e *core.RequestEvent) error {
			r := e.Request
			if r.Method == http.MethodHead || r.Header.Get("Range") != "" || acceptedCoding(r, codingGzip) == "" {
				// Still say the answer varies by Accept-Encoding when it
				// would have been compressed for another request.
				w := &varyWriter{ResponseWriter: e.Response}
				e.Response = w
				return e.Next()
			}
			w := &gzipAnswerWriter{ResponseWriter: e.Response}
			e.Response = w
			err := e.Next()
			if cerr := w.close(); err == nil {
				err = cerr
			}
			return err
		},
	}
}

// compressibleType reports whether an answer of this Content-Type is text
// worth compressing.
func compressibleType(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return false
	}
	switch {
	case mt == "text/event-stream": // the realtime stream: written and flushed event by event
		return false
	case strings.HasPrefix(mt, "text/"),
		mt == "application/json", strings.HasSuffix(mt, "+json"),
		mt == "application/xml", strings.HasSuffix(mt, "+xml"),
		mt == "application/javascript", mt == "application/manifest+json":
		return true
	}
	return false
}

// mayCompress reports whether an answer with this status and these
// headers may be encoded at all (size aside).
func mayCompress(status int, h http.Header) bool {
	if status < 200 || status == http.StatusNoContent || status == http.StatusPartialContent ||
		status == http.StatusNotModified || (status >= 300 && status < 400) {
		return false
	}
	if h.Get("Content-Encoding") != "" || h.Get("Content-Range") != "" {
		return false
	}
	if strings.Contains(strings.ToLower(h.Get("Cache-Control")), "no-transform") {
		return false
	}
	return compressibleType(h.Get("Content-Type"))
}

// varyWriter only adds Vary: Accept-Encoding to answers that another
// request could have had compressed.
type varyWriter struct {
	http.ResponseWriter
	done bool
}

func (w *varyWriter) mark(status int) {
	if !w.done {
		w.done = true
		if mayCompress(status, w.Header()) {
			addVary(w.Header(), "Accept-Encoding")
		}
	}
}

func (w *varyWriter) WriteHeader(status int) {
	if status >= 200 {
		w.mark(status)
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *varyWriter) Write(p []byte) (int, error) {
	w.mark(http.StatusOK)
	return w.ResponseWriter.Write(p)
}

func (w *varyWriter) ReadFrom(r io.Reader) (int64, error) {
	w.mark(http.StatusOK)
	return readFromBeneath(w.ResponseWriter, r)
}

func (w *varyWriter) FlushError() error {
	w.mark(http.StatusOK)
	return http.NewResponseController(w.ResponseWriter).Flush()
}

func (w *varyWriter) Flush()                      { _ = w.FlushError() }
func (w *varyWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// gzipAnswerWriter decides when the status line is given (or, without
// one, at the first write or flush): an answer that may be compressed
// and whose Content-Length is at least compressMinLength is encoded at
// once; one without a length is held until compressMinLength bytes have
// come (then encoded) or the handler is done (then sent as it is, with
// its length). Anything else passes straight through, sendfile included.
type gzipAnswerWriter struct {
	http.ResponseWriter
	status  int  // the handler's status, once given
	decided bool // pass or gz chosen (and the status line sent, but while holding)
	holding bool // buffering an answer of unknown length
	held    []byte
	gz      *gzip.Writer // non-nil while encoding
	closed  bool         // the chain returned: what comes now (PocketBase's error answer) passes
	// An answer whose gzip form is already at hand (offerGzipped).
	offered   []byte
	offeredGz func() ([]byte, error)
	complete  bool // the offered gzip bytes went out: nothing may follow
}

// errAnswerComplete: a write after a whole precompressed answer.
var errAnswerComplete = errors.New("routes: the answer was already written whole")

// offerGzipped tells the answer compressor beneath w, if any, that body's
// gzip form is at hand (the answer cache keeps it). When body is then
// written whole, in one call, and would be encoded, those bytes go out
// with their length instead of body being compressed again; in every other
// case the offer is dropped and the answer goes out as it would have.
func offerGzipped(w http.ResponseWriter, body []byte, gzipped func() ([]byte, error)) {
	for len(body) > 0 {
		switch x := w.(type) {
		case *gzipAnswerWriter:
			x.offered, x.offeredGz = body, gzipped
			return
		case router.RWUnwrapper:
			w = x.Unwrap()
		default:
			return
		}
	}
}

// writeOffered sends the offered gzip bytes when p is the offered body
// itself (the very slice: the writers above pass it on as it is) and the
// answer is held to be encoded. It reports whether it wrote.
func (w *gzipAnswerWriter) writeOffered(p []byte) (bool, error) {
	body, gzipped := w.offered, w.offeredGz
	w.offered, w.offeredGz = nil, nil
	if !w.holding || len(w.held) != 0 || len(p) < compressMinLength || len(p) != len(body) || &p[0] != &body[0] {
		return false, nil
	}
	gz, err := gzipped()
	if err != nil {
		return false, nil // encode it here as usual
	}
	w.decided, w.holding, w.complete = true, false, true
	h := w.Header()
	markGzipped(h)
	h.Set("Content-Length", strconv.Itoa(len(gz)))
	w.ResponseWriter.WriteHeader(w.status)
	_, err = w.ResponseWriter.Write(gz)
	return true, err
}

// WriteHeader takes the handler's status; informational ones pass.
func (w *gzipAnswerWriter) WriteHeader(status int) {
	if status >= 100 && status < 200 && status != http.StatusSwitchingProtocols {
		w.ResponseWriter.WriteHeader(status)
		return
	}
	if w.status != 0 {
		return // the first status wins
	}
	w.status = status
	w.decide()
}

// decide picks pass or gzip from the status and headers as they are now.
func (w *gzipAnswerWriter) decide() {
	if w.decided || w.holding {
		return
	}
	if w.status == 0 {
		w.status = http.StatusOK
	}
	h := w.Header()
	if w.closed || !mayCompress(w.status, h) {
		w.pass()
		return
	}
	addVary(h, "Accept-Encoding")
	if cl := h.Get("Content-Length"); cl != "" {
		switch n, err := strconv.ParseInt(cl, 10, 64); {
		case err != nil || n < compressMinLength:
			w.pass()
		case w.offered != nil && n == int64(len(w.offered)):
			w.holding = true // the offered gzip bytes may go instead (writeOffered)
		default:
			w.startGzip()
		}
		return
	}
	w.holding = true
}

// pass sends the status line and lets everything through unchanged.
func (w *gzipAnswerWriter) pass() {
	w.decided, w.holding = true, false
	w.ResponseWriter.WriteHeader(w.status)
}

// startGzip sends the status line of a gzip answer and starts encoding.
func (w *gzipAnswerWriter) startGzip() {
	w.decided, w.holding = true, false
	markGzipped(w.Header())
	w.ResponseWriter.WriteHeader(w.status)
	w.gz = gzipcode.Writer(w.ResponseWriter)
}

// markGzipped turns an answer's headers into its gzip form's: the coding
// named, the length unknown (the caller sets it when it knows), and a
// strong ETag weakened, since it names the bytes before encoding.
func markGzipped(h http.Header) {
	h.Del("Content-Length")
	h.Set("Content-Encoding", codingGzip)
	if etag := h.Get("ETag"); etag != "" && !strings.HasPrefix(etag, "W/") {
		h.Set("ETag", "W/"+etag)
	}
}

func (w *gzipAnswerWriter) Write(p []byte) (int, error) {
	if w.complete {
		return 0, errAnswerComplete
	}
	if !w.decided {
		w.decide()
	}
	if w.offered != nil {
		if wrote, err := w.writeOffered(p); wrote {
			return len(p), err
		}
	}
	switch {
	case w.holding:
		w.held = append(w.held, p...)
		if len(w.held) >= compressMinLength {
			held := w.held
			w.held = nil
			w.startGzip()
			if _, err := w.gz.Write(held); err != nil {
				return 0, err
			}
		}
		return len(p), nil
	case w.gz != nil:
		return w.gz.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// ReadFrom keeps sendfile for what is not encoded (the stream, files).
func (w *gzipAnswerWriter) ReadFrom(r io.Reader) (int64, error) {
	if !w.decided {
		w.decide()
	}
	if w.decided && w.gz == nil {
		return readFromBeneath(w.ResponseWriter, r)
	}
	return io.Copy(writerOnly{w}, r)
}

// FlushError: a handler that flushes wants the bytes out now; held bytes
// are encoded (the rest may follow) and the encoder flushed.
func (w *gzipAnswerWriter) FlushError() error {
	if !w.decided {
		w.decide()
	}
	if w.holding {
		held := w.held
		w.held = nil
		w.startGzip()
		if _, err := w.gz.Write(held); err != nil {
			return err
		}
	}
	if w.gz != nil {
		if err := w.gz.Flush(); err != nil {
			return err
		}
	}
	return http.NewResponseController(w.ResponseWriter).Flush()
}

func (w *gzipAnswerWriter) Flush() { _ = w.FlushError() }

// close ends the answer: a held short one goes out as it is, with its
// length; an encoding one gets its gzip trailer.
func (w *gzipAnswerWriter) close() error {
	w.closed = true
	switch {
	case w.holding:
		held := w.held
		w.held = nil
		w.Header().Set("Content-Length", strconv.Itoa(len(held)))
		w.pass()
		_, err := w.ResponseWriter.Write(held)
		return err
	case w.gz != nil:
		err := w.gz.Close()
		gzipcode.Release(w.gz)
		w.gz = nil
		return err
	}
	return nil
}

// Written and Status answer for the handler's status (PocketBase's
// e.Written and e.Status), even while the line is held: the answer is
// given, and no error answer may follow it.
func (w *gzipAnswerWriter) Written() bool { return w.status != 0 || w.decided }

func (w *gzipAnswerWriter) Status() int { return w.status }

// Unwrap lets http.ResponseController (hijack, deadlines) reach the
// connection's writer.
func (w *gzipAnswerWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// readFromBeneath hands r to the first writer below w that reads from a
// reader (the connection's, for sendfile), else copies.
func readFromBeneath(w http.ResponseWriter, r io.Reader) (int64, error) {
	for rw := w; ; {
		switch x := rw.(type) {
		case io.ReaderFrom:
			return x.ReadFrom(r)
		case router.RWUnwrapper:
			rw = x.Unwrap()
		default:
			return io.Copy(writerOnly{w}, r)
		}
	}
}

var (
	_ router.RWUnwrapper   = (*gzipAnswerWriter)(nil)
	_ router.WriteTracker  = (*gzipAnswerWriter)(nil)
	_ router.StatusTracker = (*gzipAnswerWriter)(nil)
	_ io.ReaderFrom        = (*gzipAnswerWriter)(nil)
	_ http.Flusher         = (*gzipAnswerWriter)(nil)
	_ router.RWUnwrapper   = (*varyWriter)(nil)
	_ io.ReaderFrom        = (*varyWriter)(nil)
)
