package routes

import (
	"errors"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/follows"
)

// registerFollows serves follows (API.md, "Reaching people without an
// account"): following and leaving a creator, the creators one follows,
// "From creators you follow", and the unsubscribe link of the new-item
// email, which works without signing in.
func (d *deps) registerFollows(users, media *router.RouterGroup[*core.RequestEvent]) {
	users.POST("/follows/{creatorId}", d.follow).Bind(requireUser())
	users.DELETE("/follows/{creatorId}", d.unfollow).Bind(requireUser())
	users.GET("/follows", d.cached(callerScope, d.listFollows)).Bind(requireUser(), apis.SkipSuccessActivityLog())
	media.GET("/following", d.cached(callerScope, d.followingMedia)).Bind(requireUser(), apis.SkipSuccessActivityLog())
	// No sign-in: the token alone names the follow. POST is RFC 8058's
	// one-click (a mail client POSTs `List-Unsubscribe=One-Click`, without
	// cookies, to the URL in List-Unsubscribe) and the front end's
	// /unsubscribe page. GET only reads: mail software fetches the URLs in
	// headers on its own, which is why RFC 8058 asks for a POST.
	users.GET("/unsubscribe", d.unsubscribeStatus)
	users.POST("/unsubscribe", d.unsubscribe)
}

const (
	msgFollowSelf       = "You cannot follow yourself"
	msgBadUnsubscribe   = "This unsubscribe link is not valid"
	defaultFollowsLimit = 20
)

func (d *deps) follow(e *core.RequestEvent) error {
	st, err := follows.Follow(e.App, e.Auth.Id, e.Request.PathValue("creatorId"))
	return d.followAnswer(e, st, err)
}

func (d *deps) unfollow(e *core.RequestEvent) error {
	st, err := follows.Unfollow(e.App, e.Auth.Id, e.Request.PathValue("creatorId"))
	return d.followAnswer(e, st, err)
}

func (d *deps) followAnswer(e *core.RequestEvent, st follows.State, err error) error {
	switch {
	case errors.Is(err, follows.ErrSelf):
		return e.BadRequestError(msgFollowSelf, nil)
	case errors.Is(err, follows.ErrNoCreator):
		return e.NotFoundError("", nil)
	case err != nil:
		return err
	}
	return ok(e, http.StatusOK, "", st)
}

// followedCreatorJSON is a followed creator in GET /api/users/follows.
type followedCreatorJSON struct {
	Id        string `json:"_id"`
	Name      string `json:"name"`
	Avatar    string `json:"avatar"`
	Bio       string `json:"bio"`
	Followers int    `json:"followers"`
}

func (d *deps) listFollows(e *core.RequestEvent) error {
	page, limit, err := paging(e, defaultFollowsLimit)
	if err != nil {
		return err
	}
	total, creators, err := follows.Followed(e.App, e.Auth.Id, page, limit)
	if err != nil {
		return err
	}
	usersId := e.Auth.Collection().Id
	out := make([]followedCreatorJSON, 0, len(creators))
	for _, c := range creators {
		j := followedCreatorJSON{Id: c.Id, Name: c.Name, Bio: c.Bio, Followers: c.Followers}
		if c.Avatar != "" {
			j.Avatar = filePath(usersId, c.Id, c.Avatar)
		}
		out = append(out, j)
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": out, "total": total, "page": page, "limit": limit})
}

// followingMedia is "From creators you follow": the public items of the
// creators the caller follows, newest first, rendered as every list is.
func (d *deps) followingMedia(e *core.RequestEvent) error {
	return d.callerMediaPage(e, defaultFollowsLimit, follows.FollowedMedia)
}

// unsubscribeAnswer is what both unsubscribe routes answer: whose emails
// the token names and whether they have stopped.
func unsubscribeAnswer(e *core.RequestEvent, creatorId string, unsubscribed bool) error {
	name := ""
	if c, err := e.App.FindRecordById(usersCollection, creatorId); err == nil {
		name = c.GetString("name")
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"creator":      map[string]any{"_id": creatorId, "name": name},
		"unsubscribed": unsubscribed,
	})
}

func unsubscribeToken(e *core.RequestEvent) string {
	return strings.TrimSpace(e.Request.URL.Query().Get("token"))
}

// unsubscribe stops the new-item emails the token names and keeps the
// follow; doing it again answers the same.
func (d *deps) unsubscribe(e *core.RequestEvent) error {
	_, creator, err := follows.Unsubscribe(e.App, unsubscribeToken(e))
	if errors.Is(err, follows.ErrBadToken) {
		return e.BadRequestError(msgBadUnsubscribe, nil)
	}
	if err != nil {
		return err
	}
	return unsubscribeAnswer(e, creator, true)
}

// unsubscribeStatus says whose emails the token names and whether they
// have stopped, changing nothing (see registerFollows).
func (d *deps) unsubscribeStatus(e *core.RequestEvent) error {
	follower, creator, err := follows.CheckToken(e.App, unsubscribeToken(e))
	if errors.Is(err, follows.ErrBadToken) {
		return e.BadRequestError(msgBadUnsubscribe, nil)
	}
	if err != nil {
		return err
	}
	subscribed, err := follows.Subscribed(e.App, follower, creator)
	if err != nil {
		return err
	}
	return unsubscribeAnswer(e, creator, !subscribed)
}
