package suite

import (
	"testing"

	"selah/internal/layers"
)

// Every speed layer of internal/layers is measured by target 10: a layer
// added without rows would have no figure to keep it.
func TestEveryLayerHasAPlan(t *testing.T) {
	plans := layerPlans()
	for _, l := range layers.All() {
		if _, ok := plans[l.Name]; !ok {
			t.Errorf("layer %s has no plan in target 10", l.Name)
		}
	}
	if len(plans) != len(layers.All()) {
		t.Errorf("%d plans for %d layers: a plan names no layer", len(plans), len(layers.All()))
	}
	w := &layerWorld{publicDir: t.TempDir(), pages: map[string]int{browseNew: 1000, adminAll: 30, creatorOwn: 1,
		usersActive: 500, browsePopular: 1000, browseSermons: 300}}
	for _, l := range layers.All() {
		if l.Name == layers.Precompressed {
			continue // rows only when a build is there
		}
		for _, r := range plans[l.Name].rows(w) {
			if len(r.paths) == 0 || r.name == "" {
				t.Errorf("layer %s: an empty row %+v", l.Name, r.name)
			}
		}
	}
}
