package hooks_test

import (
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/testutil"
)

// spans lists a media item's media_passages rows, in order.
func spans(t *testing.T, app core.App, id string) [][2]int {
	t.Helper()
	var rows []struct {
		From int `db:"span_from"`
		To   int `db:"span_to"`
	}
	err := app.DB().Select("span_from", "span_to").From("media_passages").
		Where(dbx.HashExp{"media": id}).OrderBy("span_from").All(&rows)
	if err != nil {
		t.Fatal(err)
	}
	out := [][2]int{}
	for _, r := range rows {
		out = append(out, [2]int{r.From, r.To})
	}
	return out
}

func TestPassagesFollowTheReferences(t *testing.T) {
	t.Parallel()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	user := testutil.CreateUser(t, app, "pastor@example.com", testutil.UserOpts{Name: "Pastor"})
	coll, _ := app.FindCollectionByNameOrId("media")
	m := core.NewRecord(coll)
	m.Set("title", "Born Again")
	m.Set("type", "sermon")
	m.Set("artist", user.Id)
	m.Set("bibleReferences", types.JSONRaw(`[{"book":"John","chapter":3,"verseFrom":16,"verseTo":18,"text":"John 3:16-18"},"Rom 8"]`))
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	want := [][2]int{{43003016, 43003018}, {45008000, 45008999}}
	if got := spans(t, app, m.Id); !slices.Equal(got, want) {
		t.Fatalf("after create: %v, want %v", got, want)
	}

	// Every save rebuilds the rows from what is stored: a stray row goes.
	if _, err := app.DB().Insert("media_passages", dbx.Params{"media": m.Id, "span_from": 1, "span_to": 2}).Execute(); err != nil {
		t.Fatal(err)
	}
	// A fresh copy: a just-created record still carries its blank original.
	m, _ = app.FindRecordById("media", m.Id)
	m.Set("title", "Born Again (live)")
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	if got := spans(t, app, m.Id); !slices.Equal(got, want) {
		t.Fatalf("after a title edit: %v, want %v", got, want)
	}

	// Set back to what it was on a reused record object: still right.
	m.Set("bibleReferences", types.JSONRaw(`["Mark 4"]`))
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	m.Set("bibleReferences", types.JSONRaw(`[{"book":"John","chapter":3,"verseFrom":16,"verseTo":18,"text":"John 3:16-18"},"Rom 8"]`))
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	if got := spans(t, app, m.Id); !slices.Equal(got, want) {
		t.Fatalf("after setting the references back: %v, want %v", got, want)
	}

	// New references replace the old rows; unreadable ones are skipped,
	// and the save still succeeds.
	m.Set("bibleReferences", types.JSONRaw(`[{"text":"Jude 3"},{"book":"Nowhere","chapter":1,"text":"??"}]`))
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	if got, want := spans(t, app, m.Id), [][2]int{{65001003, 65001003}}; !slices.Equal(got, want) {
		t.Fatalf("after update: %v, want %v", got, want)
	}

	m.Set("bibleReferences", nil)
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	if got := spans(t, app, m.Id); len(got) != 0 {
		t.Fatalf("cleared references left %v", got)
	}

	m.Set("bibleReferences", types.JSONRaw(`["Mark 4"]`))
	if err := app.Save(m); err != nil {
		t.Fatal(err)
	}
	if err := app.Delete(m); err != nil {
		t.Fatal(err)
	}
	if got := spans(t, app, m.Id); len(got) != 0 {
		t.Fatalf("deleted media left %v", got)
	}
}
