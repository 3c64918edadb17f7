package migrations

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Facts, not the rule (issue 27, "one visibility"): the derived tables the
// browse lists read keep what visibility needs to decide, and the readers
// ask internal/visibility's SQL over them, so a change of who sees what is
// a change in that package (and, for a new fact, a migration like this
// one), not in a web of triggers.
//
//   - catalogue holds a row for every media item whose creator row exists
//     (a join: no creator, no row), with status (the item's adminStatus)
//     and standing (its creator's accountStatus, an empty one read as
//     "active", as the users hook writes it) beside the list columns.
//     Its list indexes are partial, on the rows visibility shows
//     (factsShown, the text of visibility.PublicFactsSQL("")), with the
//     columns 1763772100 gave them: a list's query, filtered by that same
//     condition, walks one in its order, covering, as before. (Indexes that
//     led with status and standing instead answered the same plans, but a
//     deep page then compared every skipped entry's key with the range's
//     end: OFFSET 10000 of 40k took 7-12 ms instead of 2 ms.) Should
//     visibility's condition change without a migration remaking these
//     indexes, the lists stay right but lose them:
//     TestCataloguePagesUseIndexes then fails.
//   - catalogue_counts and catalogue_months count by (key, status,
//     standing): a list's length is the row visibility's filter picks.
//   - the browse index's facets hold "s<status>", "a<standing>" (or
//     "anone" when the creator row is missing) instead of "visible", and
//     browse matches visibility.PublicFacetsMatch.
//
// Every row is written and removed by SQL triggers in the same transaction
// as the write that moves it, as before; a creator's suspension now moves
// all their media's rows (each delete and insert keeps the counts). The
// SQL below is text: it does not import internal/visibility.

// factsRow selects a media row m's catalogue columns with its creator u.
const factsRow = `m.[[id]], m.[[adminStatus]], ` + factsStanding + `, m.[[type]], m.[[genre]], m.[[created]], CAST(m.[[playsCount]] AS INTEGER)`

// factsShown is visibility.PublicFactsSQL(""), the condition of the
// catalogue's partial indexes (as text: a migration imports no live
// package).
const factsShown = `([[status]] = 'active' AND [[standing]] = 'active')`

// factsStanding is the users row u's standing: its accountStatus, an
// empty one (a row written before the field had a value) as "active".
const factsStanding = `COALESCE(NULLIF(u.[[accountStatus]], ''), 'active')`

const factsColumns = `([[media]], [[status]], [[standing]], [[type]], [[genre]], [[created]], [[plays]])`

// factsAddNew writes NEW's catalogue row when its creator row exists.
var factsAddNew = `INSERT INTO {{catalogue}} ` + factsColumns + `
	SELECT NEW.[[id]], NEW.[[adminStatus]], ` + factsStanding + `, NEW.[[type]], NEW.[[genre]], NEW.[[created]], CAST(NEW.[[playsCount]] AS INTEGER)
	FROM {{users}} u WHERE u.[[id]] = NEW.[[artist]];`

// factsOfCreator writes the catalogue rows of the media of the creator
// NEW (a users row).
var factsOfCreator = `INSERT OR IGNORE INTO {{catalogue}} ` + factsColumns + `
	SELECT ` + factsRow + ` FROM {{media}} m JOIN {{users}} u ON u.[[id]] = m.[[artist]] WHERE m.[[artist]] = NEW.[[id]];`

// factFacets is the browse index's facets of a media row (NEW or an
// alias): its review state, its creator's standing ("anone" for a missing
// creator row), its type and genre, as tokens.
func factFacets(row string) string {
	return `'s' || ` + row + `.[[adminStatus]] || COALESCE(' a' || (SELECT u.[[accountStatus]] FROM {{users}} u
			WHERE u.[[id]] = ` + row + `.[[artist]]), ' anone')
		|| ' t' || ` + row + `.[[type]] || ' g' || ` + row + `.[[genre]]`
}

var factsDropOld = []string{
	`DROP TRIGGER IF EXISTS [[catalogue_months_remove]]`,
	`DROP TRIGGER IF EXISTS [[catalogue_months_add]]`,
	`DROP TABLE IF EXISTS {{catalogue_months}}`,
}

