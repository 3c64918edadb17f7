package analytics_test

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/hooks"
	"selah/internal/analytics"
	_ "selah/migrations"
	"selah/testutil/migrated"
)

// analyticsOracle is the report recounted from the raw plays and play_days
// (what the route computed before the roll-ups), to compare with.
func analyticsOracle(t *testing.T, app core.App, artist string, days int, now time.Time) analytics.Report {
	t.Helper()
	start := now.UTC().AddDate(0, 0, -(days - 1)).Format("2006-01-02")
	p := dbx.Params{"a": artist, "d": start, "s": start + " 00:00:00.000Z"}
	r := analytics.Report{Days: make([]analytics.Day, days)}
	for i := range r.Days {
		day := now.UTC().AddDate(0, 0, i-(days-1)).Format("2006-01-02")
		r.Days[i].Date = day
		q := func(sql string) int {
			var n int
			if err := app.DB().NewQuery(sql).Bind(dbx.Params{"a": artist, "day": day}).Row(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		r.Days[i].Plays = q(`SELECT COALESCE(SUM(d.plays), 0) FROM play_days d JOIN media m ON m.id = d.media WHERE m.artist = {:a} AND d.day = {:day}`)
		r.Days[i].Listeners = q(`SELECT COUNT(DISTINCT p.listenerKey) FROM plays p JOIN media m ON m.id = p.media WHERE m.artist = {:a} AND substr(p.created, 1, 10) = {:day}`)
		r.Days[i].Downloads = q(`SELECT COUNT(*) FROM downloads dl JOIN media m ON m.id = dl.media WHERE m.artist = {:a} AND substr(dl.created, 1, 10) = {:day}`)
		r.Days[i].GuestPlays = q(`SELECT COALESCE(SUM(d.guestPlays), 0) FROM play_days d JOIN media m ON m.id = d.media WHERE m.artist = {:a} AND d.day = {:day}`)
		r.Days[i].SignedInPlays = q(`SELECT COUNT(*) FROM plays p JOIN media m ON m.id = p.media WHERE m.artist = {:a} AND substr(p.created, 1, 10) = {:day} AND p.listenerKey NOT LIKE 'guest:%'`)
		r.Totals.Plays += r.Days[i].Plays
		r.Totals.GuestPlays += r.Days[i].GuestPlays
		r.Totals.SignedInPlays += r.Days[i].SignedInPlays
		r.Totals.Downloads += r.Days[i].Downloads
	}
	var unique int
	if err := app.DB().NewQuery(`SELECT COUNT(DISTINCT p.listenerKey) FROM plays p JOIN media m ON m.id = p.media
		WHERE m.artist = {:a} AND p.created >= {:s}`).Bind(p).Row(&unique); err != nil {
		t.Fatal(err)
	}
	r.Totals.UniqueListeners = unique
	var top []struct {
		Id    string `db:"id"`
		Title string `db:"title"`
		Plays int    `db:"plays"`
	}
	if err := app.DB().NewQuery(`SELECT m.id AS id, m.title AS title, SUM(d.plays) AS plays FROM play_days d JOIN media m ON m.id = d.media
		WHERE m.artist = {:a} AND d.day >= {:d} GROUP BY m.id ORDER BY plays DESC, m.title ASC LIMIT 10`).Bind(p).All(&top); err != nil {
		t.Fatal(err)
	}
	r.Top = []analytics.TopItem{}
	for _, x := range top {
		r.Top = append(r.Top, analytics.TopItem{Id: x.Id, Title: x.Title, Plays: x.Plays})
	}
	return r
}

// The history kept in memory plus today read live give what a recount of
// the raw rows gives, through new plays today (no reload) and a change to
// a past day (a reload, through rollup_generation).
func TestCreatorAnalyticsMatchesARecount(t *testing.T) {
	t.Parallel()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	hooks.Register(app)
	usersColl, _ := app.FindCollectionByNameOrId("users")
	user := func(email string) string {
		u := core.NewRecord(usersColl)
		u.SetEmail(email)
		u.SetPassword("correct-horse-1")
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
		return u.Id
	}
	creator := user("creator@example.com")
	var listeners []string
	for i := 0; i < 3; i++ {
		listeners = append(listeners, user(fmt.Sprintf("l%d@example.com", i)))
	}
	mediaColl, _ := app.FindCollectionByNameOrId("media")
	epColl, _ := app.FindCollectionByNameOrId("episodes")
	var media, eps []string
	for i, title := range []string{"Beta", "Alpha", "Gamma"} {
		m := core.NewRecord(mediaColl)
		m.Set("title", title)
		m.Set("type", []string{"album", "sermon", "podcast"}[i])
		m.Set("artist", creator)
		if err := app.Save(m); err != nil {
			t.Fatal(err)
		}
		ep := core.NewRecord(epColl)
		ep.Set("media", m.Id)
		ep.Set("title", title)
		if err := app.Save(ep); err != nil {
			t.Fatal(err)
		}
		media, eps = append(media, m.Id), append(eps, ep.Id)
	}
	now := time.Now().UTC()
	n := 0
	// play writes a play as the play hook would, on a chosen day; a
	// negative listener is a guest (no account, a guest key).
	play := func(item, listener, ago int) string {
		n++
		id := fmt.Sprintf("analyticsplay%02d", n)
		day := now.AddDate(0, 0, -ago)
		account, key := "", fmt.Sprintf("guest:%d", -listener)
		if listener >= 0 {
			account, key = listeners[listener], listeners[listener]
		}
		// play_days follows by its generated triggers.
		if _, err := app.DB().NewQuery(`INSERT INTO plays (id, episode, media, listener, listenerKey, created)
			VALUES ({:id}, {:e}, {:m}, {:l}, {:k}, {:c})`).Bind(dbx.Params{"id": id, "e": eps[item], "m": media[item],
			"l": account, "k": key, "c": day.Format("2006-01-02 15:04:05.000Z")}).Execute(); err != nil {
			t.Fatal(err)
		}
		return id
	}
	for _, p := range [][3]int{{0, 0, 5}, {0, 1, 5}, {1, 1, 5}, {1, 2, 3}, {2, 2, 1}, {0, 0, 0}, {2, 1, 9}, {1, 0, 1}, {1, 0, 2}, {0, -1, 5}, {1, -2, 5}, {2, -1, 0}} {
		play(p[0], p[1], p[2])
	}
	// download writes a feed download of an item on a chosen day.
	download := func(item, ago int) {
		n++
		_, err := app.DB().NewQuery(`INSERT INTO downloads (id, episode, media, listenerKey, created) VALUES ({:id}, {:e}, {:m}, 'k', {:c})`).
			Bind(dbx.Params{"id": fmt.Sprintf("analyticsdown%02d", n), "e": eps[item], "m": media[item],
				"c": now.AddDate(0, 0, -ago).Format("2006-01-02 15:04:05.000Z")}).Execute()
		if err != nil {
			t.Fatal(err)
		}
	}
	download(2, 2)
	download(2, 0)
	cache := analytics.NewCache() // one, as the routes hold: later checks read history from memory
	uncached := analytics.Uncached()
	check := func(step string) {
		t.Helper()
		got, err := cache.Report(app, creator, "", 7, now)
		if err != nil {
			t.Fatal(err)
		}
		want := analyticsOracle(t, app, creator, 7, now)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", step, got, want)
		}
		// The analytics-cache layer off (SELAH_ANALYTICS_CACHE=off): the same report.
		if un, err := uncached.Report(app, creator, "", 7, now); err != nil || !reflect.DeepEqual(un, want) {
			t.Errorf("%s, uncached:\n got %+v (%v)\nwant %+v", step, un, err, want)
		}
	}
	check("first read")
	play(2, 2, 0)
	play(2, 0, 0)
	play(0, -3, 0)
	download(0, 0)
	check("new plays and downloads today, history from memory")
	last := play(0, 2, 3) // listener 2 also played item 1 that day
	check("a back-dated play")
	if _, err := app.DB().NewQuery("DELETE FROM plays WHERE id = {:id}").Bind(dbx.Params{"id": last}).Execute(); err != nil {
		t.Fatal(err)
	}
	check("a past play deleted")
}
