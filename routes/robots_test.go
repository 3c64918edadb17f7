package routes_test

import (
	"bytes"
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// crawlers are the user agents whose link previews and image search read
// our pages: both take robots.txt's "*" group.
var crawlers = []string{"Twitterbot", "Googlebot"}

// TestRobotsLetCrawlersFetchPreviewImages: every image a public page names
// as og:image, twitter:image or JSON-LD image (covers of /m/, an avatar on
// /c/, the default share image) may be fetched by the crawlers that read
// the page, as Python's urllib.robotparser (first matching line wins) and
// Google's rules (the longest matching line wins) read robots.txt; and is
// answered to them. The signed-in areas, the dashboard, the rest of the API
// and episodes' files stay closed, and a private item's cover, inside an
// allowed folder, is still a 404 to a crawler.
func TestRobotsLetCrawlersFetchPreviewImages(t *testing.T) {
	t.Parallel()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: Python's urllib.robotparser cannot read robots.txt here")
	}
	fx := newPagesFixture(t, 50_000)
	avatar, err := filesystem.NewFileFromBytes(pngBytes(t), "avatar.png")
	must(t, err)
	fx.creator.Set("avatar", avatar)
	must(t, fx.app.Save(fx.creator))
	mux := fx.mux(t)

	robots := getPage(mux, "/robots.txt", nil)
	if robots.Code != http.StatusOK {
		t.Fatalf("robots.txt: %d", robots.Code)
	}
	var images []string
	for _, page := range []string{"/m/" + pgAlbum, "/m/" + pgAlbum + "?episode=" + pgTrack1, "/m/" + pgPodcast,
		"/m/" + pgSermon, "/m/" + pgPlain, "/c/" + fx.creator.Id} {
		res := getPage(mux, page, nil)
		if res.Code != http.StatusOK {
			t.Fatalf("%s: %d", page, res.Code)
		}
		found := previewImages(t, page, res.Body.String())
		for _, img := range found {
			if !strings.HasPrefix(img, pgSite+"/api/files/") {
				t.Errorf("%s names %q, not a stored cover or avatar", page, img)
			}
			// The crawler is answered the image, not only allowed to ask.
			u, err := url.Parse(img)
			must(t, err)
			if got := getPage(mux, u.RequestURI(), map[string]string{"User-Agent": "Twitterbot/1.0"}); got.Code != http.StatusOK ||
				!strings.HasPrefix(got.Header().Get("Content-Type"), "image/") {
				t.Errorf("%s: its image %s answers %d %q", page, img, got.Code, got.Header().Get("Content-Type"))
			}
		}
		images = append(images, found...)
	}
	// A page without a cover or avatar names the share image.
	allowed := append(images, pgSite+"/share-image.png", pgSite+"/m/"+pgAlbum, pgSite+"/c/"+fx.creator.Id)

	media, err := fx.app.FindCollectionByNameOrId("media")
	must(t, err)
	episodes, err := fx.app.FindCollectionByNameOrId("episodes")
	must(t, err)
	pending, err := fx.app.FindRecordById("media", pgPending)
	must(t, err)
	privateCover := "/api/files/" + media.Id + "/" + pgPending + "/" + pending.GetString("coverArt")
	if got := getPage(mux, privateCover+"?thumb=600x600", nil); got.Code != http.StatusNotFound {
		t.Errorf("a pending item's cover answers a crawler %d, want 404", got.Code)
	}
	track, err := fx.app.FindRecordById("episodes", pgTrack1)
	must(t, err)
	disallowed := []string{"/app", "/app/library", "/user", "/user/settings", "/admin", "/admin/users", "/_/",
		"/api/collections/media/records", "/api/collections/users/records", "/api/media/browse", "/api/users/me",
		"/api/public/media/" + pgAlbum, "/api/files/" + episodes.Id + "/" + pgTrack1 + "/" + track.GetString("audio"),
		"/api/files/episodes/" + pgTrack1 + "/" + track.GetString("audio"), "/api/files/token", "/unsubscribe"}
	for i, p := range disallowed {
		disallowed[i] = pgSite + p
	}

	body := robots.Body.String()
	python3 := robotParser(t, python, body, append(slices.Clone(allowed), disallowed...))
	for _, agent := range crawlers {
		for _, u := range allowed {
			if !python3[agent][u] {
				t.Errorf("Python's robotparser: %s may not fetch %s", agent, u)
			}
			if !longestMatchAllows(body, u) {
				t.Errorf("longest match (Google): %s may not fetch %s", agent, u)
			}
		}
		for _, u := range disallowed {
			if python3[agent][u] {
				t.Errorf("Python's robotparser: %s may fetch %s", agent, u)
			}
			if longestMatchAllows(body, u) {
				t.Errorf("longest match (Google): %s may fetch %s", agent, u)
			}
		}
	}
	if len(images) < 6 {
		t.Errorf("only %d preview images found: %q", len(images), images)
	}

	// What is allowed is a cover or avatar and nothing else: every file
	// field of the allowed folders' collections holds public images.
	users, err := fx.app.FindCollectionByNameOrId("users")
	must(t, err)
	for _, c := range []*core.Collection{media, users} {
		if !strings.Contains(body, "Allow: /api/files/"+c.Id+"/\n") {
			t.Errorf("robots.txt does not allow %s's files:\n%s", c.Name, body)
		}
		for _, f := range c.Fields {
			if ff, ok := f.(*core.FileField); ok && (ff.Protected || slices.ContainsFunc(ff.MimeTypes, func(m string) bool { return !strings.HasPrefix(m, "image/") })) {
				t.Errorf("%s.%s is not a public image field, yet robots.txt opens its folder", c.Name, ff.Name)
			}
		}
	}
}

