package importfeed

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/audio"
	"selah/internal/feed"
	"selah/internal/ingest"
	"selah/internal/moderation"
	"selah/internal/sniff"
)

// The worker: one step at a time, of the unfinished import touched
// longest ago (each step touches its import, so imports take turns and a
// long one does not hold the others back). A step is the feed (fetched,
// read, the draft podcast and the episode rows written in one
// transaction) or one episode (downloaded, checked, saved with its row
// marked in one transaction), so whatever a stop or a crash interrupts is
// done again, whole, at the next start: the rows are the queue.

const (
	importsCollection = "imports"
	itemsCollection   = "import_items"
)

// PollEvery is how often the worker looks for work unasked (an import
// begun by another process, a step that failed on the database).
const PollEvery = 5 * time.Minute

// What the downloads accept.
const (
	acceptFeed  = "application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5"
	acceptAudio = "audio/*, */*;q=0.5"
	acceptImage = "image/jpeg, image/png, image/webp, image/*;q=0.8"
)

// Start clears what a previous run left half-downloaded and starts the
// worker's goroutine, once; it works through the unfinished imports at
// once (those a stop or a crash interrupted too). Whether one waits is
// asked on the caller's goroutine (wakeloop.Start).
func (s *Service) Start() {
	s.loop.Start(func() bool {
		if err := os.RemoveAll(s.tmpDir()); err != nil {
			s.app.Logger().Warn("imports: could not clear the download folder", "error", err)
		}
		next, err := s.nextImport(nil)
		return err != nil || next != nil
	}, s.Drain)
}

// Stop ends the worker: the download in flight is cancelled (its episode
// waits for the next start) and the worker awaited. Stop before Start does
// nothing.
func (s *Service) Stop() { s.loop.Stop() }

// Wake makes the worker look for work now; it never blocks.
func (s *Service) Wake() { s.loop.Wake() }

// Drain works until no import is left unfinished, or ctx ends. An import
// whose step fails on the database is left for the next round (logged),
// so a broken one cannot spin or hold the others.
func (s *Service) Drain(ctx context.Context) {
	broken := map[string]bool{}
	for ctx.Err() == nil {
		next, err := s.nextImport(broken)
		if err != nil {
			s.app.Logger().Error("imports: could not read the queue", "error", err)
			return
		}
		if next == nil {
			return
		}
		if err := s.step(ctx, next); err != nil {
			if ctx.Err() != nil {
				return // stopped: the step is done again at the next start
			}
			s.app.Logger().Error("imports: a step failed", "import", next.Id, "error", err)
			broken[next.Id] = true
		}
	}
}

// nextImport is the unfinished import touched longest ago, not in skip.
func (s *Service) nextImport(skip map[string]bool) (*core.Record, error) {
	rows, err := s.app.FindRecordsByFilter(importsCollection, "status = {:f} || status = {:i}", "updated,created", len(skip)+1, 0,
		dbx.Params{"f": StatusFetching, "i": StatusImporting})
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		if !skip[r.Id] {
			return r, nil
		}
	}
	return nil, nil
}

func (s *Service) step(ctx context.Context, imp *core.Record) error {
	if imp.GetString("status") == StatusFetching {
		return s.fetchFeed(ctx, imp)
	}
	return s.importNext(ctx, imp)
}

// tmpDir holds downloads in flight, on the data dir's disk so that an
// episode's audio is moved into storage, not copied (ingest).
func (s *Service) tmpDir() string { return filepath.Join(s.app.DataDir(), "imports_tmp") }

