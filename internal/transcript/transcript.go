// Package transcript reads an episode's transcript, WebVTT or SRT, into
// cues, and writes them back as WebVTT (what the player, the page and
// podcast apps are served) and as plain text (what search and the public
// page read). A file it cannot read is refused with the line at fault, so a
// creator can find it; nothing in a cue's text is trusted (it is escaped
// wherever it is put).
package transcript

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxBytes is the largest transcript file accepted (API.md: 2 MiB).
const MaxBytes = 2 << 20

// A Cue is a stretch of the audio, from Start to End seconds, and what is
// said in it.
type Cue struct {
	Start, End float64
	Text       string
}

// An Error is a file refused, at Line (1-based; 0 for the file as a whole).
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return e.Msg
	}
	return fmt.Sprintf("Line %d: %s", e.Line, e.Msg)
}

func fail(line int, format string, args ...any) error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, args...)}
}

// Parse reads a WebVTT file (starting "WEBVTT") or an SRT file into its
// cues, in order of their start. Cue settings, styles, regions and notes of
// a WebVTT file are dropped; tags in a cue's text are kept as written and
// stripped from Text's plain form (PlainText).
func Parse(data []byte) ([]Cue, error) {
	if len(data) > MaxBytes {
		return nil, fail(0, "The transcript is larger than 2 MB")
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(data) {
		return nil, fail(0, "The transcript must be UTF-8 text")
	}
	text := strings.ReplaceAll(strings.ReplaceAll(string(data), "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(text, "\n")
	vtt := strings.HasPrefix(lines[0], "WEBVTT") && (len(lines[0]) == 6 || lines[0][6] == ' ' || lines[0][6] == '\t')
	var cues []Cue
	i := 0
	if vtt {
		i = 1
		// The header's own lines run to the first blank line.
		for i < len(lines) && strings.TrimSpace(lines[i]) != "" {
			i++
		}
	}
	for i < len(lines) {
		if strings.TrimSpace(lines[i]) == "" {
			i++
			continue
		}
		// A block: an optional identifier, the timing line, the text.
		start := i
		if vtt && (strings.HasPrefix(lines[i], "NOTE") || lines[i] == "STYLE" || lines[i] == "REGION") {
			for i < len(lines) && strings.TrimSpace(lines[i]) != "" {
				i++
			}
			continue
		}
		if !strings.Contains(lines[i], "-->") {
			i++ // an identifier (SRT's cue number, or a WebVTT id)
			if i >= len(lines) || !strings.Contains(lines[i], "-->") {
				return nil, fail(start+1, "expected a cue's times like 00:00:01.000 --> 00:00:04.000, found %q", clip(lines[start]))
			}
		}
		from, to, err := timing(lines[i], vtt)
		if err != nil {
			return nil, fail(i+1, "%s", err.Error())
		}
		i++
		var body []string
		for i < len(lines) && strings.TrimSpace(lines[i]) != "" {
			if strings.Contains(lines[i], "-->") {
				return nil, fail(i+1, "a cue's times follow its text without a blank line between")
			}
			body = append(body, strings.TrimRight(lines[i], " \t"))
			i++
		}
		if len(cues) > 0 && from < cues[len(cues)-1].Start {
			return nil, fail(start+1, "this cue starts before the one above it")
		}
		cues = append(cues, Cue{Start: from, End: to, Text: strings.Join(body, "\n")})
	}
	if len(cues) == 0 {
		return nil, fail(0, "The transcript has no cues: is it a WebVTT or SRT file?")
	}
	return cues, nil
}

// timing reads "start --> end [settings]".
func timing(line string, vtt bool) (float64, float64, error) {
	left, right, _ := strings.Cut(line, "-->")
	fields := strings.Fields(right)
	if len(fields) == 0 {
		return 0, 0, fmt.Errorf("a cue's end time is missing")
	}
	from, err := timestamp(strings.TrimSpace(left), vtt)
	if err != nil {
		return 0, 0, err
	}
	to, err := timestamp(fields[0], vtt)
	if err != nil {
		return 0, 0, err
	}
	if to <= from {
		return 0, 0, fmt.Errorf("a cue must end after it starts (%s --> %s)", strings.TrimSpace(left), fields[0])
	}
	return from, to, nil
}

// timestamp reads [hh:]mm:ss.ttt (WebVTT) or hh:mm:ss,ttt (SRT; a dot is
// taken too).
func timestamp(s string, vtt bool) (float64, error) {
	bad := fmt.Errorf("%q is not a time like 00:01:02.500", clip(s))
	sep := "."
	if !vtt && strings.Contains(s, ",") {
		sep = ","
	}
	whole, frac, ok := strings.Cut(s, sep)
	if !ok || len(frac) != 3 {
		return 0, bad
	}
	parts := strings.Split(whole, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, bad
	}
	var secs float64
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p == "" || (i > 0 && (len(p) != 2 || n > 59)) {
			return 0, bad
		}
		secs = secs*60 + float64(n)
	}
	ms, err := strconv.Atoi(frac)
	if err != nil || ms < 0 {
		return 0, bad
	}
	return secs + float64(ms)/1000, nil
}

func clip(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		return string([]rune(s)[:40]) + "…"
	}
	return s
}

// WebVTT writes cues as a WebVTT file.
func WebVTT(cues []Cue) string {
	var b strings.Builder
	b.WriteString("WEBVTT\n")
	for _, c := range cues {
		fmt.Fprintf(&b, "\n%s --> %s\n%s\n", stamp(c.Start), stamp(c.End), c.Text)
	}
	return b.String()
}

func stamp(secs float64) string {
	ms := int64(secs*1000 + 0.5)
	return fmt.Sprintf("%02d:%02d:%02d.%03d", ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

// PlainText is what is said, cue after cue, without tags: for search and
// the public page.
func PlainText(cues []Cue) string {
	var b strings.Builder
	for i, c := range cues {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(stripTags(c.Text))
	}
	return b.String()
}

// stripTags removes WebVTT's and SRT's <...> tags and decodes the entities
// WebVTT allows.
func stripTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>' && in:
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&nbsp;", " ", "&lrm;", "", "&rlm;", "").Replace(b.String())
}
