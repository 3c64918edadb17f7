// Package library is a listener's own lists: the items they liked, the
// episodes they played (their saved positions), and whether an account has
// uploaded anything (a creator) or only listens. Every list holds only
// what the listener may still hear: public items and episodes
// (internal/visibility's SQL), and their own whatever their state, as
// visibility.MayView and MayHearEpisode allow an owner.
package library

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

func offset(page, limit int) int64 { return int64((page - 1) * limit) }

// Liked is the length of user's list of liked items they may still see,
// and the ids of its page (1-based) of limit items, the latest liked
// first.
func Liked(app core.App, user string, page, limit int) (total int, ids []string, err error) {
	from := `FROM {{likes}} l JOIN {{media}} m ON m.[[id]] = l.[[media]] LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]
		WHERE l.[[user]] = {:user} AND (m.[[artist]] = {:user} OR ` + visibility.PublicMediaSQL("m", "u") + `)`
	params := dbx.Params{"user": user, "limit": limit, "offset": offset(page, limit)}
	if err = app.DB().NewQuery(`SELECT COUNT(*) ` + from).Bind(params).Row(&total); err != nil {
		return 0, nil, err
	}
	ids = []string{}
	if total <= int(offset(page, limit)) {
		return total, ids, nil
	}
	err = app.DB().NewQuery(`SELECT m.[[id]] ` + from + ` ORDER BY l.[[created]] DESC, l.[[id]] DESC LIMIT {:limit} OFFSET {:offset}`).
		Bind(params).Column(&ids)
	return total, ids, err
}

// Played is one episode of a listener's history: where they stopped and
// when they last reported it (the position's update time, as stored).
type Played struct {
	Episode  string  `db:"episode"`
	Media    string  `db:"media"`
	Position float64 `db:"position"`
	Updated  string  `db:"updated"`
}

// History is the length of user's history (the episodes they have a saved
// position in and may still hear) and its page (1-based) of limit rows,
// the latest played first. The ledger's unsaved positions are not in it:
// the caller settles them first (listening.Ledger.SettlePositions).
func History(app core.App, user string, page, limit int) (total int, rows []Played, err error) {
	from := `FROM {{positions}} p JOIN {{episodes}} e ON e.[[id]] = p.[[episode]] JOIN {{media}} m ON m.[[id]] = e.[[media]]
		LEFT JOIN {{users}} u ON u.[[id]] = m.[[artist]]
		WHERE p.[[listener]] = {:user} AND (m.[[artist]] = {:user} OR ` + visibility.PublicEpisodeSQL("e", "m", "u") + `)`
	params := dbx.Params{"user": user, "limit": limit, "offset": offset(page, limit)}
	if err = app.DB().NewQuery(`SELECT COUNT(*) ` + from).Bind(params).Row(&total); err != nil {
		return 0, nil, err
	}
	rows = []Played{}
	if total <= int(offset(page, limit)) {
		return total, rows, nil
	}
	err = app.DB().NewQuery(`SELECT p.[[episode]] AS episode, e.[[media]] AS media, p.[[position]] AS position, p.[[updated]] AS updated ` +
		from + ` ORDER BY p.[[updated]] DESC, p.[[id]] DESC LIMIT {:limit} OFFSET {:offset}`).Bind(params).All(&rows)
	return total, rows, err
}

// IsCreator reports whether user has uploaded at least one item, in any
// state: a creator lands on their dashboard, everyone else on the
// listener's home.
func IsCreator(app core.App, user string) (bool, error) {
	var n int
	err := app.DB().NewQuery(`SELECT EXISTS (SELECT 1 FROM {{media}} WHERE [[artist]] = {:user})`).
		Bind(dbx.Params{"user": user}).Row(&n)
	return n == 1, err
}
