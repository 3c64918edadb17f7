package lists

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/seek"
	"selah/internal/sqlprep"
	"selah/internal/visibility"
	_ "selah/migrations" // the roll-ups and their triggers
	"selah/testutil/migrated"
)

// seekData fills a test app with users and media spread over 30 months
// (with ties on created, and months left empty), written by raw SQL so the
// roll-up triggers count them as the production writes do.
func seekData(t *testing.T) (core.App, []string) {
	t.Helper()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	r := rand.New(rand.NewPCG(15, 7))
	created := func() string {
		// Months 2024-01 .. 2026-06, skipping 2025-03 entirely; a few
		// fixed instants, so several rows share one.
		for {
			y, m := 2024+r.IntN(3), 1+r.IntN(12)
			if (y == 2025 && m == 3) || (y == 2026 && m > 6) {
				continue
			}
			return fmt.Sprintf("%d-%02d-%02d %02d:00:00.000Z", y, m, 1+r.IntN(28), r.IntN(3))
		}
	}
	err = app.RunInTransaction(func(tx core.App) error {
		var artists []string
		for i := range 700 {
			id := fmt.Sprintf("u%014d", i)
			status := []string{"active", "active", "active", "suspended"}[r.IntN(4)]
			if i < 3 {
				status = "active" // the creators: their active media are the catalogue
			}
			if _, err := tx.DB().NewQuery(`INSERT INTO users (id, email, password, tokenKey, name, accountStatus, created, updated)
				VALUES ({:id}, {:email}, 'x', {:id}, {:id}, {:status}, {:created}, {:created})`).Bind(map[string]any{
				"id": id, "email": id + "@example.com", "status": status, "created": created(),
			}).Execute(); err != nil {
				return err
			}
			if i < 3 {
				artists = append(artists, id)
			}
		}
		for i := range 1500 {
			if _, err := tx.DB().NewQuery(`INSERT INTO media (id, title, type, artist, adminStatus, created, updated)
				VALUES ({:id}, {:id}, {:type}, {:artist}, {:status}, {:created}, {:created})`).Bind(map[string]any{
				"id":      fmt.Sprintf("m%014d", i),
				"type":    []string{"album", "podcast", "sermon"}[r.IntN(3)],
				"artist":  artists[[]int{0, 0, 0, 1, 2}[r.IntN(5)]],
				"status":  []string{"active", "active", "pending", "rejected", "suspended"}[r.IntN(5)],
				"created": created(),
			}).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var artists []string
	for i := range 3 {
		artists = append(artists, fmt.Sprintf("u%014d", i))
	}
	return app, artists
}

// all is every id of a list in its order, by plain SQL.
func all(t *testing.T, app core.App, q string, args ...any) []string {
	t.Helper()
	rows, err := app.ConcurrentDB().(*dbx.DB).DB().Query(q, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// pageOf is the page (1-based) of limit of list, as the plain OFFSET gives it.
func pageOf(list []string, page, limit int) []string {
	from := min(offset(page, limit), len(list))
	return list[from:min(from+limit, len(list))]
}

// Every page of the admin, creator, users and browse lists, seeking by month past
// seek.From, is the page of the plain newest-first order, up to and past
// the last page.
func TestDeepPagesSeekByMonth(t *testing.T) {
	t.Parallel()
	app, artists := seekData(t)
	s := sqlprep.New(app)
	check := func(name string, want []string, got func(page, limit int) ([]string, int, error)) {
		t.Helper()
		if len(want) <= seek.From {
			t.Fatalf("%s: %d items do not reach seek.From (%d)", name, len(want), seek.From)
		}
		for _, limit := range []int{7, 20} {
			for page := 1; offset(page, limit) <= len(want)+limit; page++ {
				ids, total, err := got(page, limit)
				if err != nil {
					t.Fatalf("%s page %d of %d: %v", name, page, limit, err)
				}
				if total >= 0 && total != len(want) {
					t.Fatalf("%s: total %d, want %d", name, total, len(want))
				}
				if w := pageOf(want, page, limit); !slices.Equal(ids, w) && (len(ids) > 0 || len(w) > 0) {
					t.Fatalf("%s page %d of %d:\n%v\nwant\n%v", name, page, limit, ids, w)
				}
			}
		}
	}
	media := func(where string, args ...any) []string {
		return all(t, app, "SELECT id FROM media"+where+" ORDER BY created DESC, id DESC", args...)
	}
	for _, f := range []MediaFilter{{}, {Status: "active"}, {Kind: "sermon"}, {Kind: "album", Status: "active"}} {
		where, args := " WHERE 1=1", []any{}
		if f.Kind != "" {
			where, args = where+" AND type = ?", append(args, f.Kind)
		}
		if f.Status != "" {
			where, args = where+" AND adminStatus = ?", append(args, f.Status)
		}
		want := media(where, args...)
		if len(want) > seek.From {
			check(fmt.Sprintf("admin %+v", f), want, func(page, limit int) ([]string, int, error) {
				total, ids, err := AdminPage(app, s, f, "", page, limit)
				return ids, total, err
			})
		}
		creatorWant := media(where+" AND artist = ?", append(args, artists[0])...)
		if len(creatorWant) > seek.From {
			check(fmt.Sprintf("creator %+v", f), creatorWant, func(page, limit int) ([]string, int, error) {
				total, ids, err := CreatorPage(app, s, artists[0], f, page, limit)
				return ids, total, err
			})
		}
	}
	for _, kind := range []string{"", "sermon"} {
		// The public media, read from the media and users tables (not the
		// catalogue the page reads).
		where, args := " WHERE "+visibility.PublicMediaSQL("m", "u"), []any{}
		if kind != "" {
			where, args = where+" AND m.type = ?", []any{kind}
		}
		want := all(t, app, "SELECT m.id FROM media m LEFT JOIN users u ON u.id = m.artist"+where+" ORDER BY m.created DESC, m.id DESC", args...)
		if kind != "" && len(want) <= seek.From {
			continue // too few to reach a seek; the plain path is the catalogue's own tests'
		}
		check("browse "+kind, want, func(page, limit int) ([]string, int, error) {
			total, ids, err := Browse{Kind: kind}.Page(app, s, page, limit)
			return ids, total, err
		})
	}
	for _, status := range []string{"", "active"} {
		where, args := "", []any{}
		if status != "" {
			where, args = " WHERE accountStatus = ?", []any{status}
		}
		want := all(t, app, "SELECT id FROM users"+where+" ORDER BY created DESC, id DESC", args...)
		uf := UserFilter{Status: status}
		check("users "+status, want, func(page, limit int) ([]string, int, error) {
			rows, err := UsersPage(app, s, uf, page, limit)
			var ids []string
			for _, r := range rows {
				ids = append(ids, r.Id)
			}
			total, cerr := CountUsers(app, s, uf)
			if err == nil {
				err = cerr
			}
			return ids, total, err
		})
	}
}
