package routes_test

import (
	"context"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/bible"
	"selah/internal/moderation"
)

// The sermon fixture's fixed ids, beside the feed fixture's (fdHost's
// sermons, fdSermon among them: approved, no episodes, no date, so the
// newest of all).
const (
	fdOther = "feedotheruser01" // another creator, with a series of their own
	fdQuiet = "feedquietuser01" // a creator whose sermons are none of them public

	fdSerLove    = "feedserlove0001" // "Love That Finds Us", 2 Mar 2025, two parts (and a pending third)
	fdSerLove2   = "feedserlove0002" // theme "love that finds us!" (the same series), 1 Apr 2025
	fdSerWorship = "feedserworship1" // "Spirit & Truth", 11 May 2025, no preacher
	fdSerPend    = "feedserpending1" // pending
	fdSerReject  = "feedserreject01" // rejected: "Refused Series"
	fdSerSusp    = "feedsersuspend1" // suspended
	fdSerOut     = "feedserout00001" // approved, of the suspended creator
	fdSerOther   = "feedserother001" // another creator's: "Other Flock"
	fdSerOther2  = "feedserother002" // another creator's: "Spirit & Truth"
	fdSerQuiet   = "feedserquiet001" // fdQuiet's, pending

	fdEpLove1    = "feedeplove00001" // short.wav, position 1
	fdEpLove2    = "feedeplove00002" // long.wav, position 2
	fdEpLovePend = "feedeplovepnd01" // pending, position 3
	fdEpLoveB    = "feedeplove20001"
	fdEpWorship  = "feedepworship01" // raw.aac
	fdEpSerPend  = "feedepserpend01"
	fdEpSerRej   = "feedepserrejct1"
	fdEpSerSusp  = "feedepsersusp01"
	fdEpSerOut   = "feedepserout001"
	fdEpSerOther = "feedepserothr01"
	fdEpSerOth2  = "feedepserothr02"
	fdEpSerQuiet = "feedepserquiet1"
)

// The slugs of fdHost's series, and of fdOther's.
const (
	slugLove    = "love-that-finds-us"
	slugSpirit  = "spirit-truth"
	slugOther   = "other-flock"
	slugPending = "pending-series"
	slugRefused = "refused-series"
	slugSusp    = "suspended-series"
)

// feedSermon is one sermon of the fixture.
type feedSermon struct {
	id, creator, status              string
	title, theme, preacher, preached string
	passages, ownerEmail             string
	eps                              []feedPart
}

type feedPart struct{ id, audio string }

