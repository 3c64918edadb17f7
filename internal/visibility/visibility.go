// Package visibility is who may see a media item, and so its episodes and
// its files: approved media of a creator who is not suspended is shown to
// everyone; its creator and staff (admins and superusers) see it whatever
// its state. The file route and the stream ask it; routes that sign people
// in add their own conditions (a listener in good standing) on top.
package visibility

import (
	"sync"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/moderation"
)

// The review states of media and episodes (moderation's). Only Active is
// shown to people other than the creator and staff.
const (
	Pending   = moderation.Pending
	Active    = moderation.Active
	Rejected  = moderation.Rejected
	Suspended = moderation.Suspended
)

// AccountSuspended is the users' accountStatus that hides all of a
// creator's media.
const AccountSuspended = "suspended"

// Staff reports whether who sees every item whatever its state: an admin
// or a superuser.
func Staff(who *core.Record) bool {
	if who == nil {
		return false
	}
	name := who.Collection().Name
	return name == "admins" || name == core.CollectionNameSuperusers
}

// Owns reports whether who is the creator (a users account) whose id is
// artist.
func Owns(who *core.Record, artist string) bool {
	return who != nil && artist != "" && who.Id == artist && who.Collection().Name == "users"
}

// Public reports whether an item in this review state is shown to
// everyone: approved, by a creator who is not suspended. creatorActive is
// asked only when the state alone does not decide.
func Public(status string, creatorActive func() bool) bool {
	return status == Active && creatorActive()
}

// Allows is the rule for one media item, from the values it reads: the
// creator's id (artist), its review state and the creator's standing
// (asked last, only when it decides). who is nil for a guest.
func Allows(who *core.Record, artist, status string, creatorActive func() bool) bool {
	return Staff(who) || Owns(who, artist) || Public(status, creatorActive)
}

// AllowsEpisode is the rule for an episode of an item: its creator and
// staff see it whatever its state; anyone else only an approved episode of
// an item Allows shows them.
func AllowsEpisode(who *core.Record, artist, mediaStatus, episodeStatus string, creatorActive func() bool) bool {
	if Staff(who) || Owns(who, artist) {
		return true
	}
	return episodeStatus == Active && Public(mediaStatus, creatorActive)
}

// MayView is Allows for a media record; the creator's account is read only
// when it decides.
func MayView(app core.App, who, media *core.Record) bool {
	artist := media.GetString("artist")
	return Allows(who, artist, media.GetString("adminStatus"), CreatorActive(app, artist))
}

// MayViewEpisode is AllowsEpisode for an episode record and its media.
func MayViewEpisode(app core.App, who, episode, media *core.Record) bool {
	artist := media.GetString("artist")
	return AllowsEpisode(who, artist, media.GetString("adminStatus"), episode.GetString("adminStatus"), CreatorActive(app, artist))
}

// CreatorActive is the question "is the creator whose id is artist not
// suspended?" for Allows, read from the database on the first call only
// (a missing account is not active).
func CreatorActive(app core.App, artist string) func() bool {
	return sync.OnceValue(func() bool {
		creator, err := app.FindRecordById("users", artist)
		return err == nil && creator.GetString("accountStatus") != AccountSuspended
	})
}
