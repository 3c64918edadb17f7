package publicread

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/catalogue"
	"selah/internal/sqlprep"
	"selah/internal/visibility"
)

// The sitemap's URLs, read from the catalogue (migrations/1763772100_
// catalogue.go, 1763774100_visibility_facts.go), filtered by the facts it
// keeps with visibility's rule (visibility.PublicFactsSQL): the public items in id order, then the creators of at least one
// of them in id order. Each is read in chunks by key (the catalogue's and
// users' primary keys), so listing 100k items walks two indexes once and
// holds one chunk in memory; only a sitemap page's first chunk skips rows
// (OFFSET, an index walk).

// sitemapChunk is how many rows one query reads.
const sitemapChunk = 1000

// sitemapEntry is one URL's key and the time its page last changed.
type sitemapEntry struct {
	Id      string `db:"id"`
	Updated string `db:"updated"`
}

// publicItemOfCreatorSQL finds a public item of the users row u.
var publicItemOfCreatorSQL = `SELECT 1 FROM {{media}} m JOIN {{catalogue}} c ON c.[[media]] = m.[[id]] WHERE m.[[artist]] = u.[[id]] AND ` + visibility.PublicFactsSQL("c")

// publicCreatorsCountSQL counts the creators with a public item.
var publicCreatorsCountSQL = `SELECT COUNT(*) FROM {{users}} u WHERE EXISTS (` + publicItemOfCreatorSQL + `)`

// SitemapCounts are how many public items and creators there are.
func SitemapCounts(app core.App, stmts *sqlprep.Statements) (items, creators int, err error) {
	if items, err = catalogue.Count(app, stmts, catalogue.List{}); err != nil {
		return 0, 0, err
	}
	err = app.DB().NewQuery(publicCreatorsCountSQL).Row(&creators)
	return items, creators, err
}

// Each query reads a chunk after the last key, or from an offset for the
// first chunk of a page. A creator's page changes with their newest public
// item.
var (
	sitemapItemsSQL = `SELECT c.[[media]] AS id, m.[[updated]] AS updated
		FROM {{catalogue}} c JOIN {{media}} m ON m.[[id]] = c.[[media]]
		WHERE c.[[media]] > {:after} AND ` + visibility.PublicFactsSQL("c") + ` ORDER BY c.[[media]] LIMIT {:limit} OFFSET {:offset}`
	sitemapCreatorsSQL = `SELECT u.[[id]] AS id,
		(SELECT MAX(m.[[updated]]) FROM {{media}} m JOIN {{catalogue}} c ON c.[[media]] = m.[[id]] WHERE m.[[artist]] = u.[[id]] AND ` + visibility.PublicFactsSQL("c") + `) AS updated
		FROM {{users}} u WHERE u.[[id]] > {:after} AND EXISTS (` + publicItemOfCreatorSQL + `)
		ORDER BY u.[[id]] LIMIT {:limit} OFFSET {:offset}`
)

// WalkSitemapItems calls fn for count public items from offset on, in id
// order.
func WalkSitemapItems(app core.App, offset, count int, fn func(id string, updated types.DateTime) error) error {
	return walkSitemap(app, sitemapItemsSQL, offset, count, fn)
}

// WalkSitemapCreators calls fn for count creators with a public item from
// offset on, in id order.
func WalkSitemapCreators(app core.App, offset, count int, fn func(id string, updated types.DateTime) error) error {
	return walkSitemap(app, sitemapCreatorsSQL, offset, count, fn)
}

// walkSitemap calls fn for count rows of query from offset on, in key
// order, reading sitemapChunk rows at a time; it stops at fn's first
// error.
func walkSitemap(app core.App, query string, offset, count int, fn func(id string, updated types.DateTime) error) error {
	after := ""
	for count > 0 {
		var rows []sitemapEntry
		n := min(count, sitemapChunk)
		err := app.DB().NewQuery(query).Bind(dbx.Params{"after": after, "limit": n, "offset": offset}).All(&rows)
		if err != nil {
			return err
		}
		for _, r := range rows {
			updated, _ := types.ParseDateTime(r.Updated)
			if err := fn(r.Id, updated); err != nil {
				return err
			}
		}
		if len(rows) < n {
			return nil // fewer than counted: the catalogue changed meanwhile
		}
		after, offset, count = rows[len(rows)-1].Id, 0, count-len(rows)
	}
	return nil
}
