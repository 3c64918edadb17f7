// Package layers names every speed layer of the server: a cache, a kept
// table or a setting that exists only to make answers faster, each with an
// off switch (an environment variable read once at start) that makes the
// server answer the same without it. `make bench` (bench/run, "Speed
// layers") starts a server with each switch off beside one with it on and
// measures what the layer buys; a layer that buys too little goes.
//
// Off never changes an answer, only how it is found: a kept answer is
// rendered again, a kept count is counted from what it counts, a kept
// month is walked by OFFSET.
package layers

import (
	"os"
	"strings"
)

// The layers' names, as Set.On takes them.
const (
	AnswerCache    = "answer-cache"
	AuthCache      = "auth-cache"
	Catalogue      = "catalogue"
	Seek           = "seek"
	Totals         = "totals"
	AnalyticsCache = "analytics-cache"
	Prepared       = "prepared"
	RenderGate     = "render-gate"
	SitemapCache   = "sitemap-cache"
	Precompressed  = "precompressed"
	Mmap           = "mmap"
)

// Layer is one speed layer: its name, the environment that turns it off
// (each entry NAME=value) and what it keeps, in a line.
type Layer struct {
	Name string
	Off  []string
	What string
}

// All is every layer, in the order the benchmark shows them.
func All() []Layer {
	return []Layer{
		{AnswerCache, []string{"SELAH_ANSWER_CACHE=off"},
			"list, stat and analytics answers kept until the next commit (internal/answercache); off: every answer rendered"},
		{AuthCache, []string{"SELAH_AUTH_CACHE=off"},
			"the record of each token kept until the next commit (internal/authcache); off: PocketBase reads it on every request"},
		{Catalogue, []string{"SELAH_CATALOGUE=off"},
			"browse lists without words from the catalogue and catalogue_counts (internal/catalogue); off: the browse index (newest) or media joined with users (popular)"},
		{Seek, []string{"SELAH_SEEK=off"},
			"deep pages start at their month, found from the monthly roll-ups and catalogue_months (internal/seek); off: a plain OFFSET"},
		{Totals, []string{"SELAH_TOTALS=off"},
			"list counts and cards from rollup_*_totals; off: summed from the monthly roll-ups and rollup_approvals they total"},
		{AnalyticsCache, []string{"SELAH_ANALYTICS_CACHE=off"},
			"a creator's closed days of analytics kept per roll-up generation (internal/analytics.Cache); off: read on every report"},
		{Prepared, []string{"SELAH_PREPARED=off"},
			"the hot reads' statements prepared once per connection (internal/sqlprep); off: parsed on every query"},
		{RenderGate, []string{"SELAH_RENDERS=0"},
			"list renders bounded to GOMAXPROCS at once, in arrival order (routes/render_gate.go); off: every render at once"},
		{SitemapCache, []string{"SELAH_SITEMAP_CACHE=off"},
			"rendered sitemaps kept until the next commit (routes/sitemap.go); off: rendered on every request"},
		{Precompressed, []string{"SELAH_PRECOMPRESSED=off"},
			"the build's .br and .gz copies served as they are (routes/static_serve.go); off: the answer compressor gzips each answer"},
		{Mmap, []string{"SELAH_MMAP=off"},
			"data.db mapped into memory (main.go connectDB); off: pages read with read(2)"},
	}
}

// Set is which layers are on. The zero Set has every layer on.
type Set struct {
	off map[string]bool
}

// FromEnv reads every layer's switch from the environment: a layer is off
// when each of its variables has its off value (case and surrounding
// spaces aside). Call it once at start.
func FromEnv() Set { return fromLookup(os.Getenv) }

func fromLookup(getenv func(string) string) Set {
	s := Set{off: map[string]bool{}}
	for _, l := range All() {
		off := true
		for _, kv := range l.Off {
			name, value, _ := strings.Cut(kv, "=")
			if !strings.EqualFold(strings.TrimSpace(getenv(name)), value) {
				off = false
			}
		}
		if off {
			s.off[l.Name] = true
		}
	}
	return s
}

// Without is s with the named layers off (tests).
func (s Set) Without(names ...string) Set {
	n := Set{off: map[string]bool{}}
	for k := range s.off {
		n.off[k] = true
	}
	for _, name := range names {
		n.off[name] = true
	}
	return n
}

// On says whether the named layer is on.
func (s Set) On(name string) bool { return !s.off[name] }
