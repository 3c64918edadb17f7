package lists

import (
	"reflect"
	"selah/internal/seek"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"

	"selah/internal/bible"
	"selah/internal/visibility"
)

// sqlite builds expressions as the app's SQLite connection does; building
// needs no connection.
var sqlite = dbx.NewFromDB(nil, "sqlite")

func build(e dbx.Expression) (string, dbx.Params) {
	params := dbx.Params{}
	return e.Build(sqlite, params), params
}

func TestIndexMatch(t *testing.T) {
	visible := visibility.PublicFacetsMatch()
	john3 := []bible.Passage{{Book: "John", Chapter: 3}}
	for _, c := range []struct {
		name string
		b    Browse
		want string
	}{
		{"everything", Browse{}, visible},
		{"newest", Browse{Sort: "new"}, visible},
		{"type", Browse{Kind: "sermon"}, visible + ` AND facets : "tsermon"`},
		{"genre", Browse{Genre: "g1"}, visible + ` AND facets : "gg1"`},
		{"genre with a quote", Browse{Genre: `a"b`}, visible + ` AND facets : "ga""b"`},
		{"words", Browse{Match: `"grace"*`},
			visible + ` AND {title artist preacher theme description transcript} : ("grace"*)`},
		{"type, genre and words", Browse{Kind: "album", Genre: "g2", Match: `"a"* "b"*`},
			visible + ` AND facets : "talbum" AND facets : "gg2" AND {title artist preacher theme description transcript} : ("a"* "b"*)`},
		{"popular", Browse{Sort: "popular", Match: `"grace"*`}, ""},
		{"passage", Browse{Passages: john3}, ""},
		{"passage and words", Browse{Passages: john3, Match: `"grace"*`}, ""},
		{"words read as a passage", Browse{Match: `"John"* "3"*`, SearchPassage: john3}, ""},
	} {
		if got := c.b.indexMatch(); got != c.want {
			t.Errorf("%s: indexMatch\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

func TestTextMatch(t *testing.T) {
	if got, want := textMatch(`"x"*`), `{title artist preacher theme description transcript} : ("x"*)`; got != want {
		t.Errorf("textMatch %q, want %q", got, want)
	}
}

func TestBrowseOrderBy(t *testing.T) {
	newest := []string{"m.created DESC", "m.id DESC"}
	for _, c := range []struct {
		sort string
		want []string
	}{
		{"", newest},
		{"new", newest},
		{"popular", []string{"m.playsCount DESC", "m.created DESC", "m.id DESC"}},
	} {
		if got := (Browse{Sort: c.sort}).orderBy(); !slices.Equal(got, c.want) {
			t.Errorf("sort %q: %v, want %v", c.sort, got, c.want)
		}
	}
}

// The words' condition is the text columns' match, alone or or-ed with
// the sermons on the passage the words read as.
func TestBrowseWhereText(t *testing.T) {
	for _, b := range []Browse{
		{Match: `"grace"*`},
		{Match: `"John"* "3"*`, SearchPassage: []bible.Passage{{Book: "John", Chapter: 3}}},
	} {
		sql, params := build(b.where())
		if got, want := params["fts"], textMatch(b.Match); got != want {
			t.Errorf("%+v: fts %v, want %v (%s)", b, got, want, sql)
		}
	}
	sql, params := build(Browse{Kind: "album", Genre: "g1"}.where())
	if len(params) != 2 || !slices.Contains([]any{params["p0"], params["p1"]}, "album") ||
		!slices.Contains([]any{params["p0"], params["p1"]}, "g1") {
		t.Errorf("type and genre: params %v (%s)", params, sql)
	}
}

func TestUserFilter(t *testing.T) {
	search := `(name LIKE +? ESCAPE '\' OR email LIKE +? ESCAPE '\')`
	for _, c := range []struct {
		uf     UserFilter
		conds  []string
		args   []any
		months seek.Months
	}{
		{UserFilter{}, nil, nil, seek.Months{Table: "rollup_users"}},
		{UserFilter{Status: "suspended"}, []string{"accountStatus = +?"}, []any{"suspended"},
			seek.Months{Table: "rollup_users", Conds: []string{"status = +?"}, Args: []any{"suspended"}}},
		{UserFilter{Search: "ann"}, []string{search}, []any{"%ann%", "%ann%"}, seek.Months{}},
		{UserFilter{Search: "50%", Status: "active"}, []string{"accountStatus = +?", search},
			[]any{"active", `%50\%%`, `%50\%%`}, seek.Months{}},
	} {
		conds, args, months := c.uf.filter()
		if !reflect.DeepEqual(conds, c.conds) || !reflect.DeepEqual(args, c.args) || !reflect.DeepEqual(months, c.months) {
			t.Errorf("%+v: %q %v %+v, want %q %v %+v", c.uf, conds, args, months, c.conds, c.args, c.months)
		}
	}
}

// likePattern escapes LIKE's own characters with a backslash, as dbx.Like
// does, so the prepared list matches what the filter's count matches.
func TestLikePattern(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ann", "%ann%"},
		{"", "%%"},
		{"50%", `%50\%%`},
		{"a_b", `%a\_b%`},
		{`c:\dir`, `%c:\\dir%`},
		{`%_\`, `%\%\_\\%`},
		{`\%`, `%\\\%%`},
		{"é 😀", "%é 😀%"},
	} {
		got := likePattern(c.text)
		if got != c.want {
			t.Errorf("likePattern(%q) = %q, want %q", c.text, got, c.want)
		}
		if _, params := build(dbx.Like("name", c.text)); params["p0"] != got && c.text != "" {
			t.Errorf("likePattern(%q) = %q, dbx.Like's is %q", c.text, got, params["p0"])
		}
	}
}

func TestAnd(t *testing.T) {
	a, b := dbx.NewExp("a = 1"), dbx.NewExp("b = 2")
	for _, c := range []struct {
		name string
		exps []dbx.Expression
		want string
	}{
		{"none", nil, "1=1"},
		{"only nil", []dbx.Expression{nil, nil}, "1=1"},
		{"one", []dbx.Expression{nil, a}, "a = 1"},
		{"two", []dbx.Expression{a, nil, b}, "(a = 1) AND (b = 2)"},
	} {
		if got, _ := build(and(c.exps...)); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

func TestMediaFilterConds(t *testing.T) {
	search := `(m.title LIKE +? ESCAPE '\' OR m.theme LIKE +? ESCAPE '\' OR m.preacher LIKE +? ESCAPE '\')`
	for _, c := range []struct {
		name   string
		f      MediaFilter
		search bool
		conds  []string
		args   []any
	}{
		{"none", MediaFilter{}, true, nil, nil},
		{"type", MediaFilter{Kind: "sermon"}, true, []string{"m.type = +?"}, []any{"sermon"}},
		{"status", MediaFilter{Status: "pending"}, true, []string{"m.adminStatus = +?"}, []any{"pending"}},
		{"search", MediaFilter{Search: "a_b"}, true, []string{search}, []any{`%a\_b%`, `%a\_b%`, `%a\_b%`}},
		{"search left out", MediaFilter{Search: "a_b"}, false, nil, nil},
		{"all", MediaFilter{Kind: "album", Status: "active", Search: "x"}, true,
			[]string{"m.type = +?", "m.adminStatus = +?", search}, []any{"album", "active", "%x%", "%x%", "%x%"}},
	} {
		conds, args := c.f.conds(c.search)
		if !reflect.DeepEqual(conds, c.conds) || !reflect.DeepEqual(args, c.args) {
			t.Errorf("%s: conds %q %v, want %q %v", c.name, conds, args, c.conds, c.args)
		}
	}
	if got := whereSQL(nil); got != "" {
		t.Errorf("whereSQL(nil) = %q", got)
	}
	if got := whereSQL([]string{"a", "b"}); got != " WHERE a AND b" {
		t.Errorf("whereSQL(a, b) = %q", got)
	}
}

func TestUserFilterWhere(t *testing.T) {
	for _, c := range []struct {
		f    UserFilter
		want string
	}{
		{UserFilter{}, "1=1"},
		{UserFilter{Status: "active"}, "`accountStatus`={:p0}"},
		{UserFilter{Search: "ann"}, "(`name` LIKE {:p0}) OR (`email` LIKE {:p1})"},
		{UserFilter{Search: "ann", Status: "suspended"}, "(`accountStatus`={:p0}) AND ((`name` LIKE {:p1}) OR (`email` LIKE {:p2}))"},
	} {
		if got, _ := build(c.f.Where()); got != c.want {
			t.Errorf("%+v: %s, want %s", c.f, got, c.want)
		}
	}
}

func TestAdminSearchMatch(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"grace", `"grace"`},
		{"amazing grace", `"amazing grace"`},
		{`say "amen"`, `"say ""amen"""`},
		{`OR NEAR(`, `"OR NEAR("`},
	} {
		if got := adminSearchMatch(c.text); got != c.want {
			t.Errorf("adminSearchMatch(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestOffset(t *testing.T) {
	for _, c := range []struct{ page, limit, want int }{{1, 10, 0}, {2, 10, 10}, {5, 20, 80}} {
		if got := offset(c.page, c.limit); got != c.want {
			t.Errorf("offset(%d, %d) = %d, want %d", c.page, c.limit, got, c.want)
		}
	}
}
