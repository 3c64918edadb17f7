package routes

import (
	"net/http"
	"net/url"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/publicpage"
)

// registerRobots serves /robots.txt (publicpage.Robots): the public pages,
// the images they show as link previews, and the feeds open to crawlers,
// the rest closed, and where the sitemap is.
func registerRobots(se *core.ServeEvent) {
	se.Router.GET("/robots.txt", func(e *core.RequestEvent) error {
		dirs, err := pageImageDirs(e.App)
		if err != nil {
			return e.InternalServerError("", err)
		}
		e.Response.Header().Set("Cache-Control", "public, max-age=3600")
		return e.Blob(http.StatusOK, "text/plain; charset=utf-8", []byte(publicpage.Robots(pageSite(e), dirs...)))
	}).Bind(securityHeaders(), apis.SkipSuccessActivityLog())
}

// pageImageCollections hold the images public pages name as og:image,
// twitter:image and JSON-LD image: media (its one file field is the cover)
// and users (the avatar). Their folders may be opened to crawlers because
// the server, not robots.txt, decides who gets a file: a private item's
// cover is a 404 to a crawler as to any guest (files_visibility.go), and an
// avatar is only linked from the page of a public creator. episodes is not
// one of them: its folders hold audio, the original upload its creator's
// alone. TestRobotsLetCrawlersFetchPreviewImages checks these collections'
// file fields stay public images.
var pageImageCollections = []string{"media", usersCollection}

// pageImageDirs are the /api/files folders of pageImageCollections, named
// by collection id, as fileURL names them in the pages.
func pageImageDirs(app core.App) ([]string, error) {
	dirs := make([]string, 0, len(pageImageCollections))
	for _, name := range pageImageCollections {
		c, err := app.FindCachedCollectionByNameOrId(name)
		if err != nil {
			return nil, err
		}
		dirs = append(dirs, "/api/files/"+url.PathEscape(c.Id)+"/")
	}
	return dirs, nil
}
