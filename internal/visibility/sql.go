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
	return "(" + creator + ".id IS NOT NULL AND " + publicSQL(media+".adminStatus", creator+".accountStatus") + ")"
}

// publicSQL is Public over an item's review state (the column status) and
// its existing creator's accountStatus (standing): the one place the SQL
// forms say which states are shown.
func publicSQL(status, standing string) string {
	return "(" + status + " = '" + Active + "' AND " + standing + " != '" + AccountSuspended + "')"
}

// PublicFactsSQL is Public over the facts a derived table keeps instead of
// the rule (migrations/1763774100_visibility_facts.go): the item's review
// state in column status and its creator's standing in column standing
// (accountStatus, an empty one kept as AccountActive), of the row alias t
// ("" for none); the table holds a row only for an item whose creator
// exists. The catalogue's list indexes are partial on this condition (the
// migration holds its text: changing it means a migration remaking them,
// or the lists lose their indexes, which TestCataloguePagesUseIndexes
// catches); a list's count is one row of catalogue_counts. Since
// AccountStatuses are active and suspended only, "standing is active" is
// "not suspended" (agree_test checks it against Public).
func PublicFactsSQL(t string) string {
	return "(" + column(t, "status") + " = '" + Active + "' AND " + column(t, "standing") + " = '" + AccountActive + "')"
}

// PublicFacetsMatch is Public as an FTS5 query of the browse index's
// facets column (the same migration): the item's state token "s<status>",
// its creator's standing token "a<accountStatus>", "anone" when the
// creator row is missing. AND it with a search's other terms.
func PublicFacetsMatch() string {
	return "(facets : s" + Active + " NOT facets : a" + AccountSuspended + " NOT facets : anone)"
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

// VisibleCreatorSQL is the condition that the users row alias u is a
// creator listeners may see: not suspended, with at least one public item
// (PublicMediaSQL, which also checks the creator's standing). The profile,
// the public pages, the follow lists and the sitemap ask it.
func VisibleCreatorSQL(u string) string {
	return "EXISTS (SELECT 1 FROM {{media}} vm WHERE vm.[[artist]] = " + u + ".[[id]] AND " +
		PublicMediaSQL("vm", u) + ")"
}

// EpisodeInItemStateSQL is the condition that the episodes row episode is
// in the state of its media row media: the episodes that show with the
// item as it stands (a new episode waiting for review on a live item does
// not). The browse index's transcript column reads its words from these
// (internal/derived/search.go).
func EpisodeInItemStateSQL(episode, media string) string {
	return episode + ".[[adminStatus]] = " + media + ".[[adminStatus]]"
}

// EpisodeCountedSQL is the condition that the episodes row episode is one
// its media row media is listed with: what the item's episodeCount and
// duration count (internal/derived/counters.go). An approved item is
// listed as everyone sees it, with its approved episodes (a new one waiting
// for review on it counts from its approval; one whose revision was
// rejected does not count). An item in any other state is listed only to
// its creator and staff, who see every episode it has (those of an item
// sent back to review keep their last verdict until the next).
func EpisodeCountedSQL(episode, media string) string {
	return "(" + media + ".adminStatus != '" + Active + "' OR " + episode + ".adminStatus = '" + Active + "')"
}
