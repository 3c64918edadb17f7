package stats_test

import (
	"testing"

	"selah/internal/stats"
)

func TestFormatApprovalTime(t *testing.T) {
	for _, c := range []struct {
		days     float64
		approved int
		want     string
	}{
		{0, 0, "0 days"},
		{3, 0, "0 days"},
		{0.5 / 24, 2, "Under an hour"},
		{1.0 / 24, 1, "1 hour"},
		{5.4 / 24, 1, "5 hours"},
		{23.4 / 24, 1, "23 hours"},
		{23.6 / 24, 1, "1 day"},
		{2, 3, "2 days"},
		{2.26, 3, "2.3 days"},
	} {
		if got := stats.FormatApprovalTime(c.days, c.approved); got != c.want {
			t.Errorf("FormatApprovalTime(%v, %d) = %q, want %q", c.days, c.approved, got, c.want)
		}
	}
}

func TestPercent(t *testing.T) {
	for _, c := range []struct {
		part, whole int
		want        float64
	}{{0, 0, 0}, {1, 3, 33.3}, {2, 3, 66.7}, {4, 4, 100}} {
		if got := stats.Percent(c.part, c.whole); got != c.want {
			t.Errorf("Percent(%d, %d) = %v, want %v", c.part, c.whole, got, c.want)
		}
	}
}
