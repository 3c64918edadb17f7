package commands

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/inflector"
	"github.com/spf13/cobra"

	"selah/internal/audio"
	"selah/internal/bible"
	"selah/internal/demo"
	"selah/internal/moderation"
	"selah/internal/visibility"
)

// ErrNotEmpty is returned when the database already has content.
var ErrNotEmpty = errors.New("the database already has media; `selah seed demo` only fills an empty database")

func seedDemoCommand(app *pocketbase.PocketBase) *cobra.Command {
	return &cobra.Command{
		Use:          "demo",
		Short:        "Fill an empty database with demo creators, albums, podcasts and sermons",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := migrate(app); err != nil {
				return err
			}
			return SeedDemo(app, cmd.OutOrStdout())
		},
	}
}

// SeedDemo creates demo accounts and media with generated audio and covers,
// some approved, some pending, one rejected, and prints a summary to out.
// Each media item is written in one transaction, so a failure leaves no
// half-made item.
func SeedDemo(app core.App, out io.Writer) error {
	people := append(demo.Creators(), demo.Listener())
	if n, err := app.CountRecords("media"); err != nil || n > 0 {
		return errOr(err, ErrNotEmpty)
	}

	accounts := map[string]*core.Record{}
	for _, p := range people {
		u, err := demoUser(app, p)
		if err != nil {
			return err
		}
		accounts[p.Email] = u
	}
	counts := map[string]int{}
	enc := &demoAudio{}
	for _, item := range demo.Catalog() {
		if err := app.RunInTransaction(func(tx core.App) error {
			return demoMedia(tx, item, accounts[item.Creator], enc)
		}); err != nil {
			return fmt.Errorf("seed %q: %w", item.Title, err)
		}
		counts[item.Type]++
		counts[item.Status]++
	}

	fmt.Fprintf(out, "Demo content created: %d albums, %d podcasts, %d sermons (%d approved, %d pending, %d rejected).\n",
		counts["album"], counts["podcast"], counts["sermon"], counts["active"], counts["pending"], counts["rejected"])
	if enc.noFFmpeg {
		fmt.Fprintln(out, "Note: ffmpeg is not installed, so the podcasts' and sermons' audio is WAV, which Apple Podcasts "+
			"does not take from a feed. Install ffmpeg (apt-get install ffmpeg) and seed an empty database again for MP3.")
	}
	fmt.Fprintln(out, "Demo accounts (password for all of them: "+demo.Password+"):")
	for _, p := range people {
		fmt.Fprintf(out, "  %-34s %s (%s)\n", p.Email, p.Name, p.Role)
	}
	fmt.Fprintln(out, "Sign in at http://127.0.0.1:8090/login")
	return nil
}

// demoUser creates a demo account, or reuses it when an earlier run made
// it before failing on an item.
func demoUser(app core.App, p demo.Person) (*core.Record, error) {
	if u, err := app.FindAuthRecordByEmail("users", p.Email); err == nil {
		return u, nil
	}
	coll, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return nil, err
	}
	u := core.NewRecord(coll)
	u.SetEmail(p.Email)
	u.SetPassword(demo.Password)
	u.SetVerified(true)
	u.Set("name", p.Name)
	u.Set("bio", p.Bio)
	u.Set("accountStatus", visibility.AccountActive)
	if err := app.Save(u); err != nil {
		return nil, fmt.Errorf("save %s: %w", p.Email, err)
	}
	return u, nil
}

// demoAudio makes the demo's audio files: the generated WAV, as MP3 for
// podcasts and sermons (the audio podcast feeds carry, and Apple Podcasts
// takes MP3 or AAC, never WAV) when ffmpeg is installed.
type demoAudio struct {
	noFFmpeg bool // set at the first track ffmpeg could not encode for lack of it
}

// track returns the audio of one track and its file extension.
func (d *demoAudio) track(item demo.Item, title string) ([]byte, string, error) {
	wav := demo.Tune(item.Title + " / " + title)
	if item.Type == "album" || d.noFFmpeg {
		return wav, ".wav", nil
	}
	b, err := demo.EncodeMP3(wav)
	if errors.Is(err, demo.ErrNoFFmpeg) {
		d.noFFmpeg = true
		return wav, ".wav", nil
	}
	return b, ".mp3", err
}

