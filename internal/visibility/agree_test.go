package visibility_test

import (
	"fmt"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
	"selah/testutil"
)

var states = []string{visibility.Pending, visibility.Active, visibility.Rejected, visibility.Suspended, ""}

// catalogue is every combination of creator standing (active, suspended,
// an empty status, no creator row at all) × media state × episode state,
// written by SQL so no hook moves a state.
type catalogue struct {
	creators map[string]*core.Record // by standing; "missing" is nil
	media    []*core.Record
	episodes []*core.Record
}

const missingCreator = "nocreator000001"

func build(t *testing.T, app core.App) catalogue {
	t.Helper()
	c := catalogue{creators: map[string]*core.Record{
		"active":    testutil.CreateUser(t, app, "active@example.com", testutil.UserOpts{}),
		"suspended": testutil.CreateUser(t, app, "suspended@example.com", testutil.UserOpts{Suspended: true}),
		"empty":     testutil.CreateUser(t, app, "empty@example.com", testutil.UserOpts{}),
		"missing":   nil,
	}}
	exec(t, app, "UPDATE users SET accountStatus = '' WHERE id = {:id}", dbx.Params{"id": c.creators["empty"].Id})
	n := 0
	for standing, creator := range c.creators {
		artist := missingCreator
		if creator != nil {
			artist = creator.Id
		}
		for _, ms := range states {
			n++
			mid := fmt.Sprintf("media%010d", n)
			exec(t, app, `INSERT INTO media (id, title, type, artist, adminStatus, created, updated)
				VALUES ({:id}, {:title}, 'album', {:artist}, {:status}, '2025-01-01 00:00:00.000Z', '2025-01-01 00:00:00.000Z')`,
				dbx.Params{"id": mid, "title": standing + " " + ms, "artist": artist, "status": ms})
			for i, es := range states {
				exec(t, app, `INSERT INTO episodes (id, media, title, position, adminStatus) VALUES ({:id}, {:media}, 'e', {:pos}, {:status})`,
					dbx.Params{"id": fmt.Sprintf("ep%08d%05d", n, i), "media": mid, "pos": i + 1, "status": es})
			}
		}
	}
	var err error
	if err = app.RecordQuery("media").All(&c.media); err != nil {
		t.Fatal(err)
	}
	if err = app.RecordQuery("episodes").All(&c.episodes); err != nil {
		t.Fatal(err)
	}
	if len(c.media) != 4*len(states) || len(c.episodes) != 4*len(states)*len(states) {
		t.Fatalf("%d media, %d episodes", len(c.media), len(c.episodes))
	}
	return c
}

func exec(t *testing.T, app core.App, q string, p dbx.Params) {
	t.Helper()
	if _, err := app.DB().NewQuery(q).Bind(p).Execute(); err != nil {
		t.Fatal(err)
	}
}

// checkSQL compares the SQL conditions (as a column: never NULL), and
// visibility's filters over the facts the browse index and the catalogue
// keep, with the Go predicate, for every row.
func checkSQL(t *testing.T, app core.App, when string) {
	t.Helper()
	var rows []struct {
		Episode       string `db:"episode"`
		Media         string `db:"media"`
		Artist        string `db:"artist"`
		MediaStatus   string `db:"mediaStatus"`
		EpisodeStatus string `db:"episodeStatus"`
		PublicMedia   bool   `db:"publicMedia"`
		PublicEpisode bool   `db:"publicEpisode"`
		PublicRow     bool   `db:"publicRow"`
		IndexPublic   bool   `db:"indexPublic"`
		CatalogPublic bool   `db:"catalogPublic"`
	}
	err := app.DB().NewQuery(`SELECT e.id AS episode, m.id AS media, m.artist AS artist,
			m.adminStatus AS mediaStatus, e.adminStatus AS episodeStatus,
			` + visibility.PublicMediaSQL("m", "u") + ` AS publicMedia,
			` + visibility.PublicEpisodeSQL("e", "m", "u") + ` AS publicEpisode,
			` + visibility.PublicMediaRowSQL("m") + ` AS publicRow,
			EXISTS (SELECT 1 FROM media_fts WHERE media_fts MATCH {:shown}
				AND rowid = (SELECT k.rid FROM media_fts_keys k WHERE k.media = m.id)) AS indexPublic,
			EXISTS (SELECT 1 FROM catalogue c WHERE c.media = m.id AND ` + visibility.PublicFactsSQL("c") + `) AS catalogPublic
		FROM episodes e JOIN media m ON m.id = e.media LEFT JOIN users u ON u.id = m.artist`).
		Bind(dbx.Params{"shown": visibility.PublicFacetsMatch()}).All(&rows)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 4*len(states)*len(states) {
		t.Fatalf("%s: %d rows", when, len(rows))
	}
	for _, r := range rows {
		active := visibility.CreatorActive(app, r.Artist)
		public := visibility.Public(r.MediaStatus, active)
		if r.PublicMedia != public || r.PublicRow != public {
			t.Errorf("%s: media %s (%q, creator %s): SQL %v, row SQL %v, Go %v", when, r.Media, r.MediaStatus, r.Artist, r.PublicMedia, r.PublicRow, public)
		}
		if r.IndexPublic != public {
			t.Errorf("%s: media %s (%q, creator %s): browse index's facets %v, Go %v", when, r.Media, r.MediaStatus, r.Artist, r.IndexPublic, public)
		}
		if r.CatalogPublic != public {
			t.Errorf("%s: media %s (%q, creator %s): catalogue's facts %v, Go %v", when, r.Media, r.MediaStatus, r.Artist, r.CatalogPublic, public)
		}
		if want := visibility.PublicEpisode(r.MediaStatus, r.EpisodeStatus, active); r.PublicEpisode != want {
			t.Errorf("%s: episode %s (%q of %q): SQL %v, Go %v", when, r.Episode, r.EpisodeStatus, r.MediaStatus, r.PublicEpisode, want)
		}
	}
}

