package commands_test

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/commands"
	"selah/internal/demo"
	"selah/testutil"
)

func TestSeedDemo(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()

	var out bytes.Buffer
	if err := commands.SeedDemo(app, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), demo.Password) || !strings.Contains(out.String(), "/login") {
		t.Fatalf("the summary lacks the password or the sign-in URL:\n%s", out.String())
	}
	items := demo.Catalog()
	if n, _ := app.CountRecords("media"); int(n) != len(items) {
		t.Fatalf("%d media, want %d", n, len(items))
	}
	if n, _ := app.CountRecords("users", dbx.HashExp{"verified": true}); int(n) != len(demo.Creators())+1 {
		t.Fatalf("%d verified users", n)
	}
	statuses := map[string]int{}
	media, err := app.FindAllRecords("media")
	if err != nil {
		t.Fatal(err)
	}
	fs, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fs.Close()
	for _, m := range media {
		statuses[m.GetString("adminStatus")]++
		eps, _ := app.FindAllRecords("episodes", dbx.HashExp{"media": m.Id})
		if len(eps) == 0 || m.GetInt("episodeCount") != len(eps) || m.GetFloat("duration") <= 0 {
			t.Fatalf("%q: %d episodes, episodeCount %d, duration %.1f", m.GetString("title"), len(eps), m.GetInt("episodeCount"), m.GetFloat("duration"))
		}
		assertFile(t, fs.Exists, m, "coverArt")
		for _, ep := range eps {
			if ep.GetFloat("duration") <= 0 || ep.GetString("adminStatus") != m.GetString("adminStatus") {
				t.Fatalf("episode %q: duration %.1f, status %q (media %q)", ep.GetString("title"), ep.GetFloat("duration"),
					ep.GetString("adminStatus"), m.GetString("adminStatus"))
			}
			assertFile(t, fs.Exists, ep, "audio")
		}
		if m.GetString("adminStatus") != "pending" {
			if n, _ := app.CountRecords("moderation_events", dbx.HashExp{"media": m.Id}); n != 1 {
				t.Fatalf("%q is %s with %d moderation events", m.GetString("title"), m.GetString("adminStatus"), n)
			}
		}
	}
	if statuses["active"] == 0 || statuses["pending"] == 0 || statuses["rejected"] == 0 {
		t.Fatalf("statuses not mixed: %v", statuses)
	}
	// With ffmpeg the podcasts' and sermons' audio is MP3; albums stay WAV.
	if _, err := exec.LookPath(demo.FFmpeg); err == nil {
		if got := demoFormats(app); len(got) != 3 || got["podcast .mp3"] == "" || got["sermon .mp3"] == "" || got["album .wav"] == "" {
			t.Errorf("with ffmpeg: %v", got)
		}
	}

	before, _ := app.CountRecords("media")
	if err := commands.SeedDemo(app, &out); !errors.Is(err, commands.ErrNotEmpty) {
		t.Fatalf("a second run did not refuse: %v", err)
	}
	if after, _ := app.CountRecords("media"); after != before {
		t.Fatalf("a refused run changed the media count from %d to %d", before, after)
	}
}

func assertFile(t *testing.T, exists func(string) (bool, error), r *core.Record, field string) {
	t.Helper()
	name := r.GetString(field)
	if ok, err := exists(r.BaseFilesPath() + "/" + name); name == "" || err != nil || !ok {
		t.Fatalf("%s %s: file %q missing (%v)", r.Collection().Name, r.Id, name, err)
	}
}

// demoFormats is each media type's audio file extensions: "podcast .mp3".
func demoFormats(app core.App) map[string]string {
	out := map[string]string{}
	media, _ := app.FindAllRecords("media")
	for _, m := range media {
		eps, _ := app.FindAllRecords("episodes", dbx.HashExp{"media": m.Id})
		for _, ep := range eps {
			name := ep.GetString("audio")
			out[m.GetString("type")+" "+name[strings.LastIndexByte(name, '.'):]] = m.GetString("type")
		}
	}
	return out
}

// Without ffmpeg the podcasts' and sermons' audio stays WAV, and the
// summary says what that costs (Apple refuses WAV) and how to fix it
// (TestSeedDemo checks that with ffmpeg it is MP3). Albums are WAV either
// way. Not parallel: it takes ffmpeg away from the whole package.
func TestSeedDemoWithoutFFmpeg(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no ffmpeg to be found
	app := testutil.NewApp(t)
	defer app.Cleanup()
	var out bytes.Buffer
	if err := commands.SeedDemo(app, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "ffmpeg is not installed") || !strings.Contains(out.String(), "Apple Podcasts") {
		t.Errorf("the summary does not say the audio is WAV for lack of ffmpeg:\n%s", out.String())
	}
	if got := demoFormats(app); len(got) != 3 || got["podcast .wav"] == "" || got["sermon .wav"] == "" || got["album .wav"] == "" {
		t.Errorf("without ffmpeg: %v", got)
	}
}
