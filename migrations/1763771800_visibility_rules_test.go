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
// condition changed. The condition is the text visibility gave at the time,
// frozen in the migration (migrations import no live package); since
// 1763774100_visibility_facts.go the index holds facts, not the rule, so it
// is no longer compared with visibility's condition of today.
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
	}
}
