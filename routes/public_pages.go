package routes

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/publicpage"
	"selah/internal/publicurl"
)

// registerPublicPages serves the public pages of items and creators (API.md,
// "Reaching people without an account"): the React app's index.html with
// the page's head tags written in by the server, so a link preview or a
// search engine reads them without running a script; the app then renders
// the page itself. Anything that is not public is the same page with a 404
// and a "not found" head. Also the image those tags name when there is no
// cover or avatar.
func registerPublicPages(se *core.ServeEvent, shells *pageShells) {
	se.Router.GET("/m/{mediaId}", func(e *core.RequestEvent) error { return itemPage(e, shells) }).
		Bind(securityHeaders(), apis.SkipSuccessActivityLog())
	se.Router.GET("/c/{userId}", func(e *core.RequestEvent) error { return creatorPage(e, shells) }).
		Bind(securityHeaders(), apis.SkipSuccessActivityLog())
	se.Router.GET(publicpage.ShareImagePath, shareImage).Bind(apis.SkipSuccessActivityLog())
}

// Pages have no envelope: a failure we did not foresee is a 500
// (e.InternalServerError; PocketBase would answer a plain error with a
// 400), its cause in the log only.

// pageSite is the site as the request sees it: the app's name and the
// public base URL (SELAH_APP_URL, else the request's own host).
func pageSite(e *core.RequestEvent) publicpage.Site {
	return publicpage.Site{Name: e.App.Settings().Meta.AppName, Base: publicurl.Base(e.App, e.Request)}
}

// itemPage is GET /m/{mediaId}, optional ?episode= (and ?t=, read by the
// app's player).
func itemPage(e *core.RequestEvent, shells *pageShells) error {
	it, err := publicPageItem(e.App, e.Request.PathValue("mediaId"))
	if errors.Is(err, errNotPublicPage) {
		return shells.sendPage(e, indexHTML, http.StatusNotFound, publicpage.NotFoundHead(pageSite(e)))
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	head := publicpage.ItemHead(pageSite(e), it, e.Request.URL.Query().Get("episode"))
	return shells.sendPage(e, indexHTML, http.StatusOK, head)
}

// creatorPage is GET /c/{userId}.
func creatorPage(e *core.RequestEvent, shells *pageShells) error {
	c, feeds, err := publicPageCreator(e.App, e.Request.PathValue("userId"))
	if errors.Is(err, errNotPublicPage) {
		return shells.sendPage(e, indexHTML, http.StatusNotFound, publicpage.NotFoundHead(pageSite(e)))
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return shells.sendPage(e, indexHTML, http.StatusOK, publicpage.CreatorHead(pageSite(e), c, feeds))
}

// shareImage is the default og:image (publicpage.ShareImage).
func shareImage(e *core.RequestEvent) error {
	e.Response.Header().Set("Cache-Control", "public, max-age=86400")
	return e.Blob(http.StatusOK, "image/png", publicpage.ShareImage)
}
