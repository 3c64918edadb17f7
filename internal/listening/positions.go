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