var (
	metaTag = regexp.MustCompile(`<meta (?:property|name)="(og:image|twitter:image)" content="([^"]*)">`)
	ldTag   = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)
)

// previewImages are the og:image, twitter:image and JSON-LD image URLs of
// a page; the test fails if one of the three kinds is missing.
func previewImages(t *testing.T, page, body string) []string {
	t.Helper()
	kinds := map[string]int{}
	var out []string
	for _, m := range metaTag.FindAllStringSubmatch(body, -1) {
		kinds[m[1]]++
		out = append(out, html.UnescapeString(m[2]))
	}
	for _, m := range ldTag.FindAllStringSubmatch(body, -1) {
		var doc any
		if err := json.Unmarshal([]byte(m[1]), &doc); err != nil {
			t.Fatalf("%s: JSON-LD: %v", page, err)
		}
		for _, img := range ldImages(doc) {
			kinds["ld"]++
			out = append(out, img)
		}
	}
	for _, k := range []string{"og:image", "twitter:image", "ld"} {
		if kinds[k] == 0 {
			t.Errorf("%s has no %s", page, k)
		}
	}
	return out
}

// ldImages collects every "image" string of a JSON-LD document.
func ldImages(v any) []string {
	var out []string
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if s, ok := x.(string); ok && k == "image" {
				out = append(out, s)
			} else {
				out = append(out, ldImages(x)...)
			}
		}
	case []any:
		for _, x := range v {
			out = append(out, ldImages(x)...)
		}
	}
	return out
}

// robotParser asks Python's urllib.robotparser whether each crawler may
// fetch each URL under robots.
func robotParser(t *testing.T, python, robots string, urls []string) map[string]map[string]bool {
	t.Helper()
	in, err := json.Marshal(map[string]any{"robots": robots, "urls": urls, "agents": crawlers})
	must(t, err)
	cmd := exec.Command(python, "-c", `
import json, sys, urllib.robotparser
d = json.load(sys.stdin)
p = urllib.robotparser.RobotFileParser()
p.parse(d["robots"].splitlines())
json.dump({a: {u: p.can_fetch(a, u) for u in d["urls"]} for a in d["agents"]}, sys.stdout)
`)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.String())
	}
	var got map[string]map[string]bool
	must(t, json.Unmarshal(out, &got))
	return got
}

// longestMatchAllows reads robots.txt's one "*" group as Google does (RFC
// 9309): the longest Allow or Disallow path that prefixes the URL's path
// and query decides, Allow winning a tie; no match allows.
func longestMatchAllows(robots, rawURL string) bool {
	u, err := url.Parse(rawURL)
	if err != nil {
		return false
	}
	path := u.RequestURI()
	best, allow := -1, true
	for _, line := range strings.Split(robots, "\n") {
		key, value, ok := strings.Cut(line, ":")
		value = strings.TrimSpace(value)
		if !ok || value == "" || !strings.HasPrefix(path, value) {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(key)) {
		case "allow":
			if len(value) >= best {
				best, allow = len(value), true
			}
		case "disallow":
			if len(value) > best {
				best, allow = len(value), false
			}
		}
	}
	return allow
}
