// Package refs reads the reference tables media point to (genres and
// audio categories) and tells a form whether a row it names exists.
package refs

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Ref is one genre or audio category as the catalogue lists it.
type Ref struct {
	Id    string `db:"id"`
	Title string `db:"title"`
	Type  string `db:"type"` // podcast or sermon; "" for a genre
}

// Genres lists every genre by title.
func Genres(app core.App) ([]Ref, error) {
	var rows []Ref
	err := app.DB().Select("id", "title").From("genres").OrderBy("title ASC").All(&rows)
	return rows, err
}

// Categories lists the audio categories of a kind (podcast or sermon; ""
// for both), by kind then title.
func Categories(app core.App, kind string) ([]Ref, error) {
	q := app.DB().Select("id", "title", "type").From("audio_categories").OrderBy("type ASC", "title ASC")
	if kind != "" {
		q = q.Where(dbx.HashExp{"type": kind})
	}
	var rows []Ref
	err := q.All(&rows)
	return rows, err
}

// Exists reports whether a row matching cond is in table. A read error
// counts as no row: a form then refuses the value rather than saving a
// dangling relation.
func Exists(app core.App, table string, cond dbx.Expression) bool {
	var n int
	err := app.DB().Select("COUNT(*)").From(table).Where(cond).Limit(1).Row(&n)
	return err == nil && n > 0
}
