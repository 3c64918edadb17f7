package listening

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// SavedPositions are the positions a listener (an account's id or a
// guest's key: the positions' listenerKey) saved in the episodes of one
// media item, by episode id.
func SavedPositions(app core.App, listenerKey, mediaId string) (map[string]float64, error) {
	var rows []struct {
		Episode  string  `db:"episode"`
		Position float64 `db:"position"`
	}
	err := app.DB().Select("p.episode AS episode", "p.position AS position").From("positions p").
		InnerJoin("episodes e", dbx.NewExp("e.id = p.episode")).
		Where(dbx.HashExp{"p.listenerKey": listenerKey, "e.media": mediaId}).All(&rows)
	if err != nil {
		return nil, err
	}
	positions := make(map[string]float64, len(rows))
	for _, r := range rows {
		positions[r.Episode] = r.Position
	}
	return positions, nil
}

// Positions are a listener's saved positions, the latest first, at most
// limit. The ledger's unsaved ones are not among them: the caller settles
// them first (Ledger.SettlePositions).
func Positions(app core.App, listener string, limit int) ([]*core.Record, error) {
	var rows []*core.Record
	err := app.RecordQuery("positions").AndWhere(dbx.HashExp{"listener": listener}).
		OrderBy("updated DESC").Limit(int64(limit)).All(&rows)
	return rows, err
}

// SetPosition writes listener's (an account's id) position in episode at
// once, outside the ledger: "mark as played" (the episode's duration) and
// "mark as unplayed" (0). The caller settles the listener's pending
// positions first (Ledger.SettlePositions), so an older report waiting in
// the ledger cannot overwrite the mark; a later report from the player
// does, as the last position always wins. No listening is reported: a mark
// is not a play.
func SetPosition(tx core.App, listener, episode string, pos float64) error {
	return writePosition(tx, listenKey{listener, episode}, savedPosition{pos: pos})
}

// Finished reports whether a position of pos seconds in an episode of dur
// seconds is at its end: within the last 5 seconds, or the last 5% of a
// short one. Continue listening leaves these out, the history shows them
// as played.
func Finished(pos, dur float64) bool {
	return dur > 0 && pos >= dur-min(5, dur*0.05)
}
