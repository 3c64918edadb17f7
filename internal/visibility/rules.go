package visibility

// The rule as PocketBase's REST list and view rules (filter syntax), for
// the dashboard, the SDK and /api/collections/... A rule grants what
// Allows grants: staff (superusers pass every rule) and the creator see an
// item whatever its state, anyone else, a guest without a token included,
// a Public one: a script without an account reads, lists and subscribes to
// what a public page (/m/, /c/, /api/public/*) shows, and
// hooks/guest_fields.go cuts the fields down to the page's.
//
// One difference no stored row can show: the rules read a missing creator
// (artist.accountStatus of no record) as not suspended, where Go and SQL
// read it as not active; media.artist is a required relation that cascades
// on delete, so an item without its creator does not exist.

const (
	isAdmin = "@request.auth.collectionName = '" + AdminsCollection + "'"
	isUser  = "@request.auth.collectionName = '" + UsersCollection + "'"
)

// PublicMediaFilter is Public in PocketBase's filter syntax, for the media
// row reached by prefix ("" for the record itself, "media." from an
// episode).
func PublicMediaFilter(prefix string) string {
	return prefix + "adminStatus = '" + Active + "' && " + prefix + "artist.accountStatus != '" + AccountSuspended + "'"
}

// PublicEpisodeFilter is PublicEpisode in PocketBase's filter syntax, for
// an episodes record.
func PublicEpisodeFilter() string {
	return "adminStatus = '" + Active + "' && " + PublicMediaFilter("media.")
}

// PublicCreatorFilter is, for a users record, "the creator of at least one
// Public item": a creator who is not suspended, with an approved item.
func PublicCreatorFilter() string {
	return "accountStatus != '" + AccountSuspended + "' && media_via_artist.adminStatus ?= '" + Active + "'"
}

// MediaListRule is media's list and view rule.
func MediaListRule() string {
	return "(" + PublicMediaFilter("") + ")" +
		" || (" + isUser + " && artist = @request.auth.id) || " + isAdmin
}

// EpisodeListRule is episodes' list and view rule.
func EpisodeListRule() string {
	return "(" + PublicEpisodeFilter() + ")" +
		" || (" + isUser + " && media.artist = @request.auth.id) || " + isAdmin
}

// PublicCreatorRule is users' list and view rule: one's own record, and
// the creator of at least one item MediaListRule shows the caller (the
// public profile; hooks/users_public.go and hooks/guest_fields.go hide the
// rest).
func PublicCreatorRule() string {
	return "(" + isUser + " && id = @request.auth.id)" +
		" || (" + PublicCreatorFilter() + ")" +
		" || (" + isAdmin + " && media_via_artist.id ?!= '')"
}
