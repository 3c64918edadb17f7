package derived

import "selah/internal/visibility"

// bucket is the first rowid of a media row m's search rows: its creation
// time in milliseconds times 1024, so rowid order is creation order and a
// page of search hits in that order reads one range (migrations
// 1763771300_browse_index.go, 1763772000_admin_search.go). The triggers
// take the first free rowid of the bucket.
const bucket = `CAST(round((julianday(m.[[created]]) - 2440587.5) * 86400000) AS INTEGER)`

// search is the browse search index (media_fts: the searchable text and
// the facets a list filters on) and the staff's trigram index of titles
// and names (media_admin_fts), each with its table of rowids.
func search() []Table {
	return []Table{
		ftsKeys("media_fts_keys"),
		{
			Name:   "media_fts",
			KeptBy: "triggers media_fts_* on media, users and episodes (migrations 1763771300_browse_index.go, 1763774100_visibility_facts.go, 1763774700_transcript_search.go)",
			Key:    []string{"media"},
			Values: []string{"title", "artist", "preacher", "theme", "description", "facets", "transcript", "keyed"},
			// keyed: the row sits at its key's rowid
			Stored: `SELECT f.[[media]], f.[[title]], f.[[artist]], f.[[preacher]], f.[[theme]], f.[[description]], f.[[facets]],
				f.[[transcript]], f.rowid IS k.[[rid]] FROM {{media_fts}} f LEFT JOIN {{media_fts_keys}} k ON k.[[media]] = f.[[media]]`,
			Query: `SELECT m.[[id]], m.[[title]], COALESCE(u.[[name]], ''), m.[[preacher]], m.[[theme]], m.[[description]],
				` + ftsFacets + `, ` + ftsTranscript + `, 1 FROM {{media}} m LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
			From: []string{"media_fts_keys"},
			Rebuild: []string{
				`DELETE FROM {{media_fts}}`,
				`INSERT INTO {{media_fts}} (rowid, [[media]], [[title]], [[artist]], [[preacher]], [[theme]], [[description]], [[facets]], [[transcript]])
				SELECT k.[[rid]], m.[[id]], m.[[title]], COALESCE(u.[[name]], ''), m.[[preacher]], m.[[theme]], m.[[description]],
				` + ftsFacets + `, ` + ftsTranscript + ` FROM {{media}} m JOIN {{media_fts_keys}} k ON k.[[media]] = m.[[id]]
				LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
			},
		},
		ftsKeys("media_admin_fts_keys"),
		{
			Name:   "media_admin_fts",
			KeptBy: "triggers media_admin_fts_* on media and users (migrations 1763772000_admin_search.go, 1763772200_admin_search_order.go)",
			Key:    []string{"media"},
			Values: []string{"title", "preacher", "theme", "artist", "keyed"},
			Stored: `SELECT f.[[media]], f.[[title]], f.[[preacher]], f.[[theme]], f.[[artist]],
				f.rowid IS k.[[rid]] FROM {{media_admin_fts}} f LEFT JOIN {{media_admin_fts_keys}} k ON k.[[media]] = f.[[media]]`,
			Query: `SELECT m.[[id]], m.[[title]], m.[[preacher]], m.[[theme]], COALESCE(u.[[name]], ''), 1
				FROM {{media}} m LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
			From: []string{"media_admin_fts_keys"},
			Rebuild: []string{
				`DELETE FROM {{media_admin_fts}}`,
				`INSERT INTO {{media_admin_fts}} (rowid, [[media]], [[title]], [[preacher]], [[theme]], [[artist]])
				SELECT k.[[rid]], m.[[id]], m.[[title]], m.[[preacher]], m.[[theme]], COALESCE(u.[[name]], '')
				FROM {{media}} m JOIN {{media_admin_fts_keys}} k ON k.[[media]] = m.[[id]]
				LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
			},
		},
	}
}

// ftsFacets is a media row m's facets (migration
// 1763774100_visibility_facts.go): its review state, its creator's standing
// ("anone" without a creator row), its type and genre, as tokens that
// visibility's match filters on.
const ftsFacets = `'s' || m.[[adminStatus]] || COALESCE(' a' || (SELECT u.[[accountStatus]] FROM {{users}} u
	WHERE u.[[id]] = m.[[artist]]), ' anone') || ' t' || m.[[type]] || ' g' || m.[[genre]]`

// ftsTranscript is a media row m's transcript column (migration
// 1763774700_transcript_search.go): the words of the transcripts of its
// episodes in its own state, in episode order.
var ftsTranscript = `(SELECT COALESCE(group_concat(w, ' '), '') FROM (SELECT NULLIF(e.[[transcriptWords]], '') AS w
	FROM {{episodes}} e WHERE e.[[media]] = m.[[id]] AND ` + visibility.EpisodeInItemStateSQL("e", "m") + ` ORDER BY e.[[position]], e.[[id]]))`

// ftsKeys is a search index's rowids: one per media row, in the bucket of
// its creation time (placed).
func ftsKeys(name string) Table {
	return Table{
		Name:   name,
		KeptBy: "the triggers of its search index",
		Key:    []string{"media"},
		Values: []string{"placed"},
		Stored: `SELECT k.[[media]], COALESCE(k.[[rid]] / 1024 = (SELECT ` + bucket + ` FROM {{media}} m WHERE m.[[id]] = k.[[media]]), 0)
			FROM {{` + name + `}} k`,
		Query: `SELECT m.[[id]], 1 FROM {{media}} m`,
		Rebuild: []string{
			`DELETE FROM {{` + name + `}}`,
			`INSERT INTO {{` + name + `}} ([[rid]], [[media]])
			SELECT b * 1024 + ROW_NUMBER() OVER (PARTITION BY b ORDER BY id) - 1, id FROM (SELECT m.[[id]] AS id, ` + bucket + ` AS b FROM {{media}} m)`,
		},
	}
}
