package lists

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/bible"
	"selah/internal/catalogue"
	"selah/internal/layers"
	"selah/internal/search"
	"selah/internal/sqlprep"
	"selah/internal/visibility"
)

// Browse is what a listener asked GET /api/media/browse for.
type Browse struct {
	Kind          string          // album, podcast, sermon; "" for all
	Genre         string          // a genres id; "" for all
	Sort          string          // "", "new" or "popular"
	Match         string          // FTS5 query from ?search=, "" for none
	Passages      []bible.Passage // from ?passage=
	SearchPassage []bible.Passage // ?search= read as a passage, when no ?passage=
}

// Page is the list's length and the media ids of its page (1-based) of
// limit items: from the catalogue (internal/catalogue, with s) without
// words or passages, from the browse index when it alone can answer,
// else by SQL over media and users. With the catalogue layer off
// (SELAH_CATALOGUE=off, in s's layers) lists without words are answered
// the same way: newest first from the browse index, popular from the tables.
func (b Browse) Page(app core.App, s *sqlprep.Statements, page, limit int) (total int, ids []string, err error) {
	switch match := b.indexMatch(); {
	case b.Match == "" && len(b.Passages) == 0 && len(b.SearchPassage) == 0 && s.Layers().On(layers.Catalogue):
		return catalogue.Page(app, s, b.list(), page, limit)
	case match != "":
		return browseIndex(app, match, page, limit)
	default:
		return browseTables(app, b, page, limit)
	}
}

// list is the catalogue list of a request without words or passages.
func (b Browse) list() catalogue.List {
	return catalogue.List{Kind: b.Kind, Genre: b.Genre, Popular: b.Sort == "popular"}
}

// where is the condition on media m joined with its artist u. Only what a
// listener may see: visibility's public media (active media of a creator
// who is not suspended).
func (b Browse) where() dbx.Expression {
	conds := []dbx.Expression{dbx.NewExp(visibility.PublicMediaSQL("m", "u"))}
	if b.Kind != "" {
		conds = append(conds, dbx.HashExp{"m.type": b.Kind})
	}
	if b.Genre != "" {
		conds = append(conds, dbx.HashExp{"m.genre": b.Genre})
	}
	if len(b.Passages) > 0 {
		conds = append(conds, sermonsOn(b.Passages, "p"))
	}
	if b.Match != "" {
		text := dbx.NewExp("m.id IN (SELECT [[media]] FROM {{media_fts}} WHERE {{media_fts}} MATCH {:fts})",
			dbx.Params{"fts": textMatch(b.Match)})
		if len(b.SearchPassage) > 0 {
			conds = append(conds, dbx.Or(text, sermonsOn(b.SearchPassage, "s")))
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
func (b Browse) orderBy() []string {
	if b.Sort == "popular" {
		return []string{"m.playsCount DESC", "m.created DESC", "m.id DESC"}
	}
	return []string{"m.created DESC", "m.id DESC"}
}

// textColumns are the media_fts columns a person's words are looked for
// in (not facets, which holds the index's own filter tokens): the item's
// text and the words of its episodes' transcripts.
const textColumns = "{title artist preacher theme description transcript}"

func textMatch(match string) string { return textColumns + " : (" + match + ")" }

// indexMatch is the request as one query of the browse index (migration
// 1763771300_browse_index.go), or "" when the index alone cannot answer it:
// passages live in another table, and "popular" is not the index's order.
func (b Browse) indexMatch() string {
	if len(b.Passages) > 0 || len(b.SearchPassage) > 0 || b.Sort == "popular" {
		return ""
	}
	terms := []string{visibility.PublicFacetsMatch()}
	if b.Kind != "" {
		terms = append(terms, `facets : "t`+b.Kind+`"`)
	}
	if b.Genre != "" {
		terms = append(terms, `facets : "g`+strings.ReplaceAll(b.Genre, `"`, `""`)+`"`)
	}
	if b.Match != "" {
		terms = append(terms, textMatch(b.Match))
	}
	return strings.Join(terms, " AND ")
}

// browseIndex answers a search from the browse index alone: the count is
// a count of index entries, the page a slice of them in creation order
// (newest first).
func browseIndex(app core.App, match string, page, limit int) (int, []string, error) {
	var total int
	err := app.DB().NewQuery("SELECT COUNT(*) FROM {{media_fts}} WHERE {{media_fts}} MATCH {:q}").
		Bind(dbx.Params{"q": match}).Row(&total)
	if err != nil || total <= offset(page, limit) {
		return total, nil, err
	}
	var ids []string
	// The page's entries are picked from the index alone, then joined to
	// their media ids: joined first, every skipped entry of a deep page
	// cost a look-up.
	err = app.DB().NewQuery(`SELECT k.[[media]] FROM (SELECT rowid AS r FROM {{media_fts}} WHERE {{media_fts}} MATCH {:q}
			ORDER BY rowid DESC LIMIT {:limit} OFFSET {:offset}) x
		JOIN {{media_fts_keys}} k ON k.[[rid]] = x.r ORDER BY x.r DESC`).
		Bind(dbx.Params{"q": match, "limit": limit, "offset": offset(page, limit)}).Column(&ids)
	return total, ids, err
}

// browseTables answers with SQL over media and users, for what the
// catalogue and the index cannot: passage searches and searches in the
// popular order.
func browseTables(app core.App, b Browse, page, limit int) (int, []string, error) {
	where := b.where()
	artist := dbx.NewExp("u.id = m.artist")
	var total int
	// A search in the popular order counts the index's rows (the same as
	// its newest order); passage searches have no index match and count by
	// the join.
	count := app.DB().Select("COUNT(*)").From("media m").InnerJoin("users u", artist).Where(where).Build()
	newest := b
	newest.Sort = ""
	if match := newest.indexMatch(); match != "" {
		count = app.DB().NewQuery("SELECT COUNT(*) FROM {{media_fts}} WHERE {{media_fts}} MATCH {:q}").Bind(dbx.Params{"q": match})
	}
	if err := count.Row(&total); err != nil || total <= offset(page, limit) {
		return total, nil, err
	}
	var ids []string
	err := app.DB().Select("m.id").From("media m").InnerJoin("users u", artist).
		Where(where).OrderBy(b.orderBy()...).Limit(int64(limit)).Offset(int64(offset(page, limit))).Column(&ids)
	return total, ids, err
}
