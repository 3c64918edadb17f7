package suite

import "testing"

// The draw is what the package comment says: most requests on the first
// pages, a tail reaching the last ones, never outside 1..pages.
func TestPageDraw(t *testing.T) {
	const n, pages = 200_000, 1000
	d := newPageDraw(1, 2, pages)
	var first, upTo5, past100, past500, last100 int
	for i := 0; i < n; i++ {
		p := d.next()
		if p < 1 || p > pages {
			t.Fatalf("page %d outside 1..%d", p, pages)
		}
		switch {
		case p == 1:
			first++
		}
		if p <= 5 {
			upTo5++
		}
		if p > 100 {
			past100++
		}
		if p > 500 {
			past500++
		}
		if p > 900 {
			last100++
		}
	}
	share := func(k int) float64 { return float64(k) / n }
	if s := share(first); s < 0.36 || s > 0.42 {
		t.Errorf("page 1: %.3f of requests, want about 0.39", s)
	}
	if s := share(upTo5); s < 0.63 || s > 0.71 {
		t.Errorf("pages 1-5: %.3f, want about 0.67", s)
	}
	if s := share(past100); s < 0.04 || s > 0.065 {
		t.Errorf("past page 100: %.3f, want about 0.05", s)
	}
	if s := share(past500); s < 0.006 || s > 0.015 {
		t.Errorf("past page 500: %.3f, want about 0.01", s)
	}
	if last100 == 0 {
		t.Error("no request reached the last 100 pages: no long tail")
	}
	if p := newPageDraw(1, 2, 1).next(); p != 1 {
		t.Errorf("a one-page list drew page %d", p)
	}
}