var factsUp = []string{
	`CREATE TABLE {{catalogue}} (
		[[media]] TEXT PRIMARY KEY NOT NULL,
		[[status]] TEXT NOT NULL,
		[[standing]] TEXT NOT NULL,
		[[type]] TEXT NOT NULL,
		[[genre]] TEXT NOT NULL,
		[[created]] TEXT NOT NULL,
		[[plays]] INTEGER NOT NULL
	) WITHOUT ROWID`,
	`CREATE INDEX [[idx_catalogue_new]] ON {{catalogue}} ([[created]] DESC, [[media]] DESC) WHERE ` + factsShown,
	`CREATE INDEX [[idx_catalogue_type_new]] ON {{catalogue}} ([[type]], [[created]] DESC, [[media]] DESC) WHERE ` + factsShown,
	`CREATE INDEX [[idx_catalogue_genre_new]] ON {{catalogue}} ([[genre]], [[created]] DESC, [[media]] DESC, [[type]]) WHERE ` + factsShown,
	`CREATE INDEX [[idx_catalogue_popular]] ON {{catalogue}} ([[plays]] DESC, [[created]] DESC, [[media]] DESC) WHERE ` + factsShown,
	`CREATE INDEX [[idx_catalogue_type_popular]] ON {{catalogue}} ([[type]], [[plays]] DESC, [[created]] DESC, [[media]] DESC) WHERE ` + factsShown,
	`CREATE INDEX [[idx_catalogue_genre_popular]] ON {{catalogue}} ([[genre]], [[plays]] DESC, [[created]] DESC, [[media]] DESC, [[type]]) WHERE ` + factsShown,
	`CREATE TABLE {{catalogue_counts}} ([[key]] TEXT NOT NULL, [[status]] TEXT NOT NULL, [[standing]] TEXT NOT NULL,
		[[n]] INTEGER NOT NULL, PRIMARY KEY ([[key]], [[status]], [[standing]])) WITHOUT ROWID`,
	`CREATE TABLE {{catalogue_months}} ([[key]] TEXT NOT NULL, [[status]] TEXT NOT NULL, [[standing]] TEXT NOT NULL,
		[[month]] TEXT NOT NULL, [[n]] INTEGER NOT NULL,
		PRIMARY KEY ([[key]], [[status]], [[standing]], [[month]])) WITHOUT ROWID`,
	`CREATE TRIGGER [[catalogue_count_add]] AFTER INSERT ON {{catalogue}} BEGIN
		INSERT INTO {{catalogue_counts}} ([[key]], [[status]], [[standing]], [[n]])
		SELECT value, NEW.[[status]], NEW.[[standing]], 1 FROM json_each(json_array(` + catalogueKeys("NEW") + `)) WHERE true
		ON CONFLICT ([[key]], [[status]], [[standing]]) DO UPDATE SET [[n]] = [[n]] + 1;
	END`,
	`CREATE TRIGGER [[catalogue_count_remove]] AFTER DELETE ON {{catalogue}} BEGIN
		UPDATE {{catalogue_counts}} SET [[n]] = [[n]] - 1
		WHERE [[key]] IN (` + catalogueKeys("OLD") + `) AND [[status]] = OLD.[[status]] AND [[standing]] = OLD.[[standing]];
	END`,
	`CREATE TRIGGER [[catalogue_months_add]] AFTER INSERT ON {{catalogue}} BEGIN
		INSERT INTO {{catalogue_months}} ([[key]], [[status]], [[standing]], [[month]], [[n]])
		SELECT value, NEW.[[status]], NEW.[[standing]], substr(NEW.[[created]], 1, 7), 1
		FROM json_each(json_array(` + catalogueKeys("NEW") + `)) WHERE true
		ON CONFLICT ([[key]], [[status]], [[standing]], [[month]]) DO UPDATE SET [[n]] = [[n]] + 1;
	END`,
	`CREATE TRIGGER [[catalogue_months_remove]] AFTER DELETE ON {{catalogue}} BEGIN
		UPDATE {{catalogue_months}} SET [[n]] = [[n]] - 1
		WHERE [[key]] IN (` + catalogueKeys("OLD") + `) AND [[status]] = OLD.[[status]]
			AND [[month]] = substr(OLD.[[created]], 1, 7) AND [[standing]] = OLD.[[standing]];
	END`,
	`CREATE TRIGGER [[media_catalogue_insert]] AFTER INSERT ON {{media}} BEGIN
		` + factsAddNew + `
	END`,
	`CREATE TRIGGER [[media_catalogue_update]] AFTER UPDATE ON {{media}}
	WHEN OLD.[[adminStatus]] IS NOT NEW.[[adminStatus]] OR OLD.[[artist]] IS NOT NEW.[[artist]]
		OR OLD.[[type]] IS NOT NEW.[[type]] OR OLD.[[genre]] IS NOT NEW.[[genre]] OR OLD.[[created]] IS NOT NEW.[[created]]
		OR OLD.[[id]] IS NOT NEW.[[id]]
	BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] = OLD.[[id]];
		` + factsAddNew + `
	END`,
	`CREATE TRIGGER [[media_catalogue_plays]] AFTER UPDATE OF [[playsCount]] ON {{media}}
	WHEN OLD.[[playsCount]] IS NOT NEW.[[playsCount]]
	BEGIN
		UPDATE {{catalogue}} SET [[plays]] = CAST(NEW.[[playsCount]] AS INTEGER) WHERE [[media]] = NEW.[[id]];
	END`,
	`CREATE TRIGGER [[media_catalogue_delete]] AFTER DELETE ON {{media}} BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] = OLD.[[id]];
	END`,
	// A change of standing moves the facts of all the creator's media.
	`CREATE TRIGGER [[users_catalogue_status]] AFTER UPDATE OF [[accountStatus]] ON {{users}}
	WHEN OLD.[[accountStatus]] IS NOT NEW.[[accountStatus]]
	BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] IN (SELECT [[id]] FROM {{media}} WHERE [[artist]] = NEW.[[id]]);
		` + factsOfCreator + `
	END`,
	`CREATE TRIGGER [[users_catalogue_insert]] AFTER INSERT ON {{users}} BEGIN
		` + factsOfCreator + `
	END`,
	`CREATE TRIGGER [[users_catalogue_delete]] AFTER DELETE ON {{users}} BEGIN
		DELETE FROM {{catalogue}} WHERE [[media]] IN (SELECT [[id]] FROM {{media}} WHERE [[artist]] = OLD.[[id]]);
	END`,
	`INSERT INTO {{catalogue}} ` + factsColumns + `
	SELECT ` + factsRow + ` FROM {{media}} m JOIN {{users}} u ON u.[[id]] = m.[[artist]]`,
}

