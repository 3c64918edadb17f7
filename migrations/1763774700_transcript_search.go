package migrations

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Browse search finds words in transcripts (issue 29, API.md "Creators'
// workflow"): an episode keeps its transcript's different words in
// transcriptWords (hidden; written by the transcript route, refused
// through REST), and the browse index (media_fts) gets a transcript column
// holding the words of its item's episodes that share the item's state
// (so a new episode waiting on a live item adds nothing until approved),
// in episode order. Browse matches it with the other text columns; the
// count and every page still come from media_fts alone.
//
// FTS5 cannot add a column: the index is made again, with the media
// triggers that write whole rows (1763774100's, from 1763771300's text)
// writing the new column too, and triggers on episodes keep it when words,
// states, order or items change. Transcripts stored before this migration
// have no words until uploaded again (the feature had not shipped).
const transcriptWordsLock = " && @request.body.transcriptWords:isset = false"

// transcriptWordsOf is the transcript column of media id in state status
// (SQL expressions). The episodes are ordered in a subquery, not with an
// ORDER BY inside group_concat: that form needs SQLite 3.44, and a schema
// older SQLite cannot parse is unreadable to the tools run beside the
// server (Litestream's SQLite reported it malformed).
func transcriptWordsOf(id, status string) string {
	return `(SELECT COALESCE(group_concat(w, ' '), '') FROM (SELECT NULLIF(e.[[transcriptWords]], '') AS w
		FROM {{episodes}} e WHERE e.[[media]] = ` + id + ` AND e.[[adminStatus]] = ` + status + ` ORDER BY e.[[position]], e.[[id]]))`
}

// refreshTranscript rewrites the transcript column of media id's index row.
func refreshTranscript(id string) string {
	return `UPDATE {{media_fts}} SET [[transcript]] = ` +
		transcriptWordsOf(id, `(SELECT m.[[adminStatus]] FROM {{media}} m WHERE m.[[id]] = `+id+`)`) +
		` WHERE rowid = (SELECT [[rid]] FROM {{media_fts_keys}} WHERE [[media]] = ` + id + `);`
}

// ftsTable makes media_fts with columns (the text columns, then facets and
// any more).
func ftsTable(columns string) string {
	return `CREATE VIRTUAL TABLE {{media_fts}} USING fts5(
		media UNINDEXED, title, artist, preacher, theme, description, facets` + columns + `,
		tokenize = 'unicode61 remove_diacritics 2'
	)`
}

// ftsFill fills media_fts from media, with extra columns and values.
func ftsFill(columns, values string) string {
	return `INSERT INTO {{media_fts}} (rowid, [[media]], [[title]], [[artist]], [[preacher]], [[theme]], [[description]], [[facets]]` + columns + `)
	SELECT k.[[rid]], m.[[id]], m.[[title]], COALESCE(u.[[name]], ''), m.[[preacher]], m.[[theme]], m.[[description]], ` + factFacets("m") + values + `
	FROM {{media}} m JOIN {{media_fts_keys}} k ON k.[[media]] = m.[[id]] LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]`
}

var transcriptEpisodeTriggers = []string{
	`CREATE TRIGGER [[media_fts_transcript_insert]] AFTER INSERT ON {{episodes}}
	WHEN NEW.[[transcriptWords]] != '' BEGIN ` + refreshTranscript("NEW.[[media]]") + ` END`,
	`CREATE TRIGGER [[media_fts_transcript_update]] AFTER UPDATE OF [[transcriptWords]], [[adminStatus]], [[position]], [[media]] ON {{episodes}}
	WHEN OLD.[[transcriptWords]] != '' OR NEW.[[transcriptWords]] != '' BEGIN ` +
		refreshTranscript("NEW.[[media]]") + refreshTranscript("OLD.[[media]]") + ` END`,
	`CREATE TRIGGER [[media_fts_transcript_delete]] AFTER DELETE ON {{episodes}}
	WHEN OLD.[[transcriptWords]] != '' BEGIN ` + refreshTranscript("OLD.[[media]]") + ` END`,
}

var transcriptEpisodeTriggersDown = []string{
	`DROP TRIGGER IF EXISTS [[media_fts_transcript_insert]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_transcript_update]]`,
	`DROP TRIGGER IF EXISTS [[media_fts_transcript_delete]]`,
}

// withTranscript turns 1763774100's media triggers that write whole index
// rows (insert and update) into ones that write the transcript column too.
func withTranscript(triggers []string) ([]string, error) {
	const cols, end = "[[description]], [[facets]])", "); END"
	tail := factFacets("NEW") + end
	n := 0
	out := make([]string, len(triggers))
	for i, q := range triggers {
		if strings.Contains(q, cols) && strings.Contains(q, tail) {
			q = strings.Replace(q, cols, "[[description]], [[facets]], [[transcript]])", 1)
			q = strings.Replace(q, tail, factFacets("NEW")+", "+transcriptWordsOf("NEW.[[id]]", "NEW.[[adminStatus]]")+end, 1)
			n++
		}
		out[i] = q
	}
	if n != 2 {
		return nil, fmt.Errorf("browse index: found %d triggers writing whole rows, want 2", n)
	}
	return out, nil
}

func init() {
	m.Register(func(app core.App) error {
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		episodes.Fields.Add(&core.TextField{Name: "transcriptWords", Max: 32 << 10, Hidden: true})
		if episodes.UpdateRule != nil && !strings.Contains(*episodes.UpdateRule, transcriptWordsLock) {
			episodes.UpdateRule = types.Pointer(*episodes.UpdateRule + transcriptWordsLock)
		}
		if err := app.Save(episodes); err != nil {
			return err
		}
		triggers, err := factFacetTriggers(factFacets)
		if err != nil {
			return err
		}
		if triggers, err = withTranscript(triggers); err != nil {
			return err
		}
		up := append([]string{`DROP TABLE {{media_fts}}`, ftsTable(", transcript")}, triggers...)
		up = append(up, transcriptEpisodeTriggers...)
		up = append(up, ftsFill(", [[transcript]]", ", "+transcriptWordsOf("m.[[id]]", "m.[[adminStatus]]")))
		return searchExec(app, up)
	}, func(app core.App) error {
		triggers, err := factFacetTriggers(factFacets)
		if err != nil {
			return err
		}
		down := append(append([]string{}, transcriptEpisodeTriggersDown...), `DROP TABLE {{media_fts}}`, ftsTable(""))
		down = append(append(down, triggers...), ftsFill("", ""))
		if err := searchExec(app, down); err != nil {
			return err
		}
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		episodes.Fields.RemoveByName("transcriptWords")
		if episodes.UpdateRule != nil {
			episodes.UpdateRule = types.Pointer(strings.Replace(*episodes.UpdateRule, transcriptWordsLock, "", 1))
		}
		return app.Save(episodes)
	})
}
