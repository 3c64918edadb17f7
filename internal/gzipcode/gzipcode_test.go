package gzipcode

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"testing"
)

// TestBytesRoundTrip: what Bytes codes decodes to the input, again and
// again through reused encoders, and an encoder used for one answer leaves
// nothing of it in the next.
func TestBytesRoundTrip(t *testing.T) {
	for i, in := range []string{strings.Repeat(`{"title":"Amazing Grace"},`, 200), "", "short", strings.Repeat("psalm ", 3000)} {
		z, err := Bytes([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(z))
		if err != nil {
			t.Fatalf("%d: not gzip: %v", i, err)
		}
		out, err := io.ReadAll(zr)
		if err != nil || string(out) != in {
			t.Fatalf("%d: decoded %d bytes (%v), want the %d given", i, len(out), err, len(in))
		}
	}
}