func demoMedia(tx core.App, item demo.Item, artist *core.Record, enc *demoAudio) error {
	if artist == nil {
		return fmt.Errorf("unknown creator %s", item.Creator)
	}
	coll, err := tx.FindCollectionByNameOrId("media")
	if err != nil {
		return err
	}
	m := core.NewRecord(coll)
	m.Set("title", item.Title)
	m.Set("description", item.Description)
	m.Set("type", item.Type)
	m.Set("artist", artist.Id)
	m.Set("preacher", item.Preacher)
	m.Set("theme", item.Theme)
	m.Set("preachedAt", item.PreachedAt)
	m.Set("tags", item.Tags)
	m.Set("language", "en") // the demo catalogue is in English
	if item.Type == "podcast" {
		// The address its feed publishes as the owner's, as a creator who
		// means to claim the show on Spotify gives (these are made up).
		m.Set("ownerEmail", artist.Email())
	}
	if item.Genre != "" {
		if m.Set("genre", lookupId(tx, "genres", dbx.HashExp{"title": item.Genre})); m.GetString("genre") == "" {
			return fmt.Errorf("unknown genre %q", item.Genre)
		}
	}
	if item.Category != "" {
		if m.Set("category", lookupId(tx, "audio_categories", dbx.HashExp{"title": item.Category, "type": item.Type})); m.GetString("category") == "" {
			return fmt.Errorf("unknown category %q", item.Category)
		}
	}
	if len(item.Passages) > 0 {
		texts := make([]string, len(item.Passages))
		for i, p := range item.Passages {
			texts[i] = p.Text
		}
		passages, err := bible.Parse(strings.Join(texts, "; "))
		if err != nil {
			return err
		}
		m.Set("bibleReferences", passages)
	}
	size := demo.CoverSize
	if item.Type == "podcast" {
		size = demo.PodcastCoverSize // Apple Podcasts takes 1400 to 3000 px
	}
	cover, err := demo.Cover(item.Title, size)
	if err != nil {
		return err
	}
	coverFile, err := filesystem.NewFileFromBytes(cover, inflector.Snakecase(item.Title)+".png")
	if err != nil {
		return err
	}
	m.Set("coverArt", coverFile)
	if err := tx.Save(m); err != nil {
		return err
	}

	episodes, err := tx.FindCollectionByNameOrId("episodes")
	if err != nil {
		return err
	}
	for i, tr := range item.Tracks {
		data, ext, err := enc.track(item, tr.Title)
		if err != nil {
			return err
		}
		// Measured as an upload is (routes/upload.go).
		info, err := audio.Probe(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return err
		}
		file, err := filesystem.NewFileFromBytes(data, inflector.Snakecase(tr.Title)+ext)
		if err != nil {
			return err
		}
		ep := core.NewRecord(episodes)
		ep.Set("media", m.Id)
		ep.Set("position", i+1)
		ep.Set("title", tr.Title)
		ep.Set("description", tr.Description)
		ep.Set("lyrics", tr.Lyrics)
		ep.Set("genre", m.GetString("genre"))
		ep.Set("duration", info.Duration)
		ep.Set("bitrate", info.Bitrate)
		ep.Set("headerSize", info.HeaderSize)
		ep.Set("audio", file)
		if err := tx.Save(ep); err != nil {
			return err
		}
	}
	if item.Status != "" && !moderation.AwaitsReview(item.Status) {
		return moderation.SetStatus(tx, m, item.Status, nil, item.StatusReason)
	}
	return nil
}

// lookupId returns the id of the first row matching cond, "" if none.
func lookupId(app core.App, table string, cond dbx.HashExp) string {
	var id string
	_ = app.DB().Select("id").From(table).Where(cond).Limit(1).Row(&id)
	return id
}

func errOr(err, def error) error {
	if err != nil {
		return err
	}
	return def
}
