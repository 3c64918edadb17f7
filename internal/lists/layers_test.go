package lists

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"selah/internal/layers"
	"selah/internal/seek"
	"selah/internal/sqlprep"
	"selah/internal/stats"
)

// Each read layer's off switch (internal/layers) picks another path to the
// same answer: every list's total and pages, the users' media counts and
// the stat cards are the same with the catalogue, the month seek, the
// totals or the prepared statements off, alone and together.
func TestLayersOffAnswerTheSame(t *testing.T) {
	t.Parallel()
	app, artists := seekData(t)
	on := sqlprep.New(app)
	if !on.Layers().On(layers.Catalogue) {
		t.Skip("a layer is switched off in this test's environment")
	}
	// answers is everything these layers serve, read through s.
	answers := func(s *sqlprep.Statements) []string {
		var out []string
		add := func(name string, v ...any) { out = append(out, fmt.Sprintf("%s: %v", name, v)) }
		deep := (seek.From+40)/20 + 1 // past seek.From with pages of 20
		for _, page := range []int{1, 2, deep, deep + 7, 200} {
			for _, f := range []MediaFilter{{}, {Status: "active"}, {Kind: "sermon", Status: "pending"}} {
				total, ids, err := AdminPage(app, s, f, "", page, 20)
				add(fmt.Sprintf("admin %+v page %d", f, page), total, ids, err)
				total, ids, err = CreatorPage(app, s, artists[0], f, page, 20)
				add(fmt.Sprintf("creator %+v page %d", f, page), total, ids, err)
			}
			for _, b := range []Browse{{}, {Kind: "sermon"}, {Sort: "popular"}, {Kind: "album", Sort: "popular"}} {
				total, ids, err := b.Page(app, s, page, 20)
				add(fmt.Sprintf("browse %+v page %d", b, page), total, ids, err)
			}
			for _, uf := range []UserFilter{{}, {Status: "active"}} {
				rows, err := UsersPage(app, s, uf, page, 20)
				total, cerr := CountUsers(app, s, uf)
				add(fmt.Sprintf("users %+v page %d", uf, page), total, rows, err, cerr)
			}
		}
		now := time.Date(2026, 6, 15, 0, 0, 0, 0, time.UTC)
		for _, a := range artists {
			for _, kind := range []string{"", "sermon"} {
				c, err := stats.Cards(app, s, a, kind, now)
				add("cards "+a+" "+kind, c, err)
			}
		}
		for _, kind := range []string{"", "album"} {
			c, err := stats.Platform(app, s, kind, now)
			add("platform "+kind, c, err)
		}
		return out
	}
	want := answers(on)
	for _, off := range [][]string{{layers.Catalogue}, {layers.Seek}, {layers.Totals}, {layers.Prepared},
		{layers.Catalogue, layers.Seek, layers.Totals, layers.Prepared}} {
		got := answers(sqlprep.NewWith(app, layers.Set{}.Without(off...)))
		for i := range want {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("%v off:\n%s\nwant\n%s", off, got[i], want[i])
			}
		}
	}
}
