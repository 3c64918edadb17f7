package transcript_test

import (
	"fmt"
	"strings"
	"testing"

	"selah/internal/transcript"
)

func TestParseWebVTTAndSRT(t *testing.T) {
	vtt := "\ufeffWEBVTT - Sunday\nKind: captions\n\nNOTE made by hand\nstill a note\n\n1\n00:00.000 --> 00:04.500 align:start\n<v Pastor>Grace</v> &amp; peace\n\nintro-2\n01:00:04.500 --> 01:00:09.000\nto you\n"
	srt := "1\r\n00:00:00,000 --> 00:00:04,500\r\nGrace & peace\r\n\r\n2\r\n01:00:04,500 --> 01:00:09,000\r\nto you\r\n"
	for name, in := range map[string]string{"vtt": vtt, "srt": srt} {
		cues, err := transcript.Parse([]byte(in))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(cues) != 2 || cues[0].Start != 0 || cues[0].End != 4.5 || cues[1].Start != 3604.5 || cues[1].End != 3609 {
			t.Fatalf("%s: %+v", name, cues)
		}
		if got := transcript.PlainText(cues); got != "Grace & peace\nto you" {
			t.Errorf("%s: plain text %q", name, got)
		}
		out := transcript.WebVTT(cues)
		if !strings.HasPrefix(out, "WEBVTT\n\n00:00:00.000 --> 00:00:04.500\n") || !strings.Contains(out, "01:00:04.500 --> 01:00:09.000\nto you\n") {
			t.Errorf("%s: WebVTT\n%s", name, out)
		}
		again, err := transcript.Parse([]byte(out))
		if err != nil || len(again) != 2 || again[1] != cues[1] {
			t.Errorf("%s: written WebVTT reads back as %+v, %v", name, again, err)
		}
	}
}

// A bad file is refused with the line a creator must fix.
func TestParseNamesTheBadLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"WEBVTT\n\n00:00.000 --> 00:02.000\nok\n\n00:02.000 -> 00:03.000\nbad arrow\n", `Line 6: expected a cue's times like 00:00:01.000 --> 00:00:04.000, found "00:02.000 -> 00:03.000"`},
		{"WEBVTT\n\n00:00.000 --> 00:02.000\nok\n\n00:0x.000 --> 00:03.000\nbad\n", `Line 6: "00:0x.000" is not a time like 00:01:02.500`},
		{"1\n00:00:05,000 --> 00:00:02,000\nbackwards\n", "Line 2: a cue must end after it starts (00:00:05,000 --> 00:00:02,000)"},
		{"1\n00:00:05,000 --> 00:00:06,000\nlate\n\n2\n00:00:01,000 --> 00:00:02,000\nearly\n", "Line 5: this cue starts before the one above it"},
		{"1\n00:00:01,000 --> 00:00:02,000\ntext\n00:00:02,000 --> 00:00:03,000\n", "Line 4: a cue's times follow its text without a blank line between"},
		{"1\n00:00:01,000 --> \ntext\n", "Line 2: a cue's end time is missing"},
		{"WEBVTT\n\n", "The transcript has no cues: is it a WebVTT or SRT file?"},
		{"just some words\n", `Line 1: expected a cue's times like 00:00:01.000 --> 00:00:04.000, found "just some words"`},
		{"\xff\xfe", "The transcript must be UTF-8 text"},
		{strings.Repeat("a", transcript.MaxBytes+1), "The transcript is larger than 2 MB"},
	} {
		_, err := transcript.Parse([]byte(c.in))
		if err == nil || err.Error() != c.want {
			t.Errorf("%q:\n got %v\nwant %s", c.in[:min(len(c.in), 40)], err, c.want)
		}
	}
}

func TestWordsAreEachWordOnce(t *testing.T) {
	cues := []transcript.Cue{{Text: "<v Pastor>Grace, grace &amp; <i>GRACE</i> abounds."}, {Text: "Abounds! The Lord's grace"}}
	if got := transcript.Words(cues); got != "grace abounds the lord's" {
		t.Fatalf("Words = %q", got)
	}
	long := []transcript.Cue{{Text: strings.Repeat("a", 40) + " " + strings.Repeat("word ", 10)}}
	var many []transcript.Cue
	for i := 0; i < 20000; i++ {
		many = append(many, transcript.Cue{Text: fmt.Sprintf("w%d", i)})
	}
	if got := transcript.Words(many); len(got) > transcript.MaxWordsBytes || !strings.HasPrefix(got, "w0 w1 ") {
		t.Fatalf("Words of many: %d bytes", len(got))
	}
	if got := transcript.Words(long); got != strings.Repeat("a", 40)+" word" {
		t.Fatalf("Words = %q", got)
	}
}
