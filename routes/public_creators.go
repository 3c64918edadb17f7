package routes

import (
	"errors"
	"net/http"
	"net/url"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/feed"
	"selah/internal/follows"
	"selah/internal/lists"
	"selah/internal/moderation"
	"selah/internal/publicread"
	"selah/internal/visibility"
)

// registerPublicCreators serves a creator's public profile (API.md,
// "Reaching people without an account"): anyone may read it, a signed-in
// listener also learns whether they follow the creator.
func (d *deps) registerPublicCreators(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/creators/{userId}", d.cached(creatorProfileScope, d.publicCreator)).Bind(apis.SkipSuccessActivityLog())
}

// creatorProfileScope: everyone gets the same profile but a listener, whose
// answer says whether they follow.
func creatorProfileScope(e *core.RequestEvent) string {
	if publicViewer(e) == nil {
		return ""
	}
	return callerScope(e)
}

// publicCreatorJSON is the creator in the profile's answer.
type publicCreatorJSON struct {
	Id        string `json:"_id"`
	Name      string `json:"name"`
	Avatar    string `json:"avatar"`
	Bio       string `json:"bio"`
	Followers int    `json:"followers"`
	Following bool   `json:"following"`
}

// creatorFeedJSON is one of a creator's public feeds; url is root-relative.
type creatorFeedJSON struct {
	Kind  string `json:"kind"`
	Title string `json:"title"`
	Url   string `json:"url"`
}

const defaultCreatorMediaLimit = 20

func (d *deps) publicCreator(e *core.RequestEvent) error {
	page, limit, err := paging(e, defaultCreatorMediaLimit)
	if err != nil {
		return err
	}
	id := e.Request.PathValue("userId")
	// Visible means not suspended, with at least one public item: anyone
	// else is a 404, as their items are.
	u, err := publicread.Creator(e.App, id)
	if errors.Is(err, visibility.ErrHidden) {
		return e.NotFoundError("", nil)
	}
	if err != nil {
		return err
	}
	creator := struct{ Id, Name, Avatar, Bio string }{u.Id, u.GetString("name"), u.GetString("avatar"), u.GetString("bio")}
	viewer := ""
	if who := publicViewer(e); who != nil {
		viewer = who.Id
	}
	st, err := follows.StateOf(e.App, viewer, creator.Id)
	if err != nil {
		return err
	}
	out := publicCreatorJSON{Id: creator.Id, Name: creator.Name, Bio: creator.Bio, Followers: st.Followers, Following: st.Following}
	if creator.Avatar != "" {
		users, err := e.App.FindCachedCollectionByNameOrId(usersCollection)
		if err != nil {
			return err
		}
		out.Avatar = filePath(users.Id, creator.Id, creator.Avatar)
	}

	// The creator is not suspended (checked above), so their approved
	// items are exactly their public ones.
	total, ids, err := lists.CreatorPage(e.App, d.sql, creator.Id, lists.MediaFilter{Status: moderation.Active}, page, limit)
	if err != nil {
		return err
	}
	items, err := d.mediaPage(e.App, ids, false)
	if err != nil {
		return err
	}
	feeds, err := creatorFeeds(e.App, creator.Id, creator.Name)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"creator": out,
		"media":   map[string]any{"data": items, "total": total, "page": page, "limit": limit},
		"feeds":   feeds,
	})
}

// creatorFeeds are the podcast feeds of a creator's public items: one per
// podcast (newest first), then the creator's sermons when they have any,
// then one per sermon series. Sermons are taken in the sermon feeds' order
// (the day preached, else uploaded; newest first), so a series is named
// and placed as its feed names it (feed.SeriesOf), and every path is the
// feed routes' own (feeds.go, feeds_sermons.go).
func creatorFeeds(app core.App, creatorId, creatorName string) ([]creatorFeedJSON, error) {
	rows, err := publicread.CreatorFeedItems(app, creatorId)
	if err != nil {
		return nil, err
	}
	out := []creatorFeedJSON{}
	var themes []string
	sermons := false
	for _, r := range rows {
		if r.Type == "podcast" {
			out = append(out, creatorFeedJSON{Kind: "podcast", Title: r.Title,
				Url: "/api/feeds/podcasts/" + url.PathEscape(r.Id) + ".xml"})
			continue
		}
		sermons = true
		themes = append(themes, r.Theme)
	}
	if !sermons {
		return out, nil
	}
	out = append(out, creatorFeedJSON{Kind: "sermons", Title: feed.SermonsTitle(creatorName), Url: feedPathSermons(creatorId)})
	for _, series := range feed.SeriesOf(themes) {
		out = append(out, creatorFeedJSON{Kind: "series", Title: series.Title, Url: feedPathSeries(creatorId, series.Slug)})
	}
	return out, nil
}
