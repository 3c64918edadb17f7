package report

import (
	"strings"
	"testing"
)

const lastRun = `
Mode **full** (100k users) · 2026-11-26 23:23 UTC · commit ` + "`34d9df7`" + ` · run took 19m59s

| # | Measure | Ours | Peer (same run) | Ratio | Target | Verdict |
|---|---|---|---|---|---|---|
| 1 | browse (newest), page 1 | 11,469 req/s · p50 3.3 ms · p99 14 ms | PocketBase 14 req/s | 839.11 | ratio ≥ 1.0 | met |
| 1 | search "grace", page 1 | 12,662 req/s · p50 3.0 ms · p99 12 ms | PocketBase 14 req/s | 931.27 | ratio ≥ 1.0 | met |
| 4 | upload-media, 10 × 100 MiB WAV | 848 MiB/s (1.2 s) · peak RSS 48 MiB | cp 355 MiB/s (2.8 s) | 2.39 | ratio ≥ 0.5 | met |

**Long tail under writes**

| # | Measure | Ours | Peer (same run) | Ratio | Target | Verdict |
|---|---|---|---|---|---|---|
| 7 | browse (newest), pages 1-1000 | 2,158 req/s · p50 29 ms · p99 68 ms | PocketBase 5 req/s | 392.82 | ratio ≥ 10 | MISSED |
`

// Rows are matched by section, target and measure; a row 10% slower in
// throughput, or with a p99 over 110% (and 1 ms) of the last, is slower;
// rows without req/s are left out.
func TestCompareWithTheLastRun(t *testing.T) {
	tb := &Table{Mode: "full", Rows: []Row{
		{Target: "1", Measure: "browse (newest), page 1", Ours: "11,000 req/s · p50 3.4 ms · p99 14 ms"},
		{Target: "1", Measure: `search "grace", page 1`, Ours: "10,900 req/s · p50 3.0 ms · p99 12 ms"},
		{Target: "4", Measure: "upload-media, 10 × 100 MiB WAV", Ours: "700 MiB/s (1.4 s)"},
		{Target: "7", Measure: "browse (newest), pages 1-1000", Ours: "2,300 req/s · p50 29 ms · p99 80 ms", Section: "Long tail under writes"},
		{Target: "1", Measure: "a new row", Ours: "1 req/s · p99 1 ms"},
	}}
	changes := Compare(lastRun, tb)
	got := map[string]bool{}
	for _, c := range changes {
		got[c.Row] = c.Slower
	}
	want := map[string]bool{
		"1 browse (newest), page 1":                               false, // 96%, same p99
		`1 search "grace", page 1`:                                true,  // 86% of the throughput
		"Long tail under writes: 7 browse (newest), pages 1-1000": true,  // p99 68 -> 80 ms
	}
	if len(got) != len(want) {
		t.Fatalf("compared %v, want %v", got, want)
	}
	for row, slower := range want {
		if s, ok := got[row]; !ok || s != slower {
			t.Errorf("%s: slower=%v (compared: %v), want %v", row, s, ok, slower)
		}
	}
	tb.Changes, tb.LastCommit = changes, "commit 34d9df7"
	if md := tb.Markdown(); !strings.Contains(md, "3 rows compared, 2 slower.") {
		t.Errorf("markdown lacks the count:\n%s", md)
	}
}
