package routes_test

import (
	"testing"
)

// TestMediaStatsScenarios is media_stats.go's table: a creator's dashboard
// counts their own items only.
func TestMediaStatsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	fx.run(t, fx.forRoles("creator dashboard", "GET", "/api/media/media-stats", "", refusals(map[readerRole]ownedWant{
		rdOwner:    {status: 200, content: []string{`"totalMedia":3`, `"totalAlbums":1`, `"totalPodcasts":1`, `"totalSermons":1`}},
		rdOther:    {status: 200, content: []string{`"totalMedia":1`, `"totalPodcasts":1`}},
		rdListener: {status: 200, content: []string{`"totalMedia":0`}},
	})))
}
