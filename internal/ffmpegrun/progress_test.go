package ffmpegrun

import (
	"strings"
	"testing"
)

func TestReadProgress(t *testing.T) {
	out := "out_time_us=N/A\nprogress=continue\n" +
		"bitrate=N/A\nout_time_us=500000\nout_time=00:00:00.500000\nprogress=continue\n" +
		"out_time_us=-23000\nprogress=continue\n" +
		"out_time_us=2000000\nprogress=end\n"
	var got []float64
	readProgress(strings.NewReader(out), func(s float64) { got = append(got, s) })
	want := []float64{0.5, 0.5, 2}
	if len(got) != len(want) {
		t.Fatalf("reports %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("reports %v, want %v", got, want)
		}
	}
}

func TestTailAndLastLines(t *testing.T) {
	b := &tailBuffer{max: 10}
	b.Write([]byte("0123456"))
	b.Write([]byte("789abc"))
	if string(b.Bytes()) != "3456789abc" {
		t.Fatalf("tail %q", b.Bytes())
	}
	b.Write([]byte("ABCDEFGHIJKLMNOP"))
	if string(b.Bytes()) != "GHIJKLMNOP" {
		t.Fatalf("tail %q", b.Bytes())
	}

	var sb strings.Builder
	for i := range 20 {
		sb.WriteString("line " + strings.Repeat("x", i) + "\n    Last message repeated 3 times\n\n")
	}
	got := LastLines([]byte(sb.String()))
	if strings.Contains(got, "repeated") || strings.Count(got, " | ") != detailLines-1 || !strings.HasSuffix(got, strings.Repeat("x", 19)) {
		t.Fatalf("LastLines = %q", got)
	}
	if long := LastLines([]byte(strings.Repeat("é", 2*detailChars))); len(long) > detailChars+len("…") || !strings.HasPrefix(long, "…") {
		t.Fatalf("LastLines of one long line: %d bytes", len(long))
	}
}

func TestFor(t *testing.T) {
	if l := For(0); l.MaxSeconds != 0 || l.Timeout != DefaultTimeout {
		t.Fatalf("For(0) = %+v", l)
	}
	l := For(100).WithBitrate(96000)
	if l.MaxSeconds != 104 || l.Timeout != baseTimeout+100e9 || l.MaxBytes != (105*96000/8)+sizeHeadroom {
		t.Fatalf("For(100) = %+v", l)
	}
}
