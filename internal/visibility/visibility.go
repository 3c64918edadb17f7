// Package visibility is who may see a media item, and so its episodes and
// its files: approved media of a creator who is not suspended is shown to
// everyone; its creator and staff (admins and superusers) see it whatever
// its state. The file route and the stream ask it; routes that sign people
// in add their own conditions (a listener in good standing) on top.
//
// The rule is written here once, in three forms kept equal by this
// package's tests: the Go predicate (Public, PublicEpisode, Allows,
// AllowsEpisode), the SQL condition (sql.go: browse, the stream's look-up,
// the browse index's triggers) and PocketBase's REST rules (rules.go,
// applied by migrations/1763773500_guest_rest.go).
package visibility

import (
	"slices"
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// The review states of media and episodes (their adminStatus). Only Active
// is shown to people other than the creator and staff; internal/moderation
// moves an item between them (and names them after these). A new state is
// added here, with what it shows, and in a migration that adds it to the
// field's values (1763774300_drafts_release.go added the last two).
//   - Draft: saved by its creator and not yet sent to review (never
//     listed, never reviewed, never public).
//   - Scheduled: approved, with a release time still ahead (publishAt):
//     hidden like a pending item until the release job makes it Active at
//     that minute. Keeping "not yet released" a state rather than a
//     comparison with the clock keeps every reader (lists, feeds, the
//     derived tables and their partial indexes) on the one fact Active.
const (
	Draft     = "draft"
	Pending   = "pending"
	Active    = "active"
	Scheduled = "scheduled"
	Rejected  = "rejected"
	Suspended = "suspended"
)

// The users' accountStatus values. A suspended creator's media is hidden
// from everyone but the creator and staff; a suspended listener cannot sign
// in. An empty status (a row written before the field had a value) counts
// as active.
const (
	AccountActive    = "active"
	AccountSuspended = "suspended"
)

// AccountStatuses are the users' accountStatus values, in the order the
// schema lists them.
var AccountStatuses = []string{AccountActive, AccountSuspended}

// The collections the rule names: creators and listeners are users
// records, staff admins records (or PocketBase's superusers).
const (
	UsersCollection  = "users"
	AdminsCollection = "admins"
)

// IsSuspended reports whether the users record account is suspended.
func IsSuspended(account *core.Record) bool {
	return Suspends(account.GetString("accountStatus"))
}

// Suspends reports whether an account in this status is suspended: it
// cannot sign in and its media is hidden from everyone but itself and
// staff.
func Suspends(accountStatus string) bool { return accountStatus == AccountSuspended }

// ValidAccountStatus reports whether s is one of AccountStatuses.
func ValidAccountStatus(s string) bool { return slices.Contains(AccountStatuses, s) }

// Staff reports whether who sees every item whatever its state: an admin
// or a superuser.
func Staff(who *core.Record) bool {
	if who == nil {
		return false
	}
	name := who.Collection().Name
	return name == AdminsCollection || name == core.CollectionNameSuperusers
}

// Owns reports whether who is the creator (a users account) whose id is
// artist.
func Owns(who *core.Record, artist string) bool {
	return who != nil && artist != "" && who.Id == artist && who.Collection().Name == UsersCollection
}

// Public reports whether an item in this review state is shown to
// everyone: approved, by a creator who is not suspended. creatorActive is
// asked only when the state alone does not decide. PublicMediaSQL is the
// same condition in SQL.
func Public(status string, creatorActive func() bool) bool {
	return status == Active && creatorActive()
}

// PublicEpisode reports whether an episode in this review state, of an
// item in mediaStatus, is shown to everyone: approved, of a Public item.
// PublicEpisodeSQL is the same condition in SQL.
func PublicEpisode(mediaStatus, episodeStatus string, creatorActive func() bool) bool {
	return episodeStatus == Active && Public(mediaStatus, creatorActive)
}

// Shows is the rule for one item (or episode) whose creator's id is artist
// and whose public-ness public tells (asked last, only when it decides):
// staff and the creator see it whatever its state, anyone else only when
// it is public. who is nil for a guest.
func Shows(who *core.Record, artist string, public func() bool) bool {
	return Staff(who) || Owns(who, artist) || public()
}

// Allows is the rule for one media item, from the values it reads: the
// creator's id (artist), its review state and the creator's standing
// (asked last, only when it decides). who is nil for a guest.
func Allows(who *core.Record, artist, status string, creatorActive func() bool) bool {
	return Shows(who, artist, func() bool { return Public(status, creatorActive) })
}

// AllowsEpisode is the rule for an episode of an item: its creator and
// staff see it whatever its state; anyone else only an approved episode of
// an item Allows shows them.
func AllowsEpisode(who *core.Record, artist, mediaStatus, episodeStatus string, creatorActive func() bool) bool {
	return Shows(who, artist, func() bool { return PublicEpisode(mediaStatus, episodeStatus, creatorActive) })
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
		creator, err := app.FindRecordById(UsersCollection, artist)
		return err == nil && !IsSuspended(creator)
	})
}
