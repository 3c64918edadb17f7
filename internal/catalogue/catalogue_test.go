package catalogue

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/sqlprep"
	"selah/internal/visibility"
	_ "selah/migrations" // the catalogue tables and triggers
	"selah/testutil/migrated"
)

func TestKeyAndPageSQL(t *testing.T) {
	shown := visibility.PublicFactsSQL("")
	const (
		newest  = " ORDER BY created DESC, media DESC LIMIT ? OFFSET ?"
		popular = " ORDER BY plays DESC, created DESC, media DESC LIMIT ? OFFSET ?"
	)
	for _, c := range []struct {
		list List
		key  string
		sql  string
		args []any
	}{
		{List{}, "", "SELECT media FROM catalogue WHERE " + shown + newest, nil},
		{List{Popular: true}, "", "SELECT media FROM catalogue WHERE " + shown + popular, nil},
		{List{Kind: "sermon"}, "t:sermon", "SELECT media FROM catalogue WHERE " + shown + " AND type = +?" + newest, []any{"sermon"}},
		{List{Kind: "album", Popular: true}, "t:album", "SELECT media FROM catalogue WHERE " + shown + " AND type = +?" + popular, []any{"album"}},
		{List{Genre: "g1"}, "g:g1", "SELECT media FROM catalogue WHERE " + shown + " AND genre = +?" + newest, []any{"g1"}},
		{List{Genre: "g1", Popular: true}, "g:g1", "SELECT media FROM catalogue WHERE " + shown + " AND genre = +?" + popular, []any{"g1"}},
		{List{Kind: "podcast", Genre: "g2"}, "tg:podcast:g2",
			"SELECT media FROM catalogue WHERE " + shown + " AND type = +? AND genre = +?" + newest, []any{"podcast", "g2"}},
		{List{Kind: "podcast", Genre: "g2", Popular: true}, "tg:podcast:g2",
			"SELECT media FROM catalogue WHERE " + shown + " AND type = +? AND genre = +?" + popular, []any{"podcast", "g2"}},
	} {
		if got := c.list.key(); got != c.key {
			t.Errorf("%+v: key %q, want %q", c.list, got, c.key)
		}
		q, args := c.list.pageSQL()
		if q != c.sql {
			t.Errorf("%+v: sql\n%s\nwant\n%s", c.list, q, c.sql)
		}
		if !slices.Equal(args, c.args) {
			t.Errorf("%+v: args %v, want %v", c.list, args, c.args)
		}
	}
}

type item struct {
	id, kind, genre, created string
	plays                    int
}

// Pages are the list in its order, without overlap, with the kept total;
// a page past the end has the total and no ids.
func TestPage(t *testing.T) {
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	// 23 items; created and plays repeat so ties are broken further down
	// the order.
	var items []item
	kinds := []string{"album", "podcast", "sermon"}
	for i := 0; i < 23; i++ {
		it := item{
			id:      fmt.Sprintf("media%010d", (i*7)%23),
			kind:    kinds[i%3],
			genre:   []string{"ga", "gb"}[i%2],
			created: fmt.Sprintf("2025-01-%02d 10:00:00.000Z", 1+i%5),
			plays:   i % 4,
		}
		items = append(items, it)
		if _, err := app.DB().NewQuery(`INSERT INTO catalogue (media, status, standing, type, genre, created, plays)
			VALUES ({:m}, 'active', 'active', {:t}, {:g}, {:c}, {:p})`).Bind(dbx.Params{"m": it.id, "t": it.kind, "g": it.genre,
			"c": it.created, "p": it.plays}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	// Rows visibility hides (an item not approved, a suspended creator's)
	// are in no list and no count, whatever their order would be.
	for i, facts := range [][2]string{{"pending", "active"}, {"rejected", "active"}, {"active", "suspended"}, {"suspended", ""}} {
		for _, kind := range kinds {
			if _, err := app.DB().NewQuery(`INSERT INTO catalogue (media, status, standing, type, genre, created, plays)
				VALUES ({:m}, {:s}, {:a}, {:t}, 'ga', '2030-01-01 00:00:00.000Z', 99)`).Bind(dbx.Params{
				"m": fmt.Sprintf("hidden%d%s", i, kind), "s": facts[0], "a": facts[1], "t": kind}).Execute(); err != nil {
				t.Fatal(err)
			}
		}
	}
	// A row that leaves again: its counts go back down.
	if _, err := app.DB().NewQuery(`INSERT INTO catalogue (media, status, standing, type, genre, created, plays)
		VALUES ('gone', 'active', '', 'album', 'ga', '2030-01-01 00:00:00.000Z', 99)`).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery(`DELETE FROM catalogue WHERE media = 'gone'`).Execute(); err != nil {
		t.Fatal(err)
	}

	s := sqlprep.New(app)
	var lists []List
	for _, kind := range []string{"", "album", "sermon"} {
		for _, genre := range []string{"", "ga", "gb", "nogenre"} {
			for _, popular := range []bool{false, true} {
				lists = append(lists, List{Kind: kind, Genre: genre, Popular: popular})
			}
		}
	}
	for _, l := range lists {
		want := expected(items, l)
		for _, limit := range []int{1, 4, 5, 23, 30} {
			var all []string
			pages := (len(want) + limit - 1) / limit
			for page := 1; page <= pages+1; page++ {
				total, ids, err := Page(app, s, l, page, limit)
				if err != nil {
					t.Fatalf("%+v page %d of %d: %v", l, page, limit, err)
				}
				if total != len(want) {
					t.Errorf("%+v page %d of %d: total %d, want %d", l, page, limit, total, len(want))
				}
				if page > pages {
					if len(ids) != 0 {
						t.Errorf("%+v page %d of %d, past the end: %v", l, page, limit, ids)
					}
					continue
				}
				if wantLen := min(limit, len(want)-(page-1)*limit); len(ids) != wantLen {
					t.Errorf("%+v page %d of %d: %d ids, want %d", l, page, limit, len(ids), wantLen)
				}
				all = append(all, ids...)
			}
			if !slices.Equal(all, want) {
				t.Errorf("%+v by %d:\n got %v\nwant %v", l, limit, all, want)
			}
		}
		n, err := Count(app, s, l)
		if err != nil || n != len(want) {
			t.Errorf("%+v: Count %d (%v), want %d", l, n, err, len(want))
		}
	}
	// Pages far past the end.
	total, ids, err := Page(app, s, List{}, 100, 20)
	if err != nil || total != len(items) || len(ids) != 0 {
		t.Errorf("page 100: %d %v (%v)", total, ids, err)
	}
	// In a transaction the pooled statements would miss its writes.
	if err := app.RunInTransaction(func(tx core.App) error {
		if _, _, err := Page(tx, s, List{}, 1, 20); !errors.Is(err, sqlprep.ErrNoPool) {
			t.Errorf("Page in a transaction: %v, want sqlprep.ErrNoPool", err)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// expected is the list computed in Go: newest by created then id, popular
// by plays then created then id, all descending.
func expected(items []item, l List) []string {
	var in []item
	for _, it := range items {
		if (l.Kind == "" || it.kind == l.Kind) && (l.Genre == "" || it.genre == l.Genre) {
			in = append(in, it)
		}
	}
	sort.Slice(in, func(i, j int) bool {
		a, b := in[i], in[j]
		if l.Popular && a.plays != b.plays {
			return a.plays > b.plays
		}
		if a.created != b.created {
			return a.created > b.created
		}
		return a.id > b.id
	})
	var out []string
	for _, it := range in {
		out = append(out, it.id)
	}
	return out
}
