package renditions_test

import (
	"errors"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/renditions"
	"selah/internal/transcode"
	"selah/testutil/migrated"
)

// The engine is looked for once per worker (one per app) and kept: the settings page
// reports what the worker started with, and does not run ffmpeg for every
// request (a missing ffmpeg found later stays missing until a restart).
func TestEngineIsFoundOnceAndKept(t *testing.T) {
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	t.Setenv("SELAH_FFMPEG", "/no/such/ffmpeg")
	w := renditions.New(app, nil)
	first := w.Engine()
	if !errors.Is(first.Err, transcode.ErrMissing) {
		t.Fatalf("with SELAH_FFMPEG missing: %v, want ErrMissing", first.Err)
	}
	// Whatever the machine has now, the kept answer stands.
	t.Setenv("SELAH_FFMPEG", "")
	if again := w.Engine(); again.Err != first.Err {
		t.Errorf("Engine again: %v, want the kept %v", again.Err, first.Err)
	}
	// FindEngine (the worker's start) looks again and keeps its answer.
	found := w.FindEngine()
	if kept := w.Engine(); kept.Err != found.Err || kept.Tool != found.Tool {
		t.Errorf("Engine after FindEngine: %+v, want %+v", kept, found)
	}
}
