package routes

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/bible"
	"selah/internal/catalogue"
	"selah/internal/search"
	"selah/internal/visibility"
)

// maxPassageQuery caps ?passage=: a few references, not a document.
const maxPassageQuery = 200

func (d *deps) registerBrowse(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/browse", d.cached(sharedScope, d.browse)).Bind(requireReader(), apis.SkipSuccessActivityLog())
}

// browseQuery is what a listener asked GET /api/media/browse for.
type browseQuery struct {
	kind, genre, sort string
	match             string          // FTS5 query from ?search=, "" for none
	passages          []bible.Passage // from ?passage=
	searchPassage     []bible.Passage // ?search= read as a passage, when no ?passage=
}

// readBrowse reads the query string, with a 400 naming the first bad field.
func readBrowse(e *core.RequestEvent) (browseQuery, error) {
	q := e.Request.URL.Query()
	f := &form{}
	bq := browseQuery{kind: q.Get("type"), genre: strings.TrimSpace(q.Get("genre")), sort: q.Get("sort")}
	switch bq.kind {
	case "", "album", "podcast", "sermon":
	case "all":
		bq.kind = ""
	default:
		f.add("type", "invalid", "Type must be album, podcast or sermon")
	}
	if len(bq.genre) > 50 {
		f.add("genre", "invalid", "Genre must be a genre id")
	}
	text := strings.TrimSpace(q.Get("search"))
	if utf8.RuneCountInString(text) > maxSearch {
		f.add("search", "too_long", "Search must be at most 200 characters long")
	}
	passage := strings.TrimSpace(q.Get("passage"))
	if utf8.RuneCountInString(passage) > maxPassageQuery {
		f.add("passage", "too_long", "Passage must be at most 200 characters long")
	} else if ps, err := bible.Parse(passage); err != nil {
		f.add("passage", "invalid", err.Error())
	} else {
		bq.passages = ps
	}
	switch bq.sort {
	case "", "new", "popular":
	default:
		f.add("sort", "invalid", "Sort must be new or popular")
	}
	if err := f.err(); err != nil {
		return bq, err
	}
	bq.match = search.Match(text)
	// "John 3" typed in the search box means the passage as well as the
	// words; an explicit ?passage= already says which passage is meant.
	if p, isPassage := bible.ParseQuery(text); isPassage && len(bq.passages) == 0 {
		bq.searchPassage = []bible.Passage{p}
	}
	return bq, nil
}

// where is the condition on media m joined with its artist u. Only what a
// listener may see: visibility's public media (active media of a creator
// who is not suspended).
func (bq browseQuery) where() dbx.Expression {
	conds := []dbx.Expression{dbx.NewExp(visibility.PublicMediaSQL("m", "u"))}
	if bq.kind != "" {
		conds = append(conds, dbx.HashExp{"m.type": bq.kind})
	}
	if bq.genre != "" {
		conds = append(conds, dbx.HashExp{"m.genre": bq.genre})
	}
	if len(bq.passages) > 0 {
		conds = append(conds, sermonsOn(bq.passages, "p"))
	}
	if bq.match != "" {
		text := dbx.NewExp("m.id IN (SELECT [[media]] FROM {{media_fts}} WHERE {{media_fts}} MATCH {:fts})",
			dbx.Params{"fts": textMatch(bq.match)})
		if len(bq.searchPassage) > 0 {
			conds = append(conds, dbx.Or(text, sermonsOn(bq.searchPassage, "s")))
		} else {
			conds = append(conds, text)
		}
	}
	return and(conds...)
}

// sermonsOn matches sermons with a passage overlapping one of ps: a passage
// search is about preaching, so albums and podcasts that list references
// are not what the listener asked for.
func sermonsOn(ps []bible.Passage, key string) dbx.Expression {
	return and(dbx.HashExp{"m.type": "sermon"}, search.Overlapping("m.id", key, ps))
}

// orderBy is the list order, newest first unless popular; the id breaks
// ties so pages never repeat or skip an item.
func (bq browseQuery) orderBy() []string {
	if bq.sort == "popular" {
		return []string{"m.playsCount DESC", "m.created DESC", "m.id DESC"}
	}
	return []string{"m.created DESC", "m.id DESC"}
}

// textColumns are the media_fts columns a person's words are looked for
// in (not facets, which holds the index's own filter tokens).
const textColumns = "{title artist preacher theme description}"

