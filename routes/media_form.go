package routes

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/refs"
)

// Limits of media and episode text fields (the schema's, with messages).
const (
	maxTitle       = 200
	maxDescription = 5000
	maxPersonName  = 200
	maxLyrics      = 20000
)

// mediaMeta is the validated podcastMetadata of an upload, or the fields of
// a PATCH (where only the fields sent are set): mediaForm.meta.
type mediaMeta struct {
	set map[string]any // field name -> value for the record
}

// episodeMeta is one validated entry of episodesMetadata.
type episodeMeta struct {
	Title, Description, Genre, Lyrics string
}

// exists reports whether a row matching cond is in table (refs.Exists).
func exists(app core.App, table string, cond dbx.Expression) bool {
	return refs.Exists(app, table, cond)
}
