package downloads

import (
	"errors"
	"slices"
	"testing"
)

func TestParseRange(t *testing.T) {
	t.Parallel()
	const size = 1000
	for _, c := range []struct {
		header string
		want   []Span
		err    bool
	}{
		{"", []Span{{0, 1000}}, false},
		{"bytes=0-499", []Span{{0, 500}}, false},
		{"bytes=500-", []Span{{500, 1000}}, false},
		{"bytes=-200", []Span{{800, 1000}}, false},
		{"bytes=-5000", []Span{{0, 1000}}, false},
		{"bytes=900-5000", []Span{{900, 1000}}, false},
		{"bytes=0-0, 10-19 ,2000-3000", []Span{{0, 1}, {10, 20}}, false},
		{"bytes=1000-", nil, true},
		{"bytes=2000-3000", nil, true},
		{"bytes=5-1", nil, true},
		{"bytes=a-b", nil, true},
		{"items=0-1", nil, true},
		{"bytes=-", nil, true},
		{"bytes=12", nil, true},
		{"bytes=-0", nil, true},
	} {
		got, err := ParseRange(c.header, size)
		if c.err {
			if !errors.Is(err, ErrBadRange) {
				t.Errorf("ParseRange(%q) = %v, %v; want ErrBadRange", c.header, got, err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("ParseRange(%q) = %v, %v; want %v", c.header, got, err, c.want)
		}
	}
}

func TestIsProbe(t *testing.T) {
	t.Parallel()
	for h, want := range map[string]bool{
		"bytes=0-1":    true,
		"bytes=0-0":    true,
		" bytes=0-1 ":  true,
		"":             false,
		"bytes=0-2":    false,
		"bytes=0-":     false,
		"bytes=1-2":    false,
		"bytes=-2":     false,
		"bytes=0-1,5-": false,
		"nonsense":     false,
	} {
		if got := IsProbe(h); got != want {
			t.Errorf("IsProbe(%q) = %v, want %v", h, got, want)
		}
	}
}

func TestThreshold(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name         string
		size, header int64
		bitrate      int
		duration     float64
		want         int64
	}{
		{"128 kbit/s, an hour", 57_600_000 + 4096, 4096, 128_000, 3600, 960_000},
		{"64 kbit/s WAV, 90 s", 720_044, 44, 64_000, 90, 480_000},
		{"shorter than a minute: the whole audio", 32_044, 44, 128_000, 2, 32_000},
		{"no bitrate: from the duration", 1_200_100, 100, 0, 120, 600_000},
		{"neither: the whole audio", 5_000, 100, 0, 0, 4_900},
		{"header past the end is ignored", 5_000, 9_000, 0, 0, 5_000},
		{"negative header is ignored", 5_000, -1, 0, 0, 5_000},
		{"empty file still needs a byte", 0, 0, 0, 0, 1},
	} {
		if got := Threshold(c.size, c.header, c.bitrate, c.duration); got != c.want {
			t.Errorf("%s: Threshold = %d, want %d", c.name, got, c.want)
		}
	}
}

func TestCoverage(t *testing.T) {
	t.Parallel()
	var c Coverage
	c.Add(Span{100, 200})
	c.Add(Span{300, 400})
	c.Add(Span{0, 0}) // empty: ignored
	if c.Len() != 2 || c.Covered(0, 1000) != 200 {
		t.Fatalf("two spans: len %d covered %d", c.Len(), c.Covered(0, 1000))
	}
	c.Add(Span{150, 250}) // overlaps the first
	if c.Covered(0, 1000) != 250 {
		t.Fatalf("overlap counted twice: %d", c.Covered(0, 1000))
	}
	c.Add(Span{250, 300}) // touches both: one span
	if c.Len() != 1 || c.Covered(0, 1000) != 300 {
		t.Fatalf("touching spans not merged: %v", c.spans)
	}
	c.Add(Span{0, 50})
	c.Add(Span{500, 600})
	c.Add(Span{450, 460})
	if !slices.Equal(c.spans, []Span{{0, 50}, {100, 400}, {450, 460}, {500, 600}}) {
		t.Fatalf("spans %v", c.spans)
	}
	c.Add(Span{40, 700}) // swallows everything after 40
	if !slices.Equal(c.spans, []Span{{0, 700}}) {
		t.Fatalf("spans %v", c.spans)
	}
	if got := c.Covered(44, 100); got != 56 {
		t.Fatalf("covered in [44,100) = %d", got)
	}
	if got := c.Covered(800, 900); got != 0 {
		t.Fatalf("covered outside = %d", got)
	}
}

func TestParseContentRange(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		header string
		span   Span
		size   int64
		ok     bool
	}{
		{"bytes 0-499/1234", Span{0, 500}, 1234, true},
		{"bytes 1233-1233/1234", Span{1233, 1234}, 1234, true},
		{"bytes */1234", Span{}, 0, false},
		{"bytes 5-1/1234", Span{}, 0, false},
		{"bytes 0-1234/1234", Span{}, 0, false},
		{"bytes 0-1/*", Span{}, 0, false},
		{"0-1/2", Span{}, 0, false},
		{"", Span{}, 0, false},
	} {
		span, size, ok := ParseContentRange(c.header)
		if span != c.span || size != c.size || ok != c.ok {
			t.Errorf("ParseContentRange(%q) = %v, %d, %v", c.header, span, size, ok)
		}
	}
}
