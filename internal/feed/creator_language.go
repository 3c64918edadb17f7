package feed

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// CreatorLanguage is the language an upload that names none is given: that
// of the creator's latest item with a valid one, else DefaultLanguage.
func CreatorLanguage(app core.App, artist string) string {
	if artist == "" {
		return DefaultLanguage
	}
	var last string
	err := app.DB().Select("language").From("media").
		Where(dbx.And(dbx.HashExp{"artist": artist}, dbx.Not(dbx.HashExp{"language": ""}))).
		OrderBy("created DESC").Limit(1).Row(&last)
	if err == nil && ValidLanguage(last) {
		return last
	}
	return DefaultLanguage
}
