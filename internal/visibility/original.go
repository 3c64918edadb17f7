package visibility

import "github.com/pocketbase/pocketbase/core"

// SeesOriginal reports whether who may fetch, or learn the stored name
// of, an episode's original upload (its audio file) of the item whose
// creator's id is artist: the creator and staff only, whatever the item's
// state. Listeners get the rendition (or the stream route's answer), never
// the master with the tags a rendition strips (API.md: the original is the
// owner's and admins'). The file route (routes/files_visibility.go) and the
// REST/realtime enrich hook (hooks/episodes_original.go) ask it.
func SeesOriginal(who *core.Record, artist string) bool {
	return Staff(who) || Owns(who, artist)
}
