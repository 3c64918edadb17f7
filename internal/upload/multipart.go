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
	head := &headWriter{max: SniffLen}
	n, err := io.Copy(io.MultiWriter(tmp, head), io.LimitReader(part, max+1))
	closeErr := tmp.Close()
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("write temp file: %w", err) // e.g. a full disk
		}
		return nil, fmt.Errorf("%w: %w", ErrInterrupted, err)
	}
	if closeErr != nil {
		return nil, fmt.Errorf("close temp file: %w", closeErr)
	}
	if n > max {
		return nil, &TooLargeError{Field: field, Index: index, Limit: max}
	}
	return &File{Field: field, Index: index, Name: filepath.Base(part.FileName()), Path: tmp.Name(), Size: n, Head: head.buf}, nil
}

// Cleanup removes every temporary file of the form.
func (form *Form) Cleanup() {
	for _, p := range form.paths {
		_ = os.Remove(p)
	}
	form.paths = nil
}

// headWriter keeps the first max bytes written to it.
type headWriter struct {
	buf []byte
	max int
}

func (h *headWriter) Write(p []byte) (int, error) {
	if room := h.max - len(h.buf); room > 0 {
		if len(p) < room {
			room = len(p)
		}
		h.buf = append(h.buf, p[:room]...)
	}
	return len(p), nil
}
