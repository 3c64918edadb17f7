package migrations

import (
	"strings"
	"testing"

	"selah/internal/visibility"
)

// The rules visibility generates are the ones the older migrations set,
// word for word: the new migration changes where they are written, not
// what they grant.
func TestVisibilityRulesAreTheOldOnes(t *testing.T) {
	for name, c := range map[string][2]string{
		"media":    {visibility.MediaListRule(), mediaVisible},
		"episodes": {visibility.EpisodeListRule(), episodeVisible},
		"users":    {visibility.PublicCreatorRule(), publicProfileRule},
	} {
		if c[0] != c[1] {
			t.Errorf("%s:\n got %s\nwant %s", name, c[0], c[1])
		}
	}
}

// The remade triggers are the browse migration's with only the facets
// condition changed, and that condition is visibility's.
func TestBrowseTriggersTakeVisibilitysCondition(t *testing.T) {
	old, err := browseTriggers(false)
	if err != nil {
		t.Fatal(err)
	}
	remade, err := browseTriggers(true)
	if err != nil {
		t.Fatal(err)
	}
	for i := range old {
		if strings.HasPrefix(old[i], "DROP") {
			continue
		}
		back := strings.ReplaceAll(strings.ReplaceAll(remade[i], visibleFacets("NEW"), ftsFacets("NEW")), visibleFacets("m"), ftsFacets("m"))
		if back != old[i] || remade[i] == old[i] {
			t.Errorf("trigger %d: not the old one with the new facets:\n%s", i, remade[i])
		}
		if !strings.Contains(remade[i], visibility.PublicMediaRowSQL("NEW")) && !strings.Contains(remade[i], visibility.PublicMediaRowSQL("m")) {
			t.Errorf("trigger %d does not use visibility.PublicMediaRowSQL", i)
		}
	}
}
