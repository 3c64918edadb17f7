package migrations

import (
	"strings"
	"testing"

	"selah/internal/visibility"
)

// The rules visibility generates are the ones the older migrations set,
// word for word, but for the guest: the old ones asked for a signed-in
// caller before the public condition (1763773500_guest_rest.go dropped
// that); nothing else changed.
func TestVisibilityRulesAreTheOldOnes(t *testing.T) {
	for name, c := range map[string][3]string{
		"media":    {visibility.MediaListRule(), visibility.PublicMediaFilter(""), mediaVisible},
		"episodes": {visibility.EpisodeListRule(), visibility.PublicEpisodeFilter(), episodeVisible},
		"users":    {visibility.PublicCreatorRule(), visibility.PublicCreatorFilter(), publicProfileRule},
	} {
		rule, public, old := c[0], c[1], c[2]
		if !strings.Contains(rule, "("+public+")") {
			t.Errorf("%s: the rule has no public branch %q:\n%s", name, public, rule)
		}
		if signedIn := strings.Replace(rule, "("+public+")", "(@request.auth.id != '' && "+public+")", 1); signedIn != old {
			t.Errorf("%s, with the guest taken out:\n got %s\nwant %s", name, signedIn, old)
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
