package routes

import (
	"net/http"
	"slices"
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/feed"
	"selah/internal/publicurl"
	"selah/internal/renditions"
)

// A creator's sermon feeds as they see them (docs/ARCHITECTURE.md
// "Feeds"): the owner email those feeds publish, which they set here as
// a podcast's creator sets it on the podcast, and the same warnings a
// podcast shows (feedWarnings) for their sermons' feed and each series'.

// sermonOwnerField is the users field holding it
// (migrations/1763773460_sermon_feed_owner.go).
const sermonOwnerField = "sermonFeedOwnerEmail"

const msgSermonFeedSaved = "Sermon feed updated"

// registerFeedSettings serves GET and PUT /api/media/sermon-feed (user
// token), with the middlewares of the /api/media group.
func registerFeedSettings(se *core.ServeEvent) {
	se.Router.GET("/api/media/sermon-feed", sermonFeedSettings).
		Bind(withEnvelope(), requireUser())
	se.Router.PUT("/api/media/sermon-feed", putSermonFeedSettings).
		Bind(withEnvelope(), apis.BodyLimit(jsonBodyLimit), requireUser())
}

// sermonFeedJSON is the answer: ownerEmail "" when the creator set none
// (the feeds then name the platform), and each of their public sermon
// feeds (none before a sermon is approved).
type sermonFeedJSON struct {
	OwnerEmail string             `json:"ownerEmail"`
	Feeds      []sermonFeedReport `json:"feeds"`
}

type sermonFeedReport struct {
	Kind     string         `json:"kind"` // "sermons" or "series"
	Title    string         `json:"title"`
	Url      string         `json:"url"` // absolute
	Warnings []feed.Warning `json:"warnings"`
}

// sermonFeedForm is PUT /api/media/sermon-feed: an email, or "" for none.
type sermonFeedForm struct {
	OwnerEmail string `json:"ownerEmail"`
}

func (f *sermonFeedForm) normalize() { f.OwnerEmail = strings.TrimSpace(f.OwnerEmail) }

func (f *sermonFeedForm) Validate() error {
	return validation.ValidateStruct(f, validation.Field(&f.OwnerEmail, text(func(v string) error {
		if v == "" {
			return nil
		}
		return checkEmail(v)
	})))
}

func sermonFeedSettings(e *core.RequestEvent) error {
	user, err := e.App.FindRecordById(usersCollection, e.Auth.Id)
	if err != nil {
		return err
	}
	out, err := sermonFeedAnswer(e, user)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", out)
}

func putSermonFeedSettings(e *core.RequestEvent) error {
	in := &sermonFeedForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	var user *core.Record
	// Read and write in one step: nothing else the account holds is
	// overwritten with what it held a moment before.
	err := e.App.RunInTransaction(func(tx core.App) error {
		var err error
		if user, err = tx.FindRecordById(usersCollection, e.Auth.Id); err != nil {
			return err
		}
		user.Set(sermonOwnerField, in.OwnerEmail)
		return tx.Save(user)
	})
	if err != nil {
		return err
	}
	out, err := sermonFeedAnswer(e, user)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, msgSermonFeedSaved, out)
}

// sermonFeedAnswer reports the creator's public sermon feeds as their feed
// routes serve them: the creator's, then each series (feed.SeriesOf).
func sermonFeedAnswer(e *core.RequestEvent, user *core.Record) (sermonFeedJSON, error) {
	out := sermonFeedJSON{OwnerEmail: user.GetString(sermonOwnerField), Feeds: []sermonFeedReport{}}
	creator, sermons, err := feedSermons(e.App, user.Id)
	if err != nil || len(sermons) == 0 {
		return out, err
	}
	parts, err := feedSermonParts(e.App, creator.Id, sermons)
	if err != nil {
		return out, err
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return out, err
	}
	defer fsys.Close()
	base := publicurl.Base(e.App, e.Request)
	report := func(kind, title, path string, of []*core.Record, coverFirst bool) {
		var eps []*core.Record
		for _, m := range of {
			eps = append(eps, parts[m.Id]...)
		}
		art := pickArtwork(fsys, base, sermonFeedArtwork(creator, of, coverFirst))
		out.Feeds = append(out.Feeds, sermonFeedReport{Kind: kind, Title: title, Url: base + path,
			Warnings: feedWarnings(art, eps)})
	}
	report("sermons", feed.SermonsTitle(creator.GetString("name")), feedPathSermons(creator.Id), sermons, false)
	themes := make([]string, len(sermons))
	for i, m := range sermons {
		themes[i] = m.GetString("theme")
	}
	for _, series := range feed.SeriesOf(themes) {
		of := slices.DeleteFunc(slices.Clone(sermons), func(m *core.Record) bool {
			return feed.SeriesSlug(m.GetString("theme")) != series.Slug
		})
		report("series", series.Title, feedPathSeries(creator.Id, series.Slug), of, true)
	}
	return out, nil
}

// feedWarnings is what Apple Podcasts would refuse in a feed as it is
// served, the same checks for every kind of feed: its artwork
// (pickArtwork: format, shape, size, colours), and each episode
// whose audio format it does not take from a feed. Never nil.
func feedWarnings(art feedArtwork, episodes []*core.Record) []feed.Warning {
	out := append([]feed.Warning{}, art.warnings...)
	for _, ep := range episodes {
		// Of the file the feed's enclosure serves (the rendition once done).
		name := renditions.Served(ep).Name
		if w, bad := feed.AppleAudioWarning(ep.GetString("title"), name); bad && name != "" {
			w.EpisodeID = ep.Id
			out = append(out, w)
		}
	}
	return out
}
