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
	return []Table{
		// The facts visibility decides on (the item's review state, its
		// creator's standing, an empty one kept as "active"), for every
		// item whose creator row exists. A play moves only plays, in
		// place, so the counts below are not touched.
		projectTable(Table{
			Name:   "catalogue",
			Key:    []string{"media"},
			Values: []string{"status", "standing", "type", "genre", "created", "plays"},
			From:   []string{"media_counters"},
		}, Part{
			Select: []string{"m.[[id]]", "m.[[adminStatus]]", "COALESCE(NULLIF(u.[[accountStatus]], ''), 'active')", "m.[[type]]",
				"m.[[genre]]", "m.[[created]]", "CAST(m.[[playsCount]] AS INTEGER)"},
			From: "{{media}} m JOIN {{users}} u ON u.[[id]] = m.[[artist]]",
			Sources: []Source{
				{Table: "media", Alias: "m", Key: []string{"id"},
					Columns: []string{"adminStatus", "artist", "type", "genre", "created", "playsCount"}, InPlace: []string{"playsCount"}},
				{Table: "users", Alias: "u", Key: []string{"id"}, Columns: []string{"accountStatus"}},
			},
		}),
		// Each catalogue row counted once, by list key and month; a list's
		// length is the sum of its months.
		sumTable(Table{
			Name:         "catalogue_months",
			Key:          []string{"key", "status", "standing", "month"},
			Values:       []string{"n"},
			ZeroIsAbsent: true,
			From:         []string{"catalogue"},
		}, Part{
			Select: []string{"k.value", "c.[[status]]", "c.[[standing]]", "substr(c.[[created]], 1, 7)", "1"},
			From:   "{{catalogue}} c, json_each(" + catalogueKeys + ") k",
			Sources: []Source{{Table: "catalogue", Alias: "c", Key: []string{"media"},
				Columns: []string{"status", "standing", "type", "genre", "created"}}},
		}),
		sumTable(Table{
			Name:         "catalogue_counts",
			Key:          []string{"key", "status", "standing"},
			Values:       []string{"n"},
			ZeroIsAbsent: true,
			From:         []string{"catalogue_months"},
		}, Part{
			Select: []string{"cm.[[key]]", "cm.[[status]]", "cm.[[standing]]", "cm.[[n]]"},
			From:   "{{catalogue_months}} cm",
			Sources: []Source{{Table: "catalogue_months", Alias: "cm", Key: []string{"key", "status", "standing", "month"},
				Columns: []string{"key", "status", "standing", "month", "n"}}},
		}),
	}
}
