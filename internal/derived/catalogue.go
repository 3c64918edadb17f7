package derived

// catalogueKeys are the list keys a catalogue row c counts in ("" for all,
// "t:<type>", "g:<genre>", "tg:<type>:<genre>"; internal/catalogue names
// them), as a JSON array to json_each.
const catalogueKeys = `json_array('', 't:' || c.[[type]], 'g:' || c.[[genre]], 'tg:' || c.[[type]] || ':' || c.[[genre]])`

// catalogue is the browse lists' narrow copy of media, with the facts
// visibility decides by (the item's review state, its creator's standing,
// an empty accountStatus kept as "active";
// a row only for an item whose creator row exists), and each list's
// length by those facts, overall and by month of creation (migrations
// 1763772100_catalogue.go, 1763772900_catalogue_months.go,
// 1763774100_visibility_facts.go). Which rows a listener sees is
// visibility.PublicFactsSQL's to say, not this table's.
func catalogue() []Table {
	return []Table{{
		Name:   "catalogue",
		Key:    []string{"media"},
		Values: []string{"status", "standing", "type", "genre", "created", "plays"},
		// The facts visibility decides on (the item's review state, its
		// creator's standing, an empty one kept as "active"), for every
		// item whose creator row exists.
		Query: `SELECT m.[[id]], m.[[adminStatus]], COALESCE(NULLIF(u.[[accountStatus]], ''), 'active'), m.[[type]], m.[[genre]], m.[[created]],
			CAST(m.[[playsCount]] AS INTEGER) FROM {{media}} m JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
		From: []string{"media_counters"},
	}, {
		Name:         "catalogue_counts",
		Key:          []string{"key", "status", "standing"},
		Values:       []string{"n"},
		ZeroIsAbsent: true,
		Query: `SELECT k.value, c.[[status]], c.[[standing]], COUNT(*) FROM {{catalogue}} c, json_each(` + catalogueKeys + `) k
			GROUP BY 1, 2, 3`,
		From: []string{"catalogue"},
	}, {
		Name:         "catalogue_months",
		Key:          []string{"key", "status", "standing", "month"},
		Values:       []string{"n"},
		ZeroIsAbsent: true,
		Query: `SELECT k.value, c.[[status]], c.[[standing]], substr(c.[[created]], 1, 7), COUNT(*)
			FROM {{catalogue}} c, json_each(` + catalogueKeys + `) k GROUP BY 1, 2, 3, 4`,
		From: []string{"catalogue"},
	}}
}
