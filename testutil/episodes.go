package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/demo"
)

// TuneFile is a short WAV tune (internal/demo) as a file for a record's
// file field.
func TuneFile(t testing.TB) *filesystem.File {
	t.Helper()
	f, err := filesystem.NewFileFromBytes(demo.Tune("Tune"), "tune.wav")
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// CreateTuneEpisode saves a creator (email), a media item of kind and one
// episode of duration seconds with TuneFile as its audio, through
// PocketBase's file field (so with every hook), and returns the episode.
func CreateTuneEpisode(t testing.TB, app core.App, email, kind string, duration float64) *core.Record {
	t.Helper()
	creator := CreateUser(t, app, email, UserOpts{})
	mediaColl, err := app.FindCollectionByNameOrId("media")
	if err != nil {
		t.Fatal(err)
	}
	m := core.NewRecord(mediaColl)
	m.Set("title", "Tune")
	m.Set("type", kind)
	m.Set("artist", creator.Id)
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	epColl, err := app.FindCollectionByNameOrId("episodes")
	if err != nil {
		t.Fatal(err)
	}
	ep := core.NewRecord(epColl)
	ep.Set("media", m.Id)
	ep.Set("title", "Tune")
	if duration > 0 {
		ep.Set("duration", duration)
	}
	ep.Set("audio", TuneFile(t))
	if err := app.Save(ep); err != nil {
		t.Fatal(err)
	}
	return ep
}
