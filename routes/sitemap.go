package routes

import (
	"bytes"
	"net/http"
	"strconv"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/answercache"
	"selah/internal/publicpage"
	"selah/internal/publicread"
	"selah/internal/services"
	"selah/internal/sqlprep"
)

// sitemaps serves /sitemap.xml: every public item's page (/m/{id}, with
// the time it last changed) and every page of a creator with a public item
// (/c/{id}). Past limit URLs (sitemaps.org's 50,000) it is a sitemap index
// of /sitemap-{n}.xml pages of at most limit URLs each.
//
// Each answer is rendered once per data version (internal/answercache:
// SQLite's data_version, which any commit moves) and kept: a crawler, or a
// flood, asking again before the next commit gets the kept bytes, and
// concurrent misses render once. The catalogue is read only to render.
// The routes' rate rule (migrations/1763773100_sitemap_rate_limits.go)
// bounds how often anyone may ask at all.
type sitemaps struct {
	limit int
	sql   *sqlprep.Statements
	keep  bool // false: render every answer (SELAH_SITEMAP_CACHE=off)
}

func (s *sitemaps) register(se *core.ServeEvent) {
	se.Router.GET(publicpage.SitemapPath, s.sitemap).Bind(securityHeaders(), apis.SkipSuccessActivityLog())
	// /sitemap/{n}.xml is answered through the static route (static.go).
	crawlerRateNames(se)
}

// sitemap is GET /sitemap.xml: the only sitemap, or the index of pages.
func (s *sitemaps) sitemap(e *core.RequestEvent) error { return s.serve(e, 0) }

// page is GET /sitemap-{n}.xml, the n-th page of the index; a 404 past the
// last.
func (s *sitemaps) page(e *core.RequestEvent, n int) error { return s.serve(e, n) }

// serve answers sitemap n (0: /sitemap.xml) from the kept answer of the
// current data version, rendering it when there is none. The key holds
// the site's address, which the URLs carry (SELAH_APP_URL, or the
// request's host when unset).
func (s *sitemaps) serve(e *core.RequestEvent, n int) error {
	site := pageSite(e)
	st := services.Of(e.App).Sitemaps
	v, err := st.Clock.Version()
	if err != nil {
		v = answercache.Unknown // render, keep nothing
	}
	render := func() (answercache.Answer, bool, error) {
		st.Renders.Add(1)
		a, err := s.render(e.App, site, n)
		return a, err == nil, err
	}
	var a answercache.Answer
	if s.keep {
		a, err = st.Answers.Get(v, strconv.Itoa(n)+"\x00"+site.Base, render)
	} else {
		a, _, err = render()
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	h := e.Response.Header()
	if a.Status == http.StatusOK {
		h.Set("Content-Type", "application/xml; charset=utf-8")
		h.Set("Cache-Control", "public, max-age=3600")
	} else {
		h.Set("Content-Type", "text/plain; charset=utf-8")
		h.Set("Cache-Control", "no-cache")
	}
	e.Response.WriteHeader(a.Status)
	_, err = e.Response.Write(a.Body)
	return err
}

// render is sitemap n of site as it is now: the only sitemap, the index,
// one of its pages, or a 404 past the last.
func (s *sitemaps) render(app core.App, site publicpage.Site, n int) (answercache.Answer, error) {
	items, creators, err := publicread.SitemapCounts(app, s.sql)
	if err != nil {
		return answercache.Answer{}, err
	}
	total := items + creators
	pages := publicpage.SitemapPages(total, s.limit)
	var body bytes.Buffer
	switch {
	case n == 0 && pages == 1:
		err = writeSitemapURLs(app, &body, site, items, 0, total)
	case n == 0:
		locs := make([]string, pages)
		for i := range locs {
			locs[i] = site.Abs(publicpage.SitemapPagePath(i + 1))
		}
		err = publicpage.WriteSitemapIndex(&body, locs)
	case n > pages:
		return answercache.Answer{Status: http.StatusNotFound, Body: []byte("Not found.")}, nil
	default:
		from := (n - 1) * s.limit
		err = writeSitemapURLs(app, &body, site, items, from, min(s.limit, total-from))
	}
	if err != nil {
		return answercache.Answer{}, err
	}
	return answercache.Answer{Status: http.StatusOK, Body: body.Bytes()}, nil
}

// writeSitemapURLs writes a <urlset> of the count URLs from position from
// of the sequence "items, then creators".
func writeSitemapURLs(app core.App, w *bytes.Buffer, site publicpage.Site, items, from, count int) error {
	set := publicpage.NewURLSet(w)
	if from < items {
		n := min(count, items-from)
		err := publicread.WalkSitemapItems(app, from, n, func(id string, updated types.DateTime) error {
			return set.Add(site.Abs(publicpage.MediaPath(id, "")), updated.Time())
		})
		if err != nil {
			return err
		}
		count -= n
		from = items
	}
	if count > 0 {
		err := publicread.WalkSitemapCreators(app, from-items, count, func(id string, updated types.DateTime) error {
			return set.Add(site.Abs(publicpage.CreatorPath(id)), updated.Time())
		})
		if err != nil {
			return err
		}
	}
	return set.Close()
}
