package migrations

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// One visibility rule (issue 15): media's, episodes' and users' REST list
// and view rules (since 1763773500_guest_rest.go; this migration keeps
// setting the words it set), and the browse index's "visible" facet, are
// now made from internal/visibility, which also holds the Go predicate and the SQL the
// routes use, and whose tests keep the three equal. The rules it sets are
// the ones 1763770300_media.go and 1763771500_public_profiles.go set, word
// for word (TestVisibilityRulesAreTheOldOnes); the triggers are
// 1763771300_browse_index.go's with their facets condition taken from
// visibility.PublicMediaRowSQL. That condition reads an item whose creator
// row is missing as not visible, as browse's JOIN, the stream and the Go
// predicate always did (the old trigger's COALESCE read it as visible); the
// few index rows of such items, which a required, cascading relation
// should leave none of, are re-faceted.

// visibleFacets is ftsFacets with visibility's condition.
func visibleFacets(row string) string {
	return `CASE WHEN ` + publicMediaRow1763771800(row) + ` THEN 'visible ' ELSE '' END
		|| 't' || ` + row + `.[[type]] || ' g' || ` + row + `.[[genre]]`
}

// publicMediaRow1763771800 is internal/visibility's PublicMediaRowSQL as
// it was when this migration was written, frozen: the migration must make
// the same triggers whatever visibility says later.
func publicMediaRow1763771800(row string) string {
	return `EXISTS (SELECT 1 FROM users vu WHERE vu.id = ` + row + `.artist AND (` + row +
		`.adminStatus = 'active' AND vu.id IS NOT NULL AND vu.accountStatus != 'suspended'))`
}

var triggerName = regexp.MustCompile(`^CREATE TRIGGER \[\[(\w+)\]\]`)

// browseTriggers are the browse index's triggers that write facets, as
// 1763771300_browse_index.go made them, each preceded by its DROP; with
// visible, their facets come from visibleFacets.
func browseTriggers(visible bool) ([]string, error) {
	var out []string
	for _, q := range browseIndexUp {
		name := triggerName.FindStringSubmatch(q)
		if name == nil || !strings.Contains(q, ftsFacets("NEW")) && !strings.Contains(q, ftsFacets("m")) {
			continue
		}
		if visible {
			q = strings.ReplaceAll(q, ftsFacets("NEW"), visibleFacets("NEW"))
			q = strings.ReplaceAll(q, ftsFacets("m"), visibleFacets("m"))
		}
		out = append(out, `DROP TRIGGER IF EXISTS [[`+name[1]+`]]`, q)
	}
	if len(out) != 6 {
		return nil, fmt.Errorf("browse index: found %d facet triggers, want 3", len(out)/2)
	}
	return out, nil
}

// refacetOrphans recomputes the facets of index rows whose media has no
// creator row: the only rows on which the two conditions differ.
func refacetOrphans(facets func(string) string) string {
	return `UPDATE {{media_fts}} SET [[facets]] = (SELECT ` + facets("m") + ` FROM {{media}} m WHERE m.[[id]] = {{media_fts}}.[[media]])
	WHERE rowid IN (SELECT k.[[rid]] FROM {{media}} m JOIN {{media_fts_keys}} k ON k.[[media]] = m.[[id]]
		LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]] WHERE u.[[id]] IS NULL)`
}

func setVisibilityRules(app core.App, media, episodes, users string) error {
	for name, rule := range map[string]string{"media": media, "episodes": episodes, "users": users} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return err
		}
		c.ListRule, c.ViewRule = types.Pointer(rule), types.Pointer(rule)
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}

func init() {
	m.Register(func(app core.App) error {
		triggers, err := browseTriggers(true)
		if err != nil {
			return err
		}
		if err := searchExec(app, append(triggers, refacetOrphans(visibleFacets))); err != nil {
			return err
		}
		// The rules as they were then, word for word: visibility's have
		// since let guests in (1763773500_guest_rest.go sets them).
		return setVisibilityRules(app, mediaVisible, episodeVisible, publicProfileRule)
	}, func(app core.App) error {
		triggers, err := browseTriggers(false)
		if err != nil {
			return err
		}
		if err := searchExec(app, append(triggers, refacetOrphans(ftsFacets))); err != nil {
			return err
		}
		return setVisibilityRules(app, mediaVisible, episodeVisible, publicProfileRule)
	})
}
