// Package dataset builds the benchmark's database: users, media, episodes
// and plays written straight into the SQLite file of a fresh data dir (after
// the app's own migrations ran), in one transaction per table with prepared
// statements, so 2.7M rows take a minute instead of the hours the API would.
package dataset

// Size is how much data a benchmark database holds.
type Size struct {
	Users    int
	Media    int
	Episodes int
	// Plays is the play count of the big database; SmallPlays that of its
	// twin, the same catalogue with a hundredth of the plays (target 2
	// compares the stat routes on both).
	Plays      int
	SmallPlays int
	// LabelMedia is how many media the "label" creator owns: enough for
	// its own list to have a page 500 (user-media's deep page).
	LabelMedia int
}

// Full is the database: 100k users, 100k media, 500k episodes,
// 2M plays over 90 days (and 20k for the small twin).
var Full = Size{Users: 100_000, Media: 100_000, Episodes: 500_000, Plays: 2_000_000, SmallPlays: 20_000, LabelMedia: 6_000}

// Quick is `make bench QUICK=1`: a tenth of the catalogue and a twentieth
// of the plays, the same proportions (and a deep page of 50, not 500).
var Quick = Size{Users: 10_000, Media: 10_000, Episodes: 50_000, Plays: 100_000, SmallPlays: 1_000, LabelMedia: 1_000}
