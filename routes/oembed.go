package routes

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/publicpage"
	"selah/internal/publicurl"
)

// registerOEmbed serves GET /api/oembed (oEmbed 1.0, https://oembed.com):
// for the URL of an item's public page on our own host, a "rich" answer
// whose html is the embed's <iframe>. oEmbed consumers read the bare
// oEmbed object, so a success is not wrapped in API.md's envelope; errors
// are (withEnvelope), with the statuses the oEmbed spec gives: 404 for a
// URL that is not a public item page, 501 for a format other than JSON.
func registerOEmbed(se *core.ServeEvent) {
	se.Router.GET("/api/oembed", oembed).Bind(withEnvelope(), refuseBlockedCaller(), apis.SkipSuccessActivityLog())
}

func oembed(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	if f := strings.ToLower(q.Get("format")); f != "" && f != "json" {
		// Written here rather than returned: a 501 is not a server
		// failure to log.
		return e.JSON(http.StatusNotImplemented, failure{Status: http.StatusNotImplemented,
			Message: "Only format=json is available.", Data: map[string]any{}})
	}
	raw := q.Get("url")
	if strings.TrimSpace(raw) == "" {
		return e.BadRequestError("The url parameter is required: the address of a public page", nil)
	}
	maxWidth, err := oembedMax(q, "maxwidth")
	if err != nil {
		return err
	}
	maxHeight, err := oembedMax(q, "maxheight")
	if err != nil {
		return err
	}
	ref, ok := publicpage.ParsePageURL(raw, ownHosts(e))
	if !ok {
		return e.NotFoundError("", nil)
	}
	it, err := publicPageItem(e.App, ref.MediaId)
	if errors.Is(err, errNotPublicPage) {
		return e.NotFoundError("", nil)
	}
	if err != nil {
		return err
	}
	// Consumers keep the answer; a takedown reaches them within the hour
	// (the page they embed stops playing at once).
	e.Response.Header().Set("Cache-Control", "public, max-age=3600")
	return e.JSON(http.StatusOK, publicpage.OEmbedFor(pageSite(e), it, ref, maxWidth, maxHeight))
}

// oembedMax reads maxwidth or maxheight: absent is 0 (no limit), anything
// but a positive whole number is a 400.
func oembedMax(q url.Values, name string) (int, error) {
	v := strings.TrimSpace(q.Get(name))
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, apis.NewBadRequestError("The "+name+" parameter must be a positive whole number of pixels", nil)
	}
	return n, nil
}

// ownHosts are the hosts our public pages live at: the configured public
// URL's (SELAH_APP_URL) and the one the request was sent to.
func ownHosts(e *core.RequestEvent) []string {
	hosts := []string{e.Request.Host}
	if u, err := url.Parse(publicurl.Configured(e.App)); err == nil && u.Host != "" {
		hosts = append(hosts, u.Host)
	}
	return hosts
}