// factFacetTriggers are the browse index's triggers that write facets
// (1763771300_browse_index.go's text), each preceded by its DROP, with
// their facets from facets.
func factFacetTriggers(facets func(string) string) ([]string, error) {
	var out []string
	for _, q := range browseIndexUp {
		name := triggerName.FindStringSubmatch(q)
		if name == nil || !strings.Contains(q, ftsFacets("NEW")) && !strings.Contains(q, ftsFacets("m")) {
			continue
		}
		q = strings.ReplaceAll(q, ftsFacets("NEW"), facets("NEW"))
		q = strings.ReplaceAll(q, ftsFacets("m"), facets("m"))
		out = append(out, `DROP TRIGGER IF EXISTS [[`+name[1]+`]]`, q)
	}
	if len(out) != 6 {
		return nil, fmt.Errorf("browse index: found %d facet triggers, want 3", len(out)/2)
	}
	return out, nil
}

// refacetAll recomputes every browse index row's facets.
func refacetAll(facets func(string) string) string {
	return `UPDATE {{media_fts}} SET [[facets]] = (SELECT ` + facets("m") + ` FROM {{media}} m JOIN {{media_fts_keys}} k
		ON k.[[media]] = m.[[id]] WHERE k.[[rid]] = {{media_fts}}.rowid)`
}

func init() {
	m.Register(func(app core.App) error {
		// The old tables, their counts and the triggers that name them go;
		// catalogueDown drops the triggers by name.
		if err := searchExec(app, factsDropOld); err != nil {
			return err
		}
		if err := searchExec(app, catalogueDown); err != nil {
			return err
		}
		if err := searchExec(app, factsUp); err != nil {
			return err
		}
		triggers, err := factFacetTriggers(factFacets)
		if err != nil {
			return err
		}
		return searchExec(app, append(triggers, refacetAll(factFacets)))
	}, func(app core.App) error {
		// Back to the rule's copies: the catalogue and its months as
		// 1763772100 and 1763772900 made them, the facets as 1763771800.
		if err := searchExec(app, factsDropOld); err != nil {
			return err
		}
		if err := searchExec(app, catalogueDown); err != nil {
			return err
		}
		if err := searchExec(app, append(append([]string{}, catalogueUp...), catalogueMonthsUp...)); err != nil {
			return err
		}
		triggers, err := factFacetTriggers(visibleFacets)
		if err != nil {
			return err
		}
		return searchExec(app, append(triggers, refacetAll(visibleFacets)))
	})
}
