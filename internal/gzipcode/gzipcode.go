// Package gzipcode codes answers in gzip: one level and one pool of
// encoders, shared by the answer compressor (routes/compress.go) and the
// answer cache's kept forms (internal/answercache). An encoder holds some
// hundreds of kilobytes of tables; under writes every answer is coded anew,
// so each is reused rather than made for one answer.
package gzipcode

import (
	"bytes"
	"compress/gzip"
	"io"
	"sync"
)

// Level is gzip's fastest. On a page of 20 items (12 KB of JSON) it takes
// 61 µs against the default level's 212, for 15% more bytes (3.7 KB against
// 3.3); under writes every answer is rendered and compressed anew, and at
// the default level compression was the largest cost of the long-tail
// lists (decision 0015).
const Level = gzip.BestSpeed

var encoders = sync.Pool{New: func() any {
	zw, err := gzip.NewWriterLevel(io.Discard, Level)
	if err != nil {
		panic(err) // a constant level gzip accepts
	}
	return zw
}}

// Writer is an encoder at Level writing to w. Close it, then hand it back
// with Release.
func Writer(w io.Writer) *gzip.Writer {
	zw := encoders.Get().(*gzip.Writer)
	zw.Reset(w)
	return zw
}

// Release returns zw to the pool; it must not be used afterwards.
func Release(zw *gzip.Writer) {
	zw.Reset(io.Discard) // let go of the last destination
	encoders.Put(zw)
}

// Bytes is p gzipped at Level.
func Bytes(p []byte) ([]byte, error) {
	var out bytes.Buffer
	zw := Writer(&out)
	defer Release(zw)
	if _, err := zw.Write(p); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
