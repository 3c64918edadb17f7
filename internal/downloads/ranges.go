package downloads

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// Span is a half-open range of bytes [Start, End) of a file.
type Span struct {
	Start, End int64
}

// Len returns the number of bytes in the span (0 for an empty or inverted one).
func (s Span) Len() int64 { return max(s.End-s.Start, 0) }

// ErrBadRange is returned by ParseRange for a Range header that is
// malformed or that no byte of the file satisfies.
var ErrBadRange = errors.New("downloads: invalid or unsatisfiable range")

// ParseRange parses an HTTP Range header ("bytes=0-499", "bytes=500-",
// "bytes=-500", or several comma-separated) against a file of size bytes,
// with the semantics of net/http's ServeContent: ranges past the end are
// dropped, ranges running past it are cut. An empty header is the whole
// file.
func ParseRange(header string, size int64) ([]Span, error) {
	if header == "" {
		return []Span{{0, size}}, nil
	}
	spec, ok := strings.CutPrefix(header, "bytes=")
	if !ok {
		return nil, ErrBadRange
	}
	var spans []Span
	for part := range strings.SplitSeq(spec, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		first, last, ok := strings.Cut(part, "-")
		if !ok {
			return nil, ErrBadRange
		}
		first, last = strings.TrimSpace(first), strings.TrimSpace(last)
		var s Span
		if first == "" { // suffix: the last n bytes
			n, err := strconv.ParseInt(last, 10, 64)
			if err != nil || n < 0 {
				return nil, ErrBadRange
			}
			s = Span{max(size-n, 0), size}
		} else {
			start, err := strconv.ParseInt(first, 10, 64)
			if err != nil || start < 0 {
				return nil, ErrBadRange
			}
			if start >= size {
				continue // unsatisfiable on its own; others may be fine
			}
			end := size
			if last != "" {
				l, err := strconv.ParseInt(last, 10, 64)
				if err != nil || l < start {
					return nil, ErrBadRange
				}
				end = min(l+1, size)
			}
			s = Span{start, end}
		}
		if s.Len() > 0 {
			spans = append(spans, s)
		}
	}
	if len(spans) == 0 {
		return nil, ErrBadRange
	}
	return spans, nil
}

// IsProbe reports whether a Range header asks only for the first byte or
// two ("bytes=0-1", "bytes=0-0"): players send it to learn the file's size
// and whether ranges work, and the IAB rules say it is not a download.
func IsProbe(header string) bool {
	spans, err := ParseRange(strings.TrimSpace(header), 1<<62)
	return err == nil && header != "" && len(spans) == 1 && spans[0].Start == 0 && spans[0].End <= 2
}

// Threshold is the number of audio bytes after the header that a listener
// must have been served for a download to count: one minute of audio, at
// the bitrate (bits per second) when known, else at the average rate of
// the file's duration (seconds), or the whole audio when it is shorter than
// a minute or neither is known.
func Threshold(size, header int64, bitrate int, duration float64) int64 {
	if header < 0 || header >= size {
		header = 0
	}
	body := size - header
	perMinute := body
	switch {
	case bitrate > 0:
		perMinute = int64(bitrate) * 60 / 8
	case duration > 0:
		perMinute = int64(float64(body) * 60 / duration)
	}
	return max(min(perMinute, body), 1)
}

// Coverage is a set of byte spans, kept sorted and merged, so bytes served
// twice count once.
type Coverage struct {
	spans []Span
}

// Add puts s into the coverage, merging it with the spans it overlaps or
// touches.
func (c *Coverage) Add(s Span) {
	if s.Len() == 0 {
		return
	}
	i, _ := slices.BinarySearchFunc(c.spans, s.Start, func(x Span, start int64) int {
		switch {
		case x.End < start:
			return -1
		case x.End > start:
			return 1
		}
		return 0
	})
	// spans[i:] all end at or after s.Start: merge those that start at or
	// before s.End.
	j := i
	for j < len(c.spans) && c.spans[j].Start <= s.End {
		s.Start = min(s.Start, c.spans[j].Start)
		s.End = max(s.End, c.spans[j].End)
		j++
	}
	c.spans = slices.Replace(c.spans, i, j, s)
}

// Len returns the number of disjoint spans held.
func (c *Coverage) Len() int { return len(c.spans) }

// Covered returns how many bytes of [from, to) the coverage holds.
func (c *Coverage) Covered(from, to int64) int64 {
	var n int64
	for _, s := range c.spans {
		n += Span{max(s.Start, from), min(s.End, to)}.Len()
	}
	return n
}

// ParseContentRange reads a single-part 206 answer's Content-Range header
// ("bytes 0-499/1234") into the span it announces and the file's size.
func ParseContentRange(header string) (span Span, size int64, ok bool) {
	spec, found := strings.CutPrefix(strings.TrimSpace(header), "bytes ")
	if !found {
		return Span{}, 0, false
	}
	rng, total, found := strings.Cut(spec, "/")
	if !found {
		return Span{}, 0, false
	}
	first, last, found := strings.Cut(rng, "-")
	if !found {
		return Span{}, 0, false
	}
	start, err1 := strconv.ParseInt(first, 10, 64)
	end, err2 := strconv.ParseInt(last, 10, 64)
	size, err3 := strconv.ParseInt(total, 10, 64)
	if err1 != nil || err2 != nil || err3 != nil || start < 0 || end < start || end >= size {
		return Span{}, 0, false
	}
	return Span{start, end + 1}, size, true
}
