package main

import (
	"runtime/debug"
	"testing"
)

// TestTuneGC: without GOGC the collector runs at gcPercent; with it, the
// operator's value (read by the runtime at start) is left alone.
func TestTuneGC(t *testing.T) {
	before := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetGCPercent(before) })

	t.Setenv("GOGC", "")
	tuneGC()
	if got := debug.SetGCPercent(100); got != gcPercent {
		t.Errorf("without GOGC: %d, want %d", got, gcPercent)
	}

	t.Setenv("GOGC", "50")
	debug.SetGCPercent(50) // as the runtime would have read it
	tuneGC()
	if got := debug.SetGCPercent(100); got != 50 {
		t.Errorf("with GOGC=50: %d, want it left at 50", got)
	}
}
