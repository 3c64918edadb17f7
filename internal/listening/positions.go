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
