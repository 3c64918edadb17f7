package visibility

// The rule as PocketBase's REST list and view rules (filter syntax), for
// the dashboard, the SDK and /api/collections/... The REST API is for
// signed-in accounts only: a guest sees none of it (guests hear the public
// catalogue through our own routes and the feeds). Otherwise a rule grants
// what Allows grants: staff (superusers pass every rule) and the creator see
// an item whatever its state, anyone else a Public one.
//
// One difference no stored row can show: the rules read a missing creator
// (artist.accountStatus of no record) as not suspended, where Go and SQL
// read it as not active; media.artist is a required relation that cascades
// on delete, so an item without its creator does not exist.

const (
	signedIn = "@request.auth.id != ''"
	isAdmin  = "@request.auth.collectionName = '" + AdminsCollection + "'"
	isUser   = "@request.auth.collectionName = '" + UsersCollection + "'"
)

// PublicMediaFilter is Public in PocketBase's filter syntax, for the media
// row reached by prefix ("" for the record itself, "media." from an
// episode).
func PublicMediaFilter(prefix string) string {
	return prefix + "adminStatus = '" + Active + "' && " + prefix + "artist.accountStatus != '" + AccountSuspended + "'"
}

// MediaListRule is media's list and view rule.
func MediaListRule() string {
	return "(" + signedIn + " && " + PublicMediaFilter("") + ")" +
		" || (" + isUser + " && artist = @request.auth.id) || " + isAdmin
}

// EpisodeListRule is episodes' list and view rule.
func EpisodeListRule() string {
	return "(" + signedIn + " && adminStatus = '" + Active + "' && " + PublicMediaFilter("media.") + ")" +
		" || (" + isUser + " && media.artist = @request.auth.id) || " + isAdmin
}

// PublicCreatorRule is users' list and view rule: one's own record, and
// the creator of at least one item MediaListRule shows the caller (the
// public profile; hooks/users_public.go hides the rest).
func PublicCreatorRule() string {
	return "(" + isUser + " && id = @request.auth.id)" +
		" || (" + signedIn + " && accountStatus != '" + AccountSuspended + "' && media_via_artist.adminStatus ?= '" + Active + "')" +
		" || (" + isAdmin + " && media_via_artist.id ?!= '')"
}
