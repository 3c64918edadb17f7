package follows

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// Creator is a followed creator as a follower's list shows them. Avatar is
// the stored file name ("" for none): the route turns it into a URL.
type Creator struct {
	Id        string `db:"id"`
	Name      string `db:"name"`
	Avatar    string `db:"avatar"`
	Bio       string `db:"bio"`
	Followers int    `db:"followers"`
}

func offset(page, limit int) int64 { return int64((page - 1) * limit) }

// Followed is the length of follower's list of followed creators (those
// listeners may see) and its page (1-based) of limit creators, the latest
// followed first.
func Followed(app core.App, follower string, page, limit int) (total int, creators []Creator, err error) {
	where := `f.[[follower]] = {:follower} AND ` + VisibleCreatorSQL("u")
	params := dbx.Params{"follower": follower, "limit": limit, "offset": offset(page, limit)}
	err = app.DB().NewQuery(`SELECT COUNT(*) FROM {{follows}} f JOIN {{users}} u ON u.[[id]] = f.[[creator]] WHERE ` + where).
		Bind(params).Row(&total)
	if err != nil || total <= int(offset(page, limit)) {
		return total, []Creator{}, err
	}
	creators = []Creator{}
	err = app.DB().NewQuery(`SELECT u.[[id]] AS id, u.[[name]] AS name, u.[[avatar]] AS avatar, u.[[bio]] AS bio,
			(SELECT COUNT(*) FROM {{follows}} c WHERE c.[[creator]] = u.[[id]]) AS followers
		FROM {{follows}} f JOIN {{users}} u ON u.[[id]] = f.[[creator]] WHERE ` + where + `
		ORDER BY f.[[created]] DESC, f.[[id]] DESC LIMIT {:limit} OFFSET {:offset}`).Bind(params).All(&creators)
	return total, creators, err
}

// FollowedMedia is the length of follower's "from creators you follow"
// list (the public items of the creators they follow) and the ids of its
// page (1-based) of limit items, newest first (the order of every media
// list: created, then id).
func FollowedMedia(app core.App, follower string, page, limit int) (total int, ids []string, err error) {
	from := `FROM {{follows}} f JOIN {{users}} u ON u.[[id]] = f.[[creator]] JOIN {{media}} m ON m.[[artist]] = f.[[creator]]
		WHERE f.[[follower]] = {:follower} AND ` + visibility.PublicMediaSQL("m", "u")
	params := dbx.Params{"follower": follower, "limit": limit, "offset": offset(page, limit)}
	if err = app.DB().NewQuery(`SELECT COUNT(*) ` + from).Bind(params).Row(&total); err != nil {
		return 0, nil, err
	}
	ids = []string{}
	if total <= int(offset(page, limit)) {
		return total, ids, nil
	}
	err = app.DB().NewQuery(`SELECT m.[[id]] ` + from + ` ORDER BY m.[[created]] DESC, m.[[id]] DESC LIMIT {:limit} OFFSET {:offset}`).
		Bind(params).Column(&ids)
	return total, ids, err
}
