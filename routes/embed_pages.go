package routes

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/publicpage"
)

// registerEmbedPages serves the players made for an <iframe> on any site
// (API.md: /embed/media/{id}, /embed/episodes/{id}, ?t= and ?theme= read by
// the embed's script): the embed's own built page, embed.html, with the
// item's head tags (canonical naming the public page, noindex). These are
// the only pages any site may frame (embedSecurityHeaders); a page that
// is not public is the same page with a 404, still framable, so the
// embedding site shows the embed's "not available" rather than a browser
// error.
func registerEmbedPages(se *core.ServeEvent, shells *pageShells) {
	se.Router.GET("/embed/media/{mediaId}", func(e *core.RequestEvent) error {
		it, err := publicPageItem(e.App, e.Request.PathValue("mediaId"))
		return serveEmbed(e, shells, it, "", err)
	}).Bind(embedSecurityHeaders(), apis.SkipSuccessActivityLog())
	se.Router.GET("/embed/episodes/{episodeId}", func(e *core.RequestEvent) error {
		episodeId := e.Request.PathValue("episodeId")
		it, err := publicPageEpisode(e.App, episodeId)
		return serveEmbed(e, shells, it, episodeId, err)
	}).Bind(embedSecurityHeaders(), apis.SkipSuccessActivityLog())
}

func serveEmbed(e *core.RequestEvent, shells *pageShells, it publicpage.Item, episodeId string, err error) error {
	if errors.Is(err, errNotPublicPage) {
		return shells.sendPage(e, embedHTML, http.StatusNotFound, publicpage.NotFoundHead(pageSite(e)))
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return shells.sendPage(e, embedHTML, http.StatusOK, publicpage.EmbedHead(pageSite(e), it, episodeId))
}
