package routes_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/bible"
	"selah/internal/moderation"
)

// browseParams builds a query string from pairs.
func browseParams(pairs ...string) string {
	v := url.Values{}
	for i := 0; i+1 < len(pairs); i += 2 {
		v.Set(pairs[i], pairs[i+1])
	}
	return v.Encode()
}

// browseEdit changes an approved item as its creator would (which sends it
// back to review) and approves it again.
func browseEdit(t testing.TB, app core.App, id string, fields map[string]any) {
	t.Helper()
	rec, err := app.FindRecordById("media", id)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range fields {
		rec.Set(k, v)
	}
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	if err := moderation.SetStatus(app, rec, moderation.Active, nil, ""); err != nil {
		t.Fatal(err)
	}
}

// browseIndexRows counts a media item's rows in a search table.
func browseIndexRows(t testing.TB, app core.App, table, id string) int {
	t.Helper()
	var n int
	err := app.DB().Select("COUNT(*)").From(table).Where(dbx.HashExp{"media": id}).Row(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestBrowseSearch(t *testing.T) {
	t.Parallel()
	otherWorks := []string{idBrRomans, idBrEglise, idBrAmazing, idTheirsActive}
	runBrowseRows(t, []browseRow{
		{name: "user + accents and case", query: browseParams("search", "amazing grace"), who: "user", status: 200, ids: []string{idBrAmazing}, total: 1},
		{name: "user + upper case", query: browseParams("search", "AMAZING GRÂCE"), who: "user", status: 200, ids: []string{idBrAmazing}, total: 1},
		{name: "user + accented query, plain title", query: browseParams("search", "ÉGLISE"), who: "user", status: 200, ids: []string{idBrEglise}, total: 1},
		{name: "user + prefix", query: browseParams("search", "amaz"), who: "user", status: 200, ids: []string{idBrAmazing}, total: 1},
		{name: "user + every word must match", query: browseParams("search", "grace abounds"), who: "user", status: 200, ids: []string{idMineActive}, total: 1},
		{name: "user + word in two titles", query: browseParams("search", "grace"), who: "user", status: 200, ids: []string{idBrAmazing, idMineActive}, total: 2},
		{name: "user + search and type", query: browseParams("search", "grace", "type", "sermon"), who: "user", status: 200, ids: []string{idMineActive}, total: 1},
		{name: "user + search popular", query: browseParams("search", "grace", "sort", "popular"), who: "user", status: 200, ids: []string{idBrAmazing, idMineActive}, total: 2},
		{name: "user + artist name", query: browseParams("search", "other artist"), who: "user", status: 200, ids: otherWorks, total: 4},
		{name: "user + preacher", query: browseParams("search", "okafor"), who: "user", status: 200, ids: []string{idBrRomans}, total: 1},
		{name: "user + series", query: browseParams("search", "new life series"), who: "user", status: 200, ids: []string{idBrBornAgain}, total: 1},
		{name: "user + description", query: browseParams("search", "about conquerors"), who: "user", status: 200, ids: []string{idBrRomans}, total: 1},
		{name: "user + no match", query: browseParams("search", "zebra"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + FTS syntax is plain text", query: browseParams("search", `NEAR(grace "title:* OR`), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + a stray quote", query: browseParams("search", `grace"`), who: "user", status: 200, ids: []string{idBrAmazing, idMineActive}, total: 2},
		{name: "user + punctuation only", query: browseParams("search", `"-*`), who: "user", status: 200, ids: browseNew, total: 6},
		{name: "user + long search", query: browseParams("search", strings.Repeat("a", 201)), who: "user", status: 400,
			content: []string{`"message":"Search must be at most 200 characters long."`}},
		{name: "user + hidden titles", query: browseParams("search", "hidden"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + suspended title", query: browseParams("search", "suspended sermon"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + pending title", query: browseParams("search", "draft"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + rejected title", query: browseParams("search", "quiet hour"), who: "user", status: 200, ids: []string{}, total: 0},

		{name: "creator renamed: new name", query: browseParams("search", "kwame"), who: "user", status: 200, ids: otherWorks, total: 4,
			before: browseRename("Brother Kwame")},
		{name: "creator renamed: old name", query: browseParams("search", "other artist"), who: "user", status: 200, ids: []string{}, total: 0,
			before: browseRename("Brother Kwame")},
		{name: "title edited: new title", query: browseParams("search", "hallelujah"), who: "user", status: 200, ids: []string{idTheirsActive}, total: 1,
			before: func(t testing.TB, app *tests.TestApp) {
				browseEdit(t, app, idTheirsActive, map[string]any{"title": "Hallelujah Chorus", "description": ""})
			}},
		{name: "title edited: old title", query: browseParams("search", "anthem"), who: "user", status: 200, ids: []string{}, total: 0,
			before: func(t testing.TB, app *tests.TestApp) {
				browseEdit(t, app, idTheirsActive, map[string]any{"title": "Hallelujah Chorus", "description": ""})
			}},
		{name: "media deleted", query: browseParams("search", "amazing"), who: "user", status: 200, ids: []string{}, total: 0,
			before: browseDelete(idBrAmazing),
			after: func(t testing.TB, app *tests.TestApp) {
				if n := browseIndexRows(t, app, "media_fts", idBrAmazing) + browseIndexRows(t, app, "media_fts_keys", idBrAmazing); n != 0 {
					t.Errorf("the deleted media left %d index rows", n)
				}
			}},
	})
}

func TestBrowsePassage(t *testing.T) {
	t.Parallel()
	runBrowseRows(t, []browseRow{
		{name: "user + John 3", query: browseParams("passage", "John 3"), who: "user", status: 200, ids: []string{idBrBornAgain}, total: 1},
		{name: "user + Rom 8:28", query: browseParams("passage", "Rom 8:28"), who: "user", status: 200, ids: []string{idBrRomans}, total: 1},
		{name: "user + John 4", query: browseParams("passage", "John 4"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + Jn 3:16", query: browseParams("passage", "Jn 3:16"), who: "user", status: 200, ids: []string{idBrBornAgain}, total: 1},
		{name: "user + John 3:19", query: browseParams("passage", "John 3:19"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + two passages", query: browseParams("passage", "John 3; Rom 8"), who: "user", status: 200, ids: []string{idBrBornAgain, idBrRomans}, total: 2},
		{name: "user + whole book", query: browseParams("passage", "Romans"), who: "user", status: 200, ids: []string{idBrRomans}, total: 1},
		{name: "user + passage and albums", query: browseParams("passage", "John 3", "type", "album"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + passage and search", query: browseParams("passage", "Rom 8", "search", "conquerors"), who: "user", status: 200, ids: []string{idBrRomans}, total: 1},
		{name: "user + passage and other words", query: browseParams("passage", "Rom 8", "search", "grace"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "user + unknown book", query: browseParams("passage", "Hezekiah 3"), who: "user", status: 400,
			content: []string{`"message":"Unknown book`, `"passage":{"code":"validation_invalid"`}},
		{name: "user + no such chapter", query: browseParams("passage", "John 30"), who: "user", status: 400,
			content: []string{`has no chapter 30 (John has 21)`}},
		{name: "user + long passage", query: browseParams("passage", strings.Repeat("John 3; ", 30)), who: "user", status: 400,
			content: []string{`"message":"Passage must be at most 200 characters long."`}},
		{name: "user + search box John 3", query: browseParams("search", "John 3"), who: "user", status: 200, ids: []string{idBrBornAgain}, total: 1},
		{name: "user + search box rom 8:28", query: browseParams("search", "rom 8:28"), who: "user", status: 200, ids: []string{idBrRomans}, total: 1},
		{name: "user + search box passage or words", query: browseParams("search", "Romans"), who: "user", status: 200, ids: []string{}, total: 0},
		{name: "references edited", query: browseParams("passage", "John 3"), who: "user", status: 200, ids: []string{idBrBornAgain, idBrRomans}, total: 2,
			before: func(t testing.TB, app *tests.TestApp) {
				ps, _ := bible.Parse("John 3:1-2")
				browseEdit(t, app, idBrRomans, map[string]any{"bibleReferences": ps})
			}},
		{name: "references edited: old passage", query: browseParams("passage", "Rom 8"), who: "user", status: 200, ids: []string{}, total: 0,
			before: func(t testing.TB, app *tests.TestApp) {
				ps, _ := bible.Parse("John 3:1-2")
				browseEdit(t, app, idBrRomans, map[string]any{"bibleReferences": ps})
			}},
		{name: "sermon deleted", query: browseParams("passage", "John 3"), who: "user", status: 200, ids: []string{}, total: 0,
			before: browseDelete(idBrBornAgain),
			after: func(t testing.TB, app *tests.TestApp) {
				if n := browseIndexRows(t, app, "media_passages", idBrBornAgain); n != 0 {
					t.Errorf("the deleted sermon left %d passage rows", n)
				}
			}},
	})
}

func browseRename(name string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		other, _ := app.FindAuthRecordByEmail("users", "other@example.com")
		other.Set("name", name)
		if err := app.Save(other); err != nil {
			t.Fatal(err)
		}
	}
}

func browseDelete(id string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		rec, err := app.FindRecordById("media", id)
		if err != nil {
			t.Fatal(err)
		}
		if err := app.Delete(rec); err != nil {
			t.Fatal(err)
		}
	}
}