func textMatch(match string) string { return textColumns + " : (" + match + ")" }

// indexMatch is the request as one query of the browse index (migration
// 1763771300_browse_index.go), or "" when the index alone cannot answer it:
// passages live in another table, and "popular" is not the index's order.
func (bq browseQuery) indexMatch() string {
	if len(bq.passages) > 0 || len(bq.searchPassage) > 0 || bq.sort == "popular" {
		return ""
	}
	terms := []string{"facets : visible"}
	if bq.kind != "" {
		terms = append(terms, `facets : "t`+bq.kind+`"`)
	}
	if bq.genre != "" {
		terms = append(terms, `facets : "g`+strings.ReplaceAll(bq.genre, `"`, `""`)+`"`)
	}
	if bq.match != "" {
		terms = append(terms, textMatch(bq.match))
	}
	return strings.Join(terms, " AND ")
}

// browse is the listener's catalogue: filters, full-text search and
// passage search over what listeners may see, one page at a time.
func (d *deps) browse(e *core.RequestEvent) error {
	page, limit, err := paging(e, 20)
	if err != nil {
		return err
	}
	bq, err := readBrowse(e)
	if err != nil {
		return err
	}
	var total int
	var ids []string
	switch match := bq.indexMatch(); {
	case bq.match == "" && len(bq.passages) == 0 && len(bq.searchPassage) == 0:
		total, ids, err = catalogue.Page(e.App, d.sql, bq.list(), page, limit)
	case match != "":
		total, ids, err = browseIndex(e.App, match, page, limit)
	default:
		total, ids, err = browseTables(e.App, bq, page, limit)
	}
	if err != nil {
		return err
	}
	items, err := d.mediaPage(e.App, ids, false)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items, "total": total, "page": page, "limit": limit})
}

// list is the catalogue list of a request without words or passages.
func (bq browseQuery) list() catalogue.List {
	return catalogue.List{Kind: bq.kind, Genre: bq.genre, Popular: bq.sort == "popular"}
}

// browseIndex answers a search from the browse index alone: the count is
// a count of index entries, the page a slice of them in creation order
// (newest first).
func browseIndex(app core.App, match string, page, limit int) (int, []string, error) {
	var total int
	err := app.DB().NewQuery("SELECT COUNT(*) FROM {{media_fts}} WHERE {{media_fts}} MATCH {:q}").
		Bind(dbx.Params{"q": match}).Row(&total)
	if err != nil || total <= (page-1)*limit {
		return total, nil, err
	}
	var ids []string
	// The page's entries are picked from the index alone, then joined to
	// their media ids: joined first, every skipped entry of a deep page
	// cost a look-up.
	err = app.DB().NewQuery(`SELECT k.[[media]] FROM (SELECT rowid AS r FROM {{media_fts}} WHERE {{media_fts}} MATCH {:q}
			ORDER BY rowid DESC LIMIT {:limit} OFFSET {:offset}) x
		JOIN {{media_fts_keys}} k ON k.[[rid]] = x.r ORDER BY x.r DESC`).
		Bind(dbx.Params{"q": match, "limit": limit, "offset": (page - 1) * limit}).Column(&ids)
	return total, ids, err
}

// browseTables answers with SQL over media and users, for what the
// catalogue and the index cannot: passage searches and searches in the
// popular order.
func browseTables(app core.App, bq browseQuery, page, limit int) (int, []string, error) {
	where := bq.where()
	artist := dbx.NewExp("u.id = m.artist")
	var total int
	// A search in the popular order counts the index's rows (the same as
	// its newest order); passage searches have no index match and count by
	// the join.
	count := app.DB().Select("COUNT(*)").From("media m").InnerJoin("users u", artist).Where(where).Build()
	newest := bq
	newest.sort = ""
	if match := newest.indexMatch(); match != "" {
		count = app.DB().NewQuery("SELECT COUNT(*) FROM {{media_fts}} WHERE {{media_fts}} MATCH {:q}").Bind(dbx.Params{"q": match})
	}
	if err := count.Row(&total); err != nil || total <= (page-1)*limit {
		return total, nil, err
	}
	var ids []string
	err := app.DB().Select("m.id").From("media m").InnerJoin("users u", artist).
		Where(where).OrderBy(bq.orderBy()...).Limit(int64(limit)).Offset(int64((page - 1) * limit)).Column(&ids)
	return total, ids, err
}
