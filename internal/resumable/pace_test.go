package resumable_test

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	tusd "github.com/tus/tusd/v2/pkg/handler"

	"selah/internal/resumable"
)

// slowReader hands out its chunks one a read, each after its delay.
type slowReader struct {
	chunks [][]byte
	delays []time.Duration
	closed bool
}

func (r *slowReader) Read(p []byte) (int, error) {
	if len(r.chunks) == 0 {
		return 0, io.EOF
	}
	time.Sleep(r.delays[0])
	n := copy(p, r.chunks[0])
	r.chunks, r.delays = r.chunks[1:], r.delays[1:]
	return n, nil
}

func (r *slowReader) Close() error { r.closed = true; return nil }

// lateEOF returns its text and the end of the body in one late read.
type lateEOF struct{ s string }

func (r lateEOF) Read(p []byte) (int, error) {
	time.Sleep(30 * time.Millisecond)
	return copy(p, r.s), io.EOF
}

func (lateEOF) Close() error { return nil }

func pacedOver(r *slowReader, p resumable.Pace) io.ReadCloser {
	// A recorder has no connection: deadlines are refused, the checks at
	// each read remain.
	return resumable.PacedBody(r, http.NewResponseController(httptest.NewRecorder()), p, time.Now())
}

func readAll(b io.Reader) ([]byte, error) {
	var out bytes.Buffer
	buf := make([]byte, 64)
	for {
		n, err := b.Read(buf)
		out.Write(buf[:n])
		if err == io.EOF {
			return out.Bytes(), nil
		}
		if err != nil {
			return out.Bytes(), err
		}
	}
}

// A read that comes back after the client's slack is spent stops the
// request with ERR_UPLOAD_TOO_SLOW; its bytes are still handed on (tusd
// stores them), the body is closed, and later reads fail at once.
func TestPaceStopsALateClientAndKeepsItsBytes(t *testing.T) {
	r := &slowReader{chunks: [][]byte{[]byte("abc"), []byte("de"), []byte("never")},
		delays: []time.Duration{0, 600 * time.Millisecond, 0}}
	b := pacedOver(r, resumable.Pace{MinRate: 1 << 20, Window: 200 * time.Millisecond})
	got, err := readAll(b)
	var te tusd.Error
	if !errors.As(err, &te) || te.ErrorCode != resumable.ErrCodeTooSlow || te.HTTPResponse.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("a late client got %v", err)
	}
	if string(got) != "abcde" || !r.closed {
		t.Fatalf("kept %q, body closed %v", got, r.closed)
	}
	if n, err := b.Read(make([]byte, 8)); n != 0 || !errors.As(err, &te) || te.ErrorCode != resumable.ErrCodeTooSlow {
		t.Fatalf("a read after the stop gave %d, %v", n, err)
	}
}

// The request's MaxDuration ends it even when every byte is on time.
func TestPaceEndsARequestAtMaxDuration(t *testing.T) {
	r := &slowReader{chunks: [][]byte{[]byte("a"), []byte("b"), []byte("c")},
		delays: []time.Duration{0, 600 * time.Millisecond, 0}}
	b := pacedOver(r, resumable.Pace{MinRate: 1, Window: time.Minute, MaxDuration: 200 * time.Millisecond})
	got, err := readAll(b)
	var te tusd.Error
	if !errors.As(err, &te) || te.ErrorCode != resumable.ErrCodeTooLong || string(got) != "ab" {
		t.Fatalf("kept %q, error %v", got, err)
	}
}

// A body that completes is never stopped, however late its end; a zero
// Pace stops nothing; a client inside its pace is untouched.
func TestPaceLetsCompleteAndPacedBodiesThrough(t *testing.T) {
	late := pacedOver(&slowReader{chunks: [][]byte{[]byte("x")}, delays: []time.Duration{30 * time.Millisecond}},
		resumable.Pace{MinRate: 1 << 20, Window: time.Minute, MaxDuration: time.Minute})
	// The one chunk arrives late for a 1 MiB/s floor but within the window.
	if got, err := readAll(late); err != nil || string(got) != "x" {
		t.Fatalf("a body within its window got %q, %v", got, err)
	}
	// The last bytes and the end arrive together, after the slack is spent.
	end := resumable.PacedBody(lateEOF{"end"}, http.NewResponseController(httptest.NewRecorder()),
		resumable.Pace{MinRate: 1 << 20, Window: 10 * time.Millisecond, MaxDuration: 10 * time.Millisecond}, time.Now())
	if n, err := end.Read(make([]byte, 8)); n != 3 || err != io.EOF {
		t.Fatalf("a body that completed late got %d, %v", n, err)
	}
	off := pacedOver(&slowReader{chunks: [][]byte{[]byte("a"), []byte("b")}, delays: []time.Duration{0, 30 * time.Millisecond}}, resumable.Pace{})
	if got, err := readAll(off); err != nil || string(got) != "ab" {
		t.Fatalf("a zero pace stopped a body: %q, %v", got, err)
	}
	chunks, delays := make([][]byte, 20), make([]time.Duration, 20)
	for i := range chunks {
		chunks[i], delays[i] = bytes.Repeat([]byte{'z'}, 64), time.Millisecond
	}
	fast := pacedOver(&slowReader{chunks: chunks, delays: delays}, resumable.Pace{MinRate: 1, Window: time.Minute, MaxDuration: time.Minute})
	if got, err := readAll(fast); err != nil || len(got) != 20*64 {
		t.Fatalf("a paced body got %d bytes, %v", len(got), err)
	}
}
