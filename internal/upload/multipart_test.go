package upload

import (
	"bytes"
	"errors"
	"io"
	"mime/multipart"
	"os"
	"testing"
)

// trickle hands out at most n bytes a Read, like a slow connection.
type trickle struct {
	r io.Reader
	n int
}

func (t trickle) Read(p []byte) (int, error) { return t.r.Read(p[:min(len(p), t.n)]) }

// body is a multipart body (boundary "b") with one file part, cut after
// cut bytes when cut >= 0.
func body(t *testing.T, field string, content []byte, cut int) io.Reader {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	if err := mw.SetBoundary("b"); err != nil {
		t.Fatal(err)
	}
	w, _ := mw.CreateFormFile(field, "a.wav")
	_, _ = w.Write(content)
	_ = mw.Close()
	b := buf.Bytes()
	if cut >= 0 {
		b = b[:cut]
	}
	return trickle{bytes.NewReader(b), 3000}
}

// Files larger than the copy buffer, read in small pieces, arrive whole;
// the limit holds across buffer boundaries.
func TestReadLargeFiles(t *testing.T) {
	content := make([]byte, 2*CopyBufferSize+12345)
	for i := range content {
		content[i] = byte(i * 7 / 5)
	}
	dir := t.TempDir()
	limit := int64(len(content))
	for _, tc := range []struct {
		name string
		size int
		ok   bool
	}{{"at the limit", len(content), true}, {"one byte over", len(content) + 1, false}, {"small", 10, true}, {"empty", 0, true}} {
		t.Run(tc.name, func(t *testing.T) {
			data := append(bytes.Repeat([]byte{0}, max(0, tc.size-len(content))), content...)[:tc.size]
			form, err := Read(multipart.NewReader(body(t, "audio", data, -1), "b"), dir,
				Limits{MaxFileBytes: map[string]int64{"audio": limit}, MaxFiles: 1})
			if !tc.ok {
				var tl *TooLargeError
				if !errors.As(err, &tl) || tl.Field != "audio" || tl.Limit != limit {
					t.Fatalf("got %v, want a TooLargeError", err)
				}
				if left, _ := os.ReadDir(dir); len(left) > 0 {
					t.Fatalf("%d files left", len(left))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer form.Cleanup()
			f := form.Files["audio"][0]
			got, err := os.ReadFile(f.Path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, data) || f.Size != int64(len(data)) || !bytes.Equal(f.Head, data[:min(len(data), SniffLen)]) {
				t.Fatalf("stored %d bytes (size %d, head %d), sent %d", len(got), f.Size, len(f.Head), len(data))
			}
		})
	}
}

// A body cut inside a file is an interrupted upload, with nothing left on
// disk, wherever the cut falls against the copy buffer.
func TestReadCutBody(t *testing.T) {
	content := make([]byte, CopyBufferSize+5000)
	dir := t.TempDir()
	for _, cut := range []int{200, CopyBufferSize / 2, CopyBufferSize + 100, CopyBufferSize + 4900} {
		_, err := Read(multipart.NewReader(body(t, "audio", content, cut), "b"), dir,
			Limits{MaxFileBytes: map[string]int64{"audio": 1 << 30}, MaxFiles: 1})
		if !errors.Is(err, ErrInterrupted) {
			t.Fatalf("cut at %d: got %v, want ErrInterrupted", cut, err)
		}
		if left, _ := os.ReadDir(dir); len(left) > 0 {
			t.Fatalf("cut at %d: %d files left", cut, len(left))
		}
	}
}