// fetchFeed is an import's first step: the feed fetched and read, its
// artwork downloaded, then in one transaction the creator's draft podcast
// and one row per episode, and the import set to importing.
func (s *Service) fetchFeed(ctx context.Context, imp *core.Record) error {
	body, err := withRetries(ctx, s.opts.RetryWaits, func() ([]byte, error) {
		return s.fetchBytes(ctx, imp.GetString("url"), acceptFeed, s.opts.FeedBytes, timeLimit{s.opts.FeedTime})
	})
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return s.fail(imp, reason("The feed", err))
	}
	f, err := Parse(bytes.NewReader(body), s.opts.MaxItems)
	if err != nil {
		return s.fail(imp, err.Error())
	}
	if len(f.Items) == 0 {
		return s.fail(imp, "The feed lists no episodes")
	}
	var problems []Problem
	title := line(f.Title, maxTitle)
	if title == "" {
		title = "Imported podcast"
	}
	if f.Listed > len(f.Items) {
		problems = append(problems, Problem{Reason: fmt.Sprintf(
			"The feed lists %d episodes: the first %d it lists were imported, the other %d were left out",
			f.Listed, len(f.Items), f.Listed-len(f.Items))})
	}
	cover, problem := s.artwork(ctx, f.ImageURL, imp.GetString("url"))
	defer cover.remove()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if problem != "" {
		problems = append(problems, Problem{Reason: problem})
	}
	owner := imp.GetString("owner")
	m := ingest.Media{Artist: owner, Fields: s.showFields(f, title, owner), Draft: true}
	if cover != nil {
		m.Cover = cover.asFile("artwork")
	}
	rows := itemRows(f.Items, imp.GetString("url"))
	err = s.app.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById(importsCollection, imp.Id)
		if err != nil || fresh.GetString("status") != StatusFetching {
			return err // gone, or done by someone else
		}
		mediaId, err := ingest.Save(tx, m, nil)
		if err != nil {
			return fmt.Errorf("save the podcast: %w", err)
		}
		coll, err := tx.FindCachedCollectionByNameOrId(itemsCollection)
		if err != nil {
			return err
		}
		failed := 0 // episodes refused already (no enclosure): tried
		for _, row := range rows {
			if row["state"] == itemFailed {
				failed++
			}
			r := core.NewRecord(coll)
			r.Load(row)
			r.Set("import", imp.Id)
			if err := tx.Save(r); err != nil {
				return fmt.Errorf("save an episode row: %w", err)
			}
		}
		fresh.Set("status", StatusImporting)
		fresh.Set("media", mediaId)
		fresh.Set("total", len(rows))
		fresh.Set("done", failed)
		fresh.Set("errors", append(feedProblems(fresh), problems...))
		return tx.Save(fresh)
	})
	// A record the schema refuses is refused again at every try: the
	// import fails. Anything else (the database) is tried again later.
	var invalid validation.Errors
	if errors.As(err, &invalid) {
		s.app.Logger().Warn("imports: the podcast could not be saved", "import", imp.Id, "error", err)
		return s.fail(imp, "The podcast could not be saved from this feed")
	}
	return err
}

// showFields are the podcast's fields from the feed: title, description
// (the title when it has none), the language (the creator's usual one when
// the feed's is not an ISO 639-1 code), the owner's email and a category
// of ours with the feed's category's name, when there is one.
func (s *Service) showFields(f *Feed, title, owner string) map[string]any {
	fields := map[string]any{"title": title, "type": "podcast"}
	desc := notes(f.Description, maxDescription)
	if desc == "" {
		desc = title
	}
	fields["description"] = desc
	lang, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(f.Language)), "-")
	lang, _, _ = strings.Cut(lang, "_")
	if !feed.ValidLanguage(lang) {
		lang = feed.CreatorLanguage(s.app, owner)
	}
	fields["language"] = lang
	if email := strings.TrimSpace(f.OwnerEmail); validEmail(email) {
		fields["ownerEmail"] = email
	}
	if name := strings.TrimSpace(f.Category); name != "" {
		if c, err := s.app.FindFirstRecordByFilter("audio_categories", "type = 'podcast' && title = {:t}",
			dbx.Params{"t": name}); err == nil {
			fields["category"] = c.Id
		}
	}
	return fields
}

