package routes

import (
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/bible"
	"selah/internal/lists"
	"selah/internal/search"
)

// maxPassageQuery caps ?passage=: a few references, not a document.
const maxPassageQuery = 200

func (d *deps) registerBrowse(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/browse", d.cached(sharedScope, d.browse)).Bind(requireReader(), apis.SkipSuccessActivityLog())
}

// readBrowse reads the query string, with a 400 naming the first bad field.
func readBrowse(e *core.RequestEvent) (lists.Browse, error) {
	q := e.Request.URL.Query()
	f := &form{}
	bq := lists.Browse{Kind: q.Get("type"), Genre: strings.TrimSpace(q.Get("genre")), Sort: q.Get("sort")}
	switch bq.Kind {
	case "", "album", "podcast", "sermon":
	case "all":
		bq.Kind = ""
	default:
		f.add("type", "invalid", "Type must be album, podcast or sermon")
	}
	if len(bq.Genre) > 50 {
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
		bq.Passages = ps
	}
	switch bq.Sort {
	case "", "new", "popular":
	default:
		f.add("sort", "invalid", "Sort must be new or popular")
	}
	if err := f.err(); err != nil {
		return bq, err
	}
	bq.Match = search.Match(text)
	// "John 3" typed in the search box means the passage as well as the
	// words; an explicit ?passage= already says which passage is meant.
	if p, isPassage := bible.ParseQuery(text); isPassage && len(bq.Passages) == 0 {
		bq.SearchPassage = []bible.Passage{p}
	}
	return bq, nil
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
	total, ids, err := bq.Page(e.App, d.sql, page, limit)
	if err != nil {
		return err
	}
	return d.answerMediaPage(e, page, limit, total, ids)
}
