// Package upload reads a multipart upload part by part, straight to
// temporary files, so a two-hour sermon never sits in memory; it enforces
// per-file limits while the bytes arrive and keeps each file's first bytes
// for sniffing.
package upload

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"os"
	"path/filepath"
	"sync"
)

// SniffLen is how many leading bytes of each file are kept for type checks.
const SniffLen = 4096

// File is one uploaded file, on disk until Cleanup.
type File struct {
	Field string // form field name
	Index int    // position among the files of the same field, from 0
	Name  string // the client's file name (only for display and extension hints)
	Path  string // the temporary file
	Size  int64
	Head  []byte // the first SniffLen bytes (fewer for a smaller file)
}

// Open opens the temporary file for reading.
func (f *File) Open() (*os.File, error) { return os.Open(f.Path) }

// Limits bound what one request may carry.
type Limits struct {
	MaxValueBytes int64            // per text field
	MaxValues     int              // text fields in all
	MaxFileBytes  map[string]int64 // per file, by field; a field absent here is refused
	MaxFiles      int              // files in all
}

// Form is the read request: text fields and files, in arrival order.
type Form struct {
	Values map[string][]string
	Files  map[string][]*File
	paths  []string
}

// TooLargeError says which file or field went over its limit.
type TooLargeError struct {
	Field string
	Index int
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s[%d] is over the limit of %d bytes", e.Field, e.Index, e.Limit)
}

// Errors of Read besides TooLargeError.
var (
	ErrUnexpectedField = errors.New("unexpected file field")
	ErrTooManyParts    = errors.New("too many parts")
	ErrInterrupted     = errors.New("the upload was interrupted")
)

// Read consumes every part of r into dir. On any error it removes what it
// wrote and returns the error; on success the caller must call Cleanup.
func Read(r *multipart.Reader, dir string, lim Limits) (*Form, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("upload dir: %w", err)
	}
	form := &Form{Values: map[string][]string{}, Files: map[string][]*File{}}
	values, files := 0, 0
	for {
		part, err := r.NextPart()
		if errors.Is(err, io.EOF) {
			return form, nil
		}
		if err != nil {
			form.Cleanup()
			return nil, fmt.Errorf("%w: %w", ErrInterrupted, err)
		}
		name := part.FormName()
		if part.FileName() == "" {
			values++
			if values > lim.MaxValues {
				form.Cleanup()
				return nil, ErrTooManyParts
			}
			v, err := readValue(part, lim.MaxValueBytes)
			if err != nil {
				form.Cleanup()
				var tl *TooLargeError
				if errors.As(err, &tl) {
					tl.Field = name
				}
				return nil, err
			}
			form.Values[name] = append(form.Values[name], v)
			continue
		}
		max, ok := lim.MaxFileBytes[name]
		if !ok {
			form.Cleanup()
			return nil, fmt.Errorf("%w: %q", ErrUnexpectedField, name)
		}
		files++
		if files > lim.MaxFiles {
			form.Cleanup()
			return nil, ErrTooManyParts
		}
		f, err := form.save(part, dir, name, len(form.Files[name]), max)
		if err != nil {
			form.Cleanup()
			return nil, err
		}
		form.Files[name] = append(form.Files[name], f)
	}
}

func readValue(part *multipart.Part, max int64) (string, error) {
	b, err := io.ReadAll(io.LimitReader(part, max+1))
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrInterrupted, err)
	}
	if int64(len(b)) > max {
		return "", &TooLargeError{Limit: max}
	}
	return string(b), nil
}

// save streams one file part to a temporary file, stopping at max bytes.
func (form *Form) save(part *multipart.Part, dir, field string, index int, max int64) (*File, error) {
	tmp, err := os.CreateTemp(dir, "upload-*")
	if err != nil {
		return nil, fmt.Errorf("create temp file: %w", err)
	}
	form.paths = append(form.paths, tmp.Name())
	n, head, readErr, writeErr := copyPart(tmp, part, max+1)
	closeErr := tmp.Close()
	switch {
	case writeErr != nil:
		return nil, fmt.Errorf("write temp file: %w", writeErr) // e.g. a full disk
	case readErr != nil:
		return nil, fmt.Errorf("%w: %w", ErrInterrupted, readErr)
	case closeErr != nil:
		return nil, fmt.Errorf("close temp file: %w", closeErr)
	case n > max:
		return nil, &TooLargeError{Field: field, Index: index, Limit: max}
	}
	return &File{Field: field, Index: index, Name: filepath.Base(part.FileName()), Path: tmp.Name(), Size: n, Head: head}, nil
}

// CopyBufferSize is how much of a file part goes to disk a write: the
// multipart reader hands out at most 4 KiB a call, so copying call by call
// would be a quarter of a million writes for a 1 GiB upload. It is also
// the size of the read-ahead the routes put under the multipart reader.
const CopyBufferSize = 1 << 20

var copyBuffers = sync.Pool{New: func() any { b := make([]byte, CopyBufferSize); return &b }}

// copyPart copies at most limit bytes of src to dst, a whole buffer a
// write, and returns how many it copied, the first SniffLen of them, and
// the first read error (not io.EOF) or write error.
func copyPart(dst io.Writer, src io.Reader, limit int64) (n int64, head []byte, readErr, writeErr error) {
	bp := copyBuffers.Get().(*[]byte)
	defer copyBuffers.Put(bp)
	buf := *bp
	for eof := false; n < limit && !eof; {
		// Fill the buffer (or reach the limit) before writing.
		want := buf[:min(int64(len(buf)), limit-n)]
		got := 0
		for got < len(want) {
			m, err := src.Read(want[got:])
			got += m
			if err != nil {
				if err != io.EOF {
					readErr = err
				}
				eof = true
				break
			}
		}
		if got > 0 {
			if len(head) < SniffLen {
				head = append(head, want[:min(got, SniffLen-len(head))]...)
			}
			if _, err := dst.Write(want[:got]); err != nil {
				return n, head, nil, err
			}
			n += int64(got)
		}
	}
	return n, head, readErr, nil
}

// Cleanup removes every temporary file of the form.
func (form *Form) Cleanup() {
	for _, p := range form.paths {
		_ = os.Remove(p)
	}
	form.paths = nil
}