// itemRows are the import_items rows of the feed's episodes, oldest first:
// by publication date when every episode has one (the feed's order, read
// backwards, between equal dates), else the feed's order read backwards
// (feeds list the newest first). An episode without an enclosure fails at
// once.
func itemRows(items []Item, feedURL string) []map[string]any {
	order := slices.Clone(items)
	slices.Reverse(order)
	if !slices.ContainsFunc(order, func(it Item) bool { return it.Published.IsZero() }) {
		slices.SortStableFunc(order, func(a, b Item) int { return a.Published.Compare(b.Published) })
	}
	base, _ := url.Parse(feedURL)
	rows := make([]map[string]any, len(order))
	for i, it := range order {
		title := line(it.Title, maxTitle)
		if title == "" {
			n := it.Number
			if n == 0 {
				n = i + 1
			}
			title = fmt.Sprintf("Episode %d", n)
		}
		row := map[string]any{
			"position": i + 1, "title": title, "description": notes(it.Description, maxDescription),
			"episodeNumber": it.Number, "state": itemWaiting,
		}
		if g := strings.TrimSpace(it.GUID); len(g) <= 2048 {
			row["guid"] = g
		}
		if !it.Published.IsZero() {
			row["publishedAt"] = it.Published
		}
		enclosure := resolve(base, it.Enclosure)
		switch {
		case enclosure == "":
			row["state"], row["reason"] = itemFailed, "The episode has no audio enclosure"
		case len(enclosure) > 4096:
			row["state"], row["reason"] = itemFailed, "The episode's audio address is too long"
		default:
			row["enclosure"] = enclosure
		}
		rows[i] = row
	}
	return rows
}

// resolve is an enclosure's absolute URL (some feeds write them relative
// to the feed), "" for none.
func resolve(base *url.URL, ref string) string {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return ""
	}
	u, err := url.Parse(ref)
	if err != nil {
		return ref // the download says it is not valid
	}
	if base != nil {
		u = base.ResolveReference(u)
	}
	return u.String()
}

// artwork downloads the show's image and checks its bytes; a missing or
// refused one is the reason why (the podcast is imported without it).
func (s *Service) artwork(ctx context.Context, ref, feedURL string) (*download, string) {
	base, _ := url.Parse(feedURL)
	u := resolve(base, ref)
	if u == "" {
		return nil, "The feed has no artwork: add a cover to the podcast"
	}
	dl, err := s.fetchFile(ctx, u, acceptImage, s.tmpDir(), s.opts.ImageBytes, timeLimit{s.opts.ImageTime})
	if err != nil {
		return nil, reason("The artwork", err)
	}
	if !sniff.ImageTypes[sniff.DetectBytes(dl.head)] {
		dl.remove()
		return nil, "The artwork is not a JPEG, PNG or WebP image: add a cover to the podcast"
	}
	return dl, ""
}

// importNext downloads and saves the import's next waiting episode, or
// finishes the import when none waits.
func (s *Service) importNext(ctx context.Context, imp *core.Record) error {
	items, err := s.app.FindRecordsByFilter(itemsCollection, "import = {:i} && state = {:s}", "position", 1, 0,
		dbx.Params{"i": imp.Id, "s": itemWaiting})
	if err != nil {
		return err
	}
	if len(items) == 0 {
		return s.finish(imp)
	}
	item := items[0]
	mediaId := imp.GetString("media")
	if _, err := s.app.FindRecordById("media", mediaId); err != nil {
		return s.fail(imp, "The podcast was deleted while it was being imported")
	}
	dl, err := withRetries(ctx, s.opts.RetryWaits, func() (*download, error) {
		return s.fetchFile(ctx, item.GetString("enclosure"), acceptAudio, s.tmpDir(), s.opts.AudioBytes, timeLimit{s.opts.AudioTime})
	})
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return s.itemFailed(imp, item, reason("The audio", err))
	}
	defer dl.remove()
	info, err := probe(dl)
	if err != nil {
		return s.itemFailed(imp, item, audioReason(err))
	}
	ep := ingest.Episode{
		Title: item.GetString("title"), Description: item.GetString("description"),
		Audio: ingest.Audio{File: dl.asFile(fileName(item.GetString("enclosure"))), Info: info},
		GUID:  item.GetString("guid"), PublishedAt: item.GetDateTime("publishedAt").Time(), Number: item.GetInt("episodeNumber"),
	}
	err = s.app.RunInTransaction(func(tx core.App) error {
		created, err := ingest.AddEpisode(tx, mediaId, ep)
		if err != nil {
			return err
		}
		item.Set("state", itemDone)
		item.Set("episode", created.Id)
		if err := tx.Save(item); err != nil {
			return err
		}
		return bump(tx, imp.Id, 1)
	})
	if err != nil {
		s.app.Logger().Warn("imports: an episode could not be saved", "import", imp.Id, "item", item.Id, "error", err)
		return s.itemFailed(imp, item, "The episode could not be saved")
	}
	return nil
}

