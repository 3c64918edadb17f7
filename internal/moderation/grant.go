// Package moderation holds the review states of media and the one way to
// change them: an admin's decision, recorded in moderation_events.
package moderation

import (
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// granted marks the records whose next save may set adminStatus. The hooks
// cannot see who is saving (a route, the REST API, a script), so the code
// paths allowed to moderate mark the exact record they save.
var granted sync.Map // *core.Record -> struct{}

// Grant lets the next saves of r change its moderation fields until the
// returned release is called.
func Grant(r *core.Record) (release func()) {
	granted.Store(r, struct{}{})
	return func() { granted.Delete(r) }
}

// Granted reports whether r was granted by Grant.
func Granted(r *core.Record) bool {
	_, ok := granted.Load(r)
	return ok
}