func (fx *feedFixture) setupSermons(t testing.TB, app core.App) {
	t.Helper()
	creators := map[string]*core.Record{
		fdOther: feedCreator(t, app, fdOther, "other@example.com", "Brother Tom", false),
		fdQuiet: feedCreator(t, app, fdQuiet, "quiet@example.com", "Quiet Preacher", false),
	}
	for _, id := range []string{fdHost, fdOut} {
		c, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		creators[id] = c
	}
	for _, s := range []feedSermon{
		{id: fdSerLove, creator: fdHost, status: moderation.Active, title: "Love That Finds Us", theme: "Love That Finds Us",
			preacher: "Pastor Daniel Reyes", preached: "2025-03-02 00:00:00.000Z", passages: "John 3:16-18; Luke 15:11-24",
			ownerEmail: "sermons@church.example",
			eps:        []feedPart{{fdEpLove1, "short.wav"}, {fdEpLove2, "long.wav"}, {fdEpLovePend, "short.wav"}}},
		{id: fdSerLove2, creator: fdHost, status: moderation.Active, title: "The Lost Coin", theme: " love that finds us! ",
			preacher: "Pastor Ada", preached: "2025-04-01 00:00:00.000Z", passages: "Luke 15:8-10",
			eps: []feedPart{{fdEpLoveB, "short.wav"}}},
		{id: fdSerWorship, creator: fdHost, status: moderation.Active, title: "A Heart of Worship", theme: "Spirit & Truth",
			preached: "2025-05-11 00:00:00.000Z", eps: []feedPart{{fdEpWorship, "raw.aac"}}},
		{id: fdSerPend, creator: fdHost, status: moderation.Pending, title: "Not Yet", theme: "Pending Series",
			eps: []feedPart{{fdEpSerPend, "short.wav"}}},
		{id: fdSerReject, creator: fdHost, status: moderation.Rejected, title: "Refused", theme: "Refused Series",
			eps: []feedPart{{fdEpSerRej, "short.wav"}}},
		{id: fdSerSusp, creator: fdHost, status: moderation.Suspended, title: "Taken Down", theme: "Suspended Series",
			eps: []feedPart{{fdEpSerSusp, "short.wav"}}},
		{id: fdSerOut, creator: fdOut, status: moderation.Active, title: "Hidden Sermon", theme: "Out Series",
			eps: []feedPart{{fdEpSerOut, "short.wav"}}},
		{id: fdSerOther, creator: fdOther, status: moderation.Active, title: "Other Sermon", theme: "Other Flock",
			eps: []feedPart{{fdEpSerOther, "short.wav"}}},
		{id: fdSerOther2, creator: fdOther, status: moderation.Active, title: "Their Worship", theme: "Spirit & Truth",
			eps: []feedPart{{fdEpSerOth2, "short.wav"}}},
		{id: fdSerQuiet, creator: fdQuiet, status: moderation.Pending, title: "Quiet Sermon", theme: "Quiet Series",
			eps: []feedPart{{fdEpSerQuiet, "short.wav"}}},
	} {
		fx.saveMedia(t, app, s.id, "sermon", creators[s.creator])
		m, err := app.FindRecordById("media", s.id) // as stored (the create hook set its status)
		if err != nil {
			t.Fatal(err)
		}
		m.Set("title", s.title)
		m.Set("description", "Notes on "+s.title+" & more")
		m.Set("theme", s.theme)
		m.Set("preacher", s.preacher)
		m.Set("preachedAt", s.preached)
		m.Set("ownerEmail", s.ownerEmail)
		if s.passages != "" {
			ps, err := bible.Parse(s.passages)
			if err != nil {
				t.Fatal(err)
			}
			m.Set("bibleReferences", ps)
		}
		if err := app.Save(m); err != nil {
			t.Fatal(err)
		}
		for i, e := range s.eps {
			fx.saveEpisode(t, app, m, e.id, e.audio, i+1)
		}
		if s.status != moderation.Pending {
			if err := moderation.SetStatus(app, m, s.status, nil, "reviewed"); err != nil {
				t.Fatal(err)
			}
		}
	}
	// A third part of an approved sermon, awaiting review.
	if _, err := app.DB().Update("episodes", dbx.Params{"adminStatus": moderation.Pending},
		dbx.HashExp{"id": fdEpLovePend}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// setAvatar gives a creator an avatar stored as avatar.png.
func setAvatar(t testing.TB, app core.App, userId string, png []byte) {
	t.Helper()
	setImage(t, app, "users", userId, "avatar", "avatar.png", png)
}

// setCover replaces an item's cover with one stored as artwork.png (a
// new name: PocketBase deletes the old file by its name after the save).
func setCover(t testing.TB, app core.App, mediaId string, png []byte) {
	t.Helper()
	setImage(t, app, "media", mediaId, "coverArt", "artwork.png", png)
}

func setImage(t testing.TB, app core.App, coll, id, field, name string, png []byte) {
	t.Helper()
	f, err := filesystem.NewFileFromBytes(png, name)
	if err != nil {
		t.Fatal(err)
	}
	f.Name = name
	setQuietly(t, app, coll, id, field, f)
}

// setQuietly sets one field of a record and saves it without validation.
func setQuietly(t testing.TB, app core.App, coll, id, field string, value any) {
	t.Helper()
	r, err := app.FindRecordById(coll, id)
	if err != nil {
		t.Fatal(err)
	}
	r.Set(field, value)
	// As a save that does not send the item back to review (the automatic
	// Resubmit decision, with its status unchanged): the feed is what is
	// tested, not the moderation of a changed item.
	ctx := moderation.WithDecision(context.Background(), moderation.Decision{Resubmit: true})
	if err := app.SaveNoValidateWithContext(ctx, r); err != nil {
		t.Fatal(err)
	}
}