// probe measures a downloaded file as an upload's audio is measured: its
// format from its bytes, whatever the server called it.
func probe(dl *download) (audio.Info, error) {
	f, err := os.Open(dl.path)
	if err != nil {
		return audio.Info{}, err
	}
	defer f.Close()
	return audio.Probe(f, dl.size)
}

// audioReason is why a downloaded file is not an episode's audio.
func audioReason(err error) string {
	switch {
	case errors.Is(err, audio.ErrEmpty):
		return "The audio file is empty"
	case errors.Is(err, audio.ErrUnknownFormat):
		return "The file is not audio (MP3, M4A, AAC, Ogg Vorbis, Opus, WAV or FLAC)"
	case errors.Is(err, audio.ErrCorrupt):
		return "The audio file is damaged or incomplete"
	}
	return "The audio file could not be read"
}

// fileName is the name an episode's audio keeps as its original name: the
// last part of its address.
func fileName(enclosure string) string {
	u, err := url.Parse(enclosure)
	if err != nil {
		return "episode"
	}
	name := path.Base(u.Path)
	if name == "." || name == "/" || name == "" {
		return "episode"
	}
	return name
}

// bump counts one more episode tried (imported: one more imported too),
// which touches the import (its turn comes after the others').
func bump(tx core.App, importId string, imported int) error {
	imp, err := tx.FindRecordById(importsCollection, importId)
	if err != nil {
		return err
	}
	imp.Set("done", imp.GetInt("done")+1)
	imp.Set("imported", imp.GetInt("imported")+imported)
	return tx.Save(imp)
}

// itemFailed records why an episode was not imported.
func (s *Service) itemFailed(imp, item *core.Record, why string) error {
	return s.app.RunInTransaction(func(tx core.App) error {
		item.Set("state", itemFailed)
		item.Set("reason", cut(why, 500))
		if err := tx.Save(item); err != nil {
			return err
		}
		return bump(tx, imp.Id, 0)
	})
}

// finish ends an import whose episodes were all tried: with one imported
// or more, its podcast goes to review (moderation.Submit; an item its
// creator already submitted stays as it is) and the import is done; with
// none, the empty draft is removed and the import failed.
func (s *Service) finish(imp *core.Record) error {
	media, err := s.app.FindRecordById("media", imp.GetString("media"))
	if err != nil {
		media = nil // removed by its creator, or by a finish a crash interrupted
	}
	if imp.GetInt("imported") == 0 {
		if media != nil {
			if err := s.app.Delete(media); err != nil {
				return fmt.Errorf("remove the empty draft: %w", err)
			}
		}
		return s.fail(imp, "No episode could be imported")
	}
	if media == nil {
		return s.fail(imp, "The podcast was deleted while it was being imported")
	}
	if err := moderation.Submit(s.app, media); err != nil && !errors.Is(err, moderation.ErrNotDraft) {
		return fmt.Errorf("submit the podcast: %w", err)
	}
	return s.end(imp, StatusDone, nil)
}

// fail ends an import with the reason, as a problem of the feed as a whole.
func (s *Service) fail(imp *core.Record, why string) error {
	return s.end(imp, StatusFailed, &Problem{Reason: why})
}

// end sets an import's final status (and a problem of the whole feed).
func (s *Service) end(imp *core.Record, status string, problem *Problem) error {
	fresh, err := s.app.FindRecordById(importsCollection, imp.Id)
	if err != nil {
		return nil // deleted meanwhile (its owner's account was)
	}
	if problem != nil {
		fresh.Set("errors", append(feedProblems(fresh), *problem))
	}
	fresh.Set("status", status)
	fresh.Set("finishedAt", time.Now().UTC())
	if status == StatusFailed && fresh.GetString("media") != "" {
		if _, err := s.app.FindRecordById("media", fresh.GetString("media")); err != nil {
			fresh.Set("media", "")
		}
	}
	return s.app.Save(fresh)
}
