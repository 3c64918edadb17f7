package visibility

// The rule in SQL, for queries that filter many rows at once (browse, the
// stream's one-query look-up, the browse index's triggers). Plain SQLite
// with the aliases given, no dbx placeholders, so it also serves a
// statement prepared through database/sql. Each condition is 0 or 1, never
// NULL, so it may be selected as a column as well as filtered on.

// PublicMediaSQL is Public in SQL: the media row media is approved and its
// creator, the users row creator (joined on media.artist; a LEFT JOIN that
// found no creator leaves it NULL), exists and is not suspended.
func PublicMediaSQL(media, creator string) string {
	return "(" + media + ".adminStatus = '" + Active + "' AND " + creator + ".id IS NOT NULL AND " +
		creator + ".accountStatus != '" + AccountSuspended + "')"
}

// PublicEpisodeSQL is PublicEpisode in SQL: the episodes row episode is
// approved, and its media row media is PublicMediaSQL with creator.
func PublicEpisodeSQL(episode, media, creator string) string {
	return "(" + episode + ".adminStatus = '" + Active + "' AND " + PublicMediaSQL(media, creator) + ")"
}

// PublicMediaRowSQL is PublicMediaSQL for a media row with no creator
// joined (a trigger's NEW): the creator is looked up by a subquery.
func PublicMediaRowSQL(media string) string {
	return "EXISTS (SELECT 1 FROM " + UsersCollection + " vu WHERE vu.id = " + media + ".artist AND " +
		PublicMediaSQL(media, "vu") + ")"
}
