// Package publicread reads what the public pages, feeds, profile and
// sitemap show, with internal/visibility's rule: a public item's episodes,
// a creator listeners may see, a creator's public podcasts and sermons,
// the sitemap's entries. The routes parse and write; the queries live
// here, so no route restates the rule or holds SQL.
package publicread

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// Episodes are the episodes of the item mediaId in its order (position,
// then upload; newestFirst reverses both): all of them for its creator and
// staff (public false), only those visibility shows everyone for anyone
// else (public true). The caller has decided that the item itself is
// public (visibility.PublicItem) or theirs.
func Episodes(app core.App, mediaId string, public, newestFirst bool) ([]*core.Record, error) {
	q := app.RecordQuery("episodes").AndWhere(dbx.HashExp{"media": mediaId})
	if public {
		q = q.AndWhere(visibility.PublicEpisodesOfPublicItem())
	}
	if newestFirst {
		q = q.OrderBy("position DESC", "created DESC")
	} else {
		q = q.OrderBy("position ASC", "created ASC")
	}
	var eps []*core.Record
	return eps, q.All(&eps)
}

// Creator finds the users record userId when listeners may see it (not
// suspended, with at least one public item: visibility.VisibleCreatorSQL);
// visibility.ErrHidden otherwise.
func Creator(app core.App, userId string) (*core.Record, error) {
	var id string
	err := app.DB().NewQuery(`SELECT u.[[id]] FROM {{users}} u WHERE u.[[id]] = {:id} AND ` + visibility.VisibleCreatorSQL("u")).
		Bind(dbx.Params{"id": userId}).Row(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, visibility.ErrHidden
	}
	if err != nil {
		return nil, err
	}
	return app.FindRecordById(visibility.UsersCollection, id)
}

// FeedItem is one of a creator's public podcasts or sermons.
type FeedItem struct {
	Id    string `db:"id"`
	Type  string `db:"type"`
	Title string `db:"title"`
	Theme string `db:"theme"`
}

// CreatorFeedItems are the creator's public podcasts and sermons, in the
// sermon feeds' order (the day preached, else uploaded; newest first).
func CreatorFeedItems(app core.App, creatorId string) ([]FeedItem, error) {
	var rows []FeedItem
	err := app.DB().NewQuery(`SELECT m.[[id]] AS id, m.[[type]] AS type, m.[[title]] AS title, m.[[theme]] AS theme
		FROM {{media}} m JOIN {{users}} u ON u.[[id]] = m.[[artist]]
		WHERE m.[[artist]] = {:id} AND m.[[type]] IN ('podcast', 'sermon') AND ` + visibility.PublicMediaSQL("m", "u") + `
		ORDER BY CASE WHEN m.[[type]] = 'sermon' AND m.[[preachedAt]] != '' THEN m.[[preachedAt]] ELSE m.[[created]] END DESC,
			m.[[created]] DESC, m.[[id]] DESC`).Bind(dbx.Params{"id": creatorId}).All(&rows)
	return rows, err
}

// Sermons are the creator's public sermons, in no particular order.
func Sermons(app core.App, creatorId string) ([]*core.Record, error) {
	var sermons []*core.Record
	err := app.RecordQuery("media").
		LeftJoin(visibility.UsersCollection+" u", dbx.NewExp("u.id = media.artist")).
		AndWhere(dbx.HashExp{"media.artist": creatorId, "media.type": "sermon"}).
		AndWhere(dbx.NewExp(visibility.PublicMediaSQL("media", "u"))).
		All(&sermons)
	return sermons, err
}

// SermonEpisodes are the public episodes of the creator's sermons, highest
// position first: of the sermons named (nil: of all of them).
func SermonEpisodes(app core.App, creatorId string, sermonIds []string) ([]*core.Record, error) {
	q := app.RecordQuery("episodes").
		InnerJoin("media m", dbx.NewExp("m.id = episodes.media")).
		LeftJoin(visibility.UsersCollection+" u", dbx.NewExp("u.id = m.artist")).
		AndWhere(dbx.HashExp{"m.artist": creatorId, "m.type": "sermon"}).
		AndWhere(dbx.NewExp(visibility.PublicEpisodeSQL("episodes", "m", "u"))).
		OrderBy("episodes.position DESC", "episodes.created DESC")
	if sermonIds != nil {
		ids := make([]any, len(sermonIds))
		for i, id := range sermonIds {
			ids[i] = id
		}
		q.AndWhere(dbx.In("episodes.media", ids...))
	}
	var eps []*core.Record
	return eps, q.All(&eps)
}
