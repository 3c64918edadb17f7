package routes_test

import (
	"encoding/json"
	"fmt"
	"image"
	_ "image/png" // the fixture's covers
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/publicpage"
)

// TestOEmbedThumbnailFitsTheMaximums: oEmbed 1.0 §2.3.4, "the thumbnail
// must respect any maxwidth and maxheight parameters". Asked for at most
// 300x200 (and other bounds), the answer's thumbnail is within them, and
// its URL serves an image of exactly the size the answer says.
func TestOEmbedThumbnailFitsTheMaximums(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	mux := fx.mux(t)
	for _, c := range []struct{ maxW, maxH int }{{300, 200}, {1000, 450}, {0, 0}, {120, 640}} {
		q := ""
		if c.maxW > 0 {
			q = fmt.Sprintf("&maxwidth=%d&maxheight=%d", c.maxW, c.maxH)
		}
		res := getPage(mux, oembedURL(pgSite+"/m/"+pgAlbum, q), nil)
		if res.Code != http.StatusOK {
			t.Fatalf("max %dx%d: %d %s", c.maxW, c.maxH, res.Code, res.Body.String())
		}
		var o oembedAnswer
		must(t, json.Unmarshal(res.Body.Bytes(), &o))
		if o.ThumbnailURL == "" || o.ThumbnailWidth == 0 || o.ThumbnailHeight == 0 {
			t.Fatalf("max %dx%d: no thumbnail: %+v", c.maxW, c.maxH, o)
		}
		if c.maxW > 0 && (o.ThumbnailWidth > c.maxW || o.ThumbnailHeight > c.maxH) {
			t.Errorf("max %dx%d: thumbnail %dx%d", c.maxW, c.maxH, o.ThumbnailWidth, o.ThumbnailHeight)
		}
		img := getPage(mux, strings.TrimPrefix(o.ThumbnailURL, pgSite), nil)
		if img.Code != http.StatusOK {
			t.Fatalf("GET %s: %d", o.ThumbnailURL, img.Code)
		}
		cfg, _, err := image.DecodeConfig(img.Body)
		if err != nil || cfg.Width != o.ThumbnailWidth || cfg.Height != o.ThumbnailHeight {
			t.Errorf("max %dx%d: %s is %dx%d (%v), the answer says %dx%d", c.maxW, c.maxH, o.ThumbnailURL,
				cfg.Width, cfg.Height, err, o.ThumbnailWidth, o.ThumbnailHeight)
		}
	}
}

// TestOEmbedThumbSizesAreCoverThumbs: every size oEmbed may name is one
// the covers' field lets PocketBase make (any other is the original).
func TestOEmbedThumbSizesAreCoverThumbs(t *testing.T) {
	t.Parallel()
	fx := newPagesFixture(t, 50_000)
	media, err := fx.app.FindCollectionByNameOrId("media")
	must(t, err)
	thumbs := media.Fields.GetByName("coverArt").(*core.FileField).Thumbs
	for _, side := range publicpage.CoverThumbSides {
		size := fmt.Sprintf("%dx%d", side, side)
		found := false
		for _, th := range thumbs {
			found = found || th == size
		}
		if !found {
			t.Errorf("oEmbed may name %s, which coverArt's thumbs %v do not list", size, thumbs)
		}
	}
}
