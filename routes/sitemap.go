package routes

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/publicpage"
	"selah/internal/sqlprep"
)

// sitemaps serves /sitemap.xml: every public item's page (/m/{id}, with
// the time it last changed) and every page of a creator with a public item
// (/c/{id}). Past limit URLs (sitemaps.org's 50,000) it is a sitemap index
// of /sitemap-{n}.xml pages of at most limit URLs each. Answers are
// streamed as they are read (sitemap_source.go).
type sitemaps struct {
	limit int
	sql   *sqlprep.Statements
}

func (s *sitemaps) register(se *core.ServeEvent) {
	se.Router.GET(publicpage.SitemapPath, s.sitemap).Bind(securityHeaders(), apis.SkipSuccessActivityLog())
	// /sitemap-{n}.xml is answered through the static route (static.go).
}

// sitemap is GET /sitemap.xml: the only sitemap, or the index of pages.
func (s *sitemaps) sitemap(e *core.RequestEvent) error {
	items, creators, err := sitemapCounts(e.App, s.sql)
	if err != nil {
		return e.InternalServerError("", err)
	}
	total := items + creators
	if total <= s.limit {
		return s.write(e, items, 0, total)
	}
	site := pageSite(e)
	pages := make([]string, publicpage.SitemapPages(total, s.limit))
	for i := range pages {
		pages[i] = site.Abs(publicpage.SitemapPagePath(i + 1))
	}
	sitemapHeaders(e)
	e.Response.WriteHeader(http.StatusOK)
	return publicpage.WriteSitemapIndex(e.Response, pages)
}

// page is GET /sitemap-{n}.xml, the n-th page of the index; a 404 past the
// last.
func (s *sitemaps) page(e *core.RequestEvent, n int) error {
	items, creators, err := sitemapCounts(e.App, s.sql)
	if err != nil {
		return e.InternalServerError("", err)
	}
	total := items + creators
	if n > publicpage.SitemapPages(total, s.limit) {
		e.Response.Header().Set("Cache-Control", "no-cache")
		return e.String(http.StatusNotFound, "Not found.")
	}
	from := (n - 1) * s.limit
	return s.write(e, items, from, min(s.limit, total-from))
}

// write streams the count URLs from position from of the sequence "items,
// then creators".
func (s *sitemaps) write(e *core.RequestEvent, items, from, count int) error {
	site := pageSite(e)
	sitemapHeaders(e)
	e.Response.WriteHeader(http.StatusOK)
	set := publicpage.NewURLSet(e.Response)
	if from < items {
		n := min(count, items-from)
		err := walkSitemap(e.App, sitemapItemsSQL, from, n, func(id string, updated types.DateTime) error {
			return set.Add(site.Abs(publicpage.MediaPath(id, "")), updated.Time())
		})
		if err != nil {
			return sitemapAborted(e, err)
		}
		count -= n
		from = items
	}
	if count > 0 {
		err := walkSitemap(e.App, sitemapCreatorsSQL, from-items, count, func(id string, updated types.DateTime) error {
			return set.Add(site.Abs(publicpage.CreatorPath(id)), updated.Time())
		})
		if err != nil {
			return sitemapAborted(e, err)
		}
	}
	if err := set.Close(); err != nil {
		return sitemapAborted(e, err)
	}
	return nil
}

func sitemapHeaders(e *core.RequestEvent) {
	h := e.Response.Header()
	h.Set("Content-Type", "application/xml; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=3600")
}

// sitemapAborted logs a failure after the answer began (a read of the
// catalogue, or the client gone): the status is sent, so the client sees
// a truncated, invalid document, which crawlers fetch again later.
func sitemapAborted(e *core.RequestEvent, err error) error {
	e.App.Logger().Warn("sitemap: the answer was cut short", "path", e.Request.URL.Path, "error", err)
	return nil
}
