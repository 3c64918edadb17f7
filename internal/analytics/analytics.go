// Package analytics computes a creator's figures over 7, 30 or 90 days:
// plays, downloads, listeners and new followers per day, their totals, the
// creator's followers and the most played items, of all the creator's
// items (Cache.Report, from the roll-ups of migration
// 1763771200_rollups.go, with closed days kept in memory) or of one item
// (ItemReport, from its daily play totals, its plays and its feed
// downloads); followers are the creator's either way (followers.go).
package analytics

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Day is one day of a creator's figures. Plays are split into those of
// listeners without an account (guest keys: counted at most
// listening.GuestPlaysPerAddress per episode and address a day) and those
// of accounts.
type Day struct {
	Date          string `json:"date"`
	Plays         int    `json:"plays"`
	GuestPlays    int    `json:"guestPlays" db:"guestPlays"`
	SignedInPlays int    `json:"signedInPlays"`
	Downloads     int    `json:"downloads"`
	Listeners     int    `json:"listeners"`
	Followers     int    `json:"followers"` // follows of the creator made that day (followers.go)
}

// Totals are a period's figures; uniqueListeners counts each listener of
// the period once.
type Totals struct {
	Downloads       int `json:"downloads"`
	Plays           int `json:"plays"`
	GuestPlays      int `json:"guestPlays"`
	SignedInPlays   int `json:"signedInPlays"`
	UniqueListeners int `json:"uniqueListeners"`
}

// add counts a day's figures into the totals, the signed-in plays being
// the plays that are not guests'.
func (t *Totals) add(d *Day) {
	d.SignedInPlays = d.Plays - d.GuestPlays
	t.Plays += d.Plays
	t.GuestPlays += d.GuestPlays
	t.SignedInPlays += d.SignedInPlays
	t.Downloads += d.Downloads
}

// TopItem is one of the period's most played items.
type TopItem struct {
	Id    string `json:"_id"`
	Plays int    `json:"plays"`
	Title string `json:"title"`
}

// Report is a creator's own figures over a window of days.
type Report struct {
	Days      []Day     `json:"days"`
	Totals    Totals    `json:"totals"`
	Top       []TopItem `json:"top"`
	Followers Followers `json:"followers"`
}

// ValidDays reports whether a period may be asked for.
func ValidDays(n int) bool { return n == 7 || n == 30 || n == 90 }

// DefaultDays is the period when none is asked for.
const DefaultDays = 30

// Report is the report of an artist's items over the days up to now: all
// of them when mediaId is empty, else that one item (which the caller has
// checked is the artist's).
//
// The creator's followers are in both (addFollowers).
func (c *Cache) Report(app core.App, artist, mediaId string, days int, now time.Time) (Report, error) {
	db := app.DB()
	var report Report
	var err error
	if mediaId == "" {
		report, err = c.creator(db, artist, days, now)
	} else {
		report, err = ItemReport(db, artist, mediaId, days, now)
	}
	if err != nil {
		return report, err
	}
	return report, addFollowers(db, artist, &report)
}

// ItemReport is the report of one item from its daily play totals, its
// plays (for unique listeners) and its feed downloads.
func ItemReport(db dbx.Builder, artist, mediaId string, days int, now time.Time) (Report, error) {
	start := now.UTC().AddDate(0, 0, -(days - 1))
	startDay := start.Format("2006-01-02")
	startTime := startDay + " 00:00:00.000Z"
	params := dbx.Params{"artist": artist, "media": mediaId, "day": startDay, "since": startTime}
	own := `m.[[artist]] = {:artist} AND m.[[id]] = {:media}`

	byDay := map[string]*Day{}
	report := Report{Days: make([]Day, days)}
	for i := range report.Days {
		report.Days[i].Date = start.AddDate(0, 0, i).Format("2006-01-02")
		byDay[report.Days[i].Date] = &report.Days[i]
	}
	type dayCount struct {
		Day string `db:"day"`
		N   int    `db:"n"`
	}
	var plays, guests, listeners, downloads []dayCount
	queries := []struct {
		sql string
		dst *[]dayCount
	}{
		{`SELECT [[day]] AS day, SUM([[plays]]) AS n FROM {{play_days}}
			WHERE [[media]] = {:media} AND [[day]] >= {:day} GROUP BY [[day]]`, &plays},
		{`SELECT [[day]] AS day, SUM([[guestPlays]]) AS n FROM {{play_days}}
			WHERE [[media]] = {:media} AND [[day]] >= {:day} GROUP BY [[day]]`, &guests},
		{`SELECT substr(p.[[created]], 1, 10) AS day, COUNT(DISTINCT p.[[listenerKey]]) AS n FROM {{plays}} p
			JOIN {{media}} m ON m.[[id]] = p.[[media]] WHERE ` + own + ` AND p.[[created]] >= {:since} GROUP BY day`, &listeners},
		{`SELECT substr(dl.[[created]], 1, 10) AS day, COUNT(*) AS n FROM {{downloads}} dl
			JOIN {{media}} m ON m.[[id]] = dl.[[media]] WHERE ` + own + ` AND dl.[[created]] >= {:since} GROUP BY day`, &downloads},
	}
	for _, q := range queries {
		if err := db.NewQuery(q.sql).Bind(params).All(q.dst); err != nil {
			return report, err
		}
	}
	for _, c := range plays {
		if d := byDay[c.Day]; d != nil {
			d.Plays = c.N
		}
	}
	for _, c := range guests {
		if d := byDay[c.Day]; d != nil {
			d.GuestPlays = c.N
		}
	}
	for _, c := range listeners {
		if d := byDay[c.Day]; d != nil {
			d.Listeners = c.N
		}
	}
	for _, c := range downloads {
		if d := byDay[c.Day]; d != nil {
			d.Downloads = c.N
		}
	}
	var totals Totals
	for i := range report.Days {
		totals.add(&report.Days[i])
	}
	var unique int
	if err := db.NewQuery(`SELECT COUNT(DISTINCT p.[[listenerKey]]) FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]]
		WHERE ` + own + ` AND p.[[created]] >= {:since}`).Bind(params).Row(&unique); err != nil {
		return report, err
	}
	totals.UniqueListeners = unique
	report.Totals = totals

	var top []struct {
		Id    string `db:"id"`
		Title string `db:"title"`
		Plays int    `db:"plays"`
	}
	err := db.NewQuery(`SELECT m.[[id]] AS id, m.[[title]] AS title, SUM(d.[[plays]]) AS plays FROM {{play_days}} d
		JOIN {{media}} m ON m.[[id]] = d.[[media]] WHERE ` + own + ` AND d.[[day]] >= {:day}
		GROUP BY m.[[id]] ORDER BY plays DESC, m.[[title]] ASC LIMIT 10`).Bind(params).All(&top)
	report.Top = make([]TopItem, 0, len(top))
	for _, t := range top {
		report.Top = append(report.Top, TopItem{Id: t.Id, Title: t.Title, Plays: t.Plays})
	}
	return report, err
}
