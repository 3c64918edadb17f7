package derived

import "selah/internal/visibility"

// catalogueKeys are the list keys a catalogue row c counts in ("" for all,
// "t:<type>", "g:<genre>", "tg:<type>:<genre>"; internal/catalogue names
// them), as a JSON array to json_each.
const catalogueKeys = `json_array('', 't:' || c.[[type]], 'g:' || c.[[genre]], 'tg:' || c.[[type]] || ':' || c.[[genre]])`

// catalogue is the browse lists' narrow copy of public media and each
// list's length, overall and by month of creation (migrations
// 1763772100_catalogue.go, 1763772900_catalogue_months.go).
func catalogue() []Table {
	return []Table{{
		Name:   "catalogue",
		Key:    []string{"media"},
		Values: []string{"type", "genre", "created", "plays"},
		Query: `SELECT m.[[id]], m.[[type]], m.[[genre]], m.[[created]], CAST(m.[[playsCount]] AS INTEGER)
			FROM {{media}} m WHERE ` + visibility.PublicMediaRowSQL("m"),
		From: []string{"media_counters"},
	}, {
		Name:         "catalogue_counts",
		Key:          []string{"key"},
		Values:       []string{"n"},
		ZeroIsAbsent: true,
		Query:        `SELECT k.value, COUNT(*) FROM {{catalogue}} c, json_each(` + catalogueKeys + `) k GROUP BY 1`,
		From:         []string{"catalogue"},
	}, {
		Name:         "catalogue_months",
		Key:          []string{"key", "month"},
		Values:       []string{"n"},
		ZeroIsAbsent: true,
		Query: `SELECT k.value, substr(c.[[created]], 1, 7), COUNT(*) FROM {{catalogue}} c, json_each(` + catalogueKeys + `) k
			GROUP BY 1, 2`,
		From: []string{"catalogue"},
	}}
}
