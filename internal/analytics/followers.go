package analytics

import "github.com/pocketbase/dbx"

// Followers are a creator's followers now (Total) and how many of them
// started following within the period (Gained). Follows are the creator's,
// whichever item a report is of: people follow creators, not items.
type Followers struct {
	Total  int `json:"total"`
	Gained int `json:"gained"`
}

// addFollowers fills the report's follower figures and each day's follows
// gained, live from the follows table and its (creator, created) index:
// a few rows per day, and an unfollow removes its row, so these are not
// part of the closed-day history (which only a roll-up generation ends).
// A day counts the follows made that day that still stand.
func addFollowers(db dbx.Builder, artist string, report *Report) error {
	if len(report.Days) == 0 {
		return nil
	}
	params := dbx.Params{"artist": artist, "since": report.Days[0].Date + " 00:00:00.000Z"}
	if err := db.NewQuery(`SELECT COUNT(*) FROM {{follows}} WHERE [[creator]] = {:artist}`).
		Bind(params).Row(&report.Followers.Total); err != nil {
		return err
	}
	var gained []struct {
		Day string `db:"day"`
		N   int    `db:"n"`
	}
	err := db.NewQuery(`SELECT substr([[created]], 1, 10) AS day, COUNT(*) AS n FROM {{follows}}
		WHERE [[creator]] = {:artist} AND [[created]] >= {:since} GROUP BY day`).Bind(params).All(&gained)
	if err != nil {
		return err
	}
	byDay := make(map[string]int, len(gained))
	for _, g := range gained {
		byDay[g.Day] = g.N
	}
	report.Followers.Gained = 0
	for i := range report.Days {
		report.Days[i].Followers = byDay[report.Days[i].Date]
		report.Followers.Gained += report.Days[i].Followers
	}
	return nil
}