// TestSQLAndGoAgree: the SQL conditions, and the browse index's triggers
// built from them, say what the Go predicate says, for every combination of
// media state × episode state × creator standing, also after the creators'
// standing changes (the users trigger re-facets their media).
func TestSQLAndGoAgree(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	c := build(t, app)
	checkSQL(t, app, "as written")
	for _, flip := range []struct{ standing, to string }{
		{"active", visibility.AccountSuspended}, {"suspended", visibility.AccountActive}, {"empty", visibility.AccountSuspended},
	} {
		exec(t, app, "UPDATE users SET accountStatus = {:s} WHERE id = {:id}", dbx.Params{"s": flip.to, "id": c.creators[flip.standing].Id})
	}
	checkSQL(t, app, "after the creators' standing changed")
}

// TestRESTRulesAgree: the REST rules in the database are the ones
// visibility generates, and PocketBase's own rule check grants through them
// what the Go predicate grants, to a guest (what a public page shows), a
// listener in good standing or suspended, each creator and an admin. (Superusers pass every rule.) Items without a
// creator row are left out: the rules read them as public, the predicate
// not; a required, cascading relation leaves none.
func TestRESTRulesAgree(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	c := build(t, app)
	listener := testutil.CreateUser(t, app, "listener@example.com", testutil.UserOpts{})
	banned := testutil.CreateUser(t, app, "banned@example.com", testutil.UserOpts{Suspended: true})
	admin := testutil.CreateAdmin(t, app, "admin@example.com")
	callers := map[string]*core.Record{"guest": nil, "listener": listener, "suspended listener": banned, "admin": admin}
	for standing, creator := range c.creators {
		if creator != nil {
			callers[standing+" creator"] = creator
		}
	}
	rule := func(name string, want string) *string {
		coll, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			t.Fatal(err)
		}
		if coll.ListRule == nil || *coll.ListRule != want || coll.ViewRule == nil || *coll.ViewRule != want {
			t.Fatalf("%s: the rules in the database are not visibility's:\nlist %v\nview %v", name, coll.ListRule, coll.ViewRule)
		}
		return coll.ListRule
	}
	mediaRule, episodeRule, usersRule := rule("media", visibility.MediaListRule()),
		rule("episodes", visibility.EpisodeListRule()), rule("users", visibility.PublicCreatorRule())
	grants := func(r *core.Record, who *core.Record, rule *string) bool {
		ok, err := app.CanAccessRecord(r, &core.RequestInfo{Auth: who, Method: "GET", Context: core.RequestInfoContextDefault}, rule)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	byId := map[string]*core.Record{}
	for _, m := range c.media {
		byId[m.Id] = m
	}
	for name, who := range callers {
		for _, m := range c.media {
			artist := m.GetString("artist")
			if artist == missingCreator {
				continue
			}
			want := visibility.MayView(app, who, m)
			if got := grants(m, who, mediaRule); got != want {
				t.Errorf("%s, media %q of %s: rule %v, Go %v", name, m.GetString("adminStatus"), artist, got, want)
			}
		}
		for _, e := range c.episodes {
			m := byId[e.GetString("media")]
			if m.GetString("artist") == missingCreator {
				continue
			}
			want := visibility.MayViewEpisode(app, who, e, m)
			if got := grants(e, who, episodeRule); got != want {
				t.Errorf("%s, episode %q of media %q: rule %v, Go %v", name, e.GetString("adminStatus"), m.GetString("adminStatus"), got, want)
			}
		}
		// A profile: one's own, or the creator of an item one may see.
		for _, u := range []*core.Record{c.creators["active"], c.creators["suspended"], c.creators["empty"], listener, banned} {
			want := who != nil && visibility.Owns(who, u.Id)
			for _, m := range c.media {
				if m.GetString("artist") == u.Id && visibility.MayView(app, who, m) {
					want = true
				}
			}
			if got := grants(u, who, usersRule); got != want {
				t.Errorf("%s, profile of %s: rule %v, Go %v", name, u.Email(), got, want)
			}
		}
	}
}
