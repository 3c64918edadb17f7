package routes_test

import (
	"encoding/xml"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/feed"
	"selah/internal/moderation"
	"selah/internal/visibility"
)

func sermonsFeedURL(creator string) string { return "/api/feeds/creators/" + creator + "/sermons.xml" }

func seriesFeedURL(creator, slug string) string {
	return "/api/feeds/series/" + creator + "/" + slug + ".xml"
}

// sermonDoc is what the sermon feed tests read back of a feed.
type sermonDoc struct {
	Channel struct {
		Title string `xml:"title"`
		Items []struct {
			Title       string `xml:"title"`
			Link        string `xml:"link"`
			Description string `xml:"description"`
			GUID        string `xml:"guid"`
			PubDate     string `xml:"pubDate"`
			Author      string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd author"`
			Episode     string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd episode"`
			Enclosure   struct {
				URL    string `xml:"url,attr"`
				Length int64  `xml:"length,attr"`
				Type   string `xml:"type,attr"`
			} `xml:"enclosure"`
		} `xml:"item"`
	} `xml:"channel"`
}

// sermonItem is what one item of a sermon feed should say.
type sermonItem struct {
	ep, title, link, author, pubDate string
	notes                            []string // in the description, in this order
}

// The fixture's public sermon items (fdHost's), as the creator's feed lists
// them: newest sermon first (by the day preached), then highest part first.
var (
	itemWorship = sermonItem{ep: fdEpWorship, title: "A Heart of Worship", link: "/m/" + fdSerWorship,
		pubDate: "Sun, 11 May 2025 00:00:01 +0000",
		notes:   []string{"Notes of " + fdEpWorship, "Notes on A Heart of Worship & more"}}
	itemLoveB = sermonItem{ep: fdEpLoveB, title: "The Lost Coin", link: "/m/" + fdSerLove2, author: "Pastor Ada",
		pubDate: "Tue, 01 Apr 2025 00:00:01 +0000",
		notes:   []string{"Scripture: Luke 15:8-10", "Notes of " + fdEpLoveB, "Notes on The Lost Coin & more"}}
	itemLove2 = sermonItem{ep: fdEpLove2, title: "Love That Finds Us — Episode " + fdEpLove2,
		link: "/m/" + fdSerLove + "?episode=" + fdEpLove2, author: "Pastor Daniel Reyes",
		pubDate: "Sun, 02 Mar 2025 00:00:02 +0000",
		notes:   []string{"Scripture: John 3:16-18; Luke 15:11-24", "Notes of " + fdEpLove2, "Notes on Love That Finds Us & more"}}
	itemLove1 = sermonItem{ep: fdEpLove1, title: "Love That Finds Us — Episode " + fdEpLove1,
		link: "/m/" + fdSerLove + "?episode=" + fdEpLove1, author: "Pastor Daniel Reyes",
		pubDate: "Sun, 02 Mar 2025 00:00:01 +0000",
		notes:   []string{"Scripture: John 3:16-18; Luke 15:11-24", "Notes of " + fdEpLove1}}
)

// hiddenSermonEpisodes are in no feed of the fixture's host.
var hiddenSermonEpisodes = []string{fdEpLovePend, fdEpSerPend, fdEpSerRej, fdEpSerSusp, fdEpSerOut, fdEpSerOther, fdEpSerOth2, fdEpSerQuiet}

// checkSermonFeed checks a served sermon feed: Apple's and RSS's rules
// (feed.Check), its items in order and what each says, and that each
// enclosure answers with the length and type the feed announced.
func checkSermonFeed(want []sermonItem) func(testing.TB, *tests.TestApp, http.Handler, *http.Response, []byte) {
	return func(t testing.TB, _ *tests.TestApp, mux http.Handler, res *http.Response, body []byte) {
		if ct := res.Header.Get("Content-Type"); ct != "application/rss+xml; charset=utf-8" {
			t.Errorf("Content-Type %q", ct)
		}
		if res.Header.Get("ETag") == "" || res.Header.Get("Cache-Control") != "public, max-age=300" {
			t.Errorf("caching headers: ETag %q, Cache-Control %q", res.Header.Get("ETag"), res.Header.Get("Cache-Control"))
		}
		if err := feed.Check(body); err != nil {
			t.Errorf("the feed breaks Apple's or RSS rules: %v", err)
		}
		var doc sermonDoc
		if err := xml.Unmarshal(body, &doc); err != nil {
			t.Fatal(err)
		}
		if len(doc.Channel.Items) != len(want) {
			var got []string
			for _, it := range doc.Channel.Items {
				got = append(got, it.GUID)
			}
			t.Fatalf("items %v, want %d", got, len(want))
		}
		for i, w := range want {
			it := doc.Channel.Items[i]
			if it.GUID != "selah-episode-"+w.ep || it.Title != w.title || it.Link != feedSite+w.link ||
				it.Author != w.author || it.PubDate != w.pubDate || it.Episode != "" {
				t.Errorf("item %d: %+v\nwant %+v", i+1, it, w)
			}
			at := 0
			for _, n := range w.notes {
				j := strings.Index(it.Description[at:], n)
				if j < 0 {
					t.Errorf("item %d description %q lacks %q (in order)", i+1, it.Description, n)
					break
				}
				at += j + len(n)
			}
			path := strings.TrimPrefix(it.Enclosure.URL, feedSite)
			got := feedRequest(mux, feedCall{method: http.MethodHead, url: path})
			if got.Code != 200 || got.Header().Get("Content-Length") != strconv.FormatInt(it.Enclosure.Length, 10) ||
				got.Header().Get("Content-Type") != it.Enclosure.Type {
				t.Errorf("HEAD %s: %d, length %s, type %s; feed says %d, %s", path, got.Code,
					got.Header().Get("Content-Length"), got.Header().Get("Content-Type"), it.Enclosure.Length, it.Enclosure.Type)
			}
		}
	}
}

func TestSermonsFeed(t *testing.T) {
	t.Parallel()
	notFound := []string{`"status":404`}
	url := sermonsFeedURL(fdHost)
	setStatus := func(id, status string) func(testing.TB, *tests.TestApp) {
		return func(t testing.TB, app *tests.TestApp) {
			m, err := app.FindRecordById("media", id)
			if err != nil {
				t.Fatal(err)
			}
			if err := moderation.SetStatus(app, m, status, nil, "reviewed"); err != nil {
				t.Fatal(err)
			}
		}
	}
	rows := []feedRow{
		{name: "a creator's public sermons", method: http.MethodGet, url: url, sermons: true, status: 200, downloads: 0,
			content: []string{
				`<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"`,
				`<title>Pastor Ada &amp; Friends&#39;s sermons</title>`,
				`<link>` + feedSite + `/c/` + fdHost + `</link>`,
				`<description>Sermons by Pastor Ada &amp; Friends.</description>`,
				`<language>en</language>`,
				`<atom:link href="` + feedSite + url + `" rel="self" type="application/rss+xml">`,
				// No avatar: the newest sermon's cover (fdSermon, not dated: uploaded today).
				`<itunes:image href="` + feedSite + `/api/files/pbc_selah_media/` + fdSermon + `/cover.png">`,
				`<itunes:category text="Religion &amp; Spirituality">`,
				`<itunes:category text="Christianity">`,
				`<itunes:author>Pastor Ada &amp; Friends</itunes:author>`,
				// The newest sermon with an owner email names its creator.
				`<itunes:name>Pastor Ada &amp; Friends</itunes:name>`,
				`<itunes:email>sermons@church.example</itunes:email>`,
				`<podcast:locked owner="sermons@church.example">no</podcast:locked>`,
				`<podcast:guid>` + feed.SermonsGUID(fdHost) + `</podcast:guid>`,
				`<itunes:author>Pastor Daniel Reyes</itunes:author>`,
				`<itunes:duration>90</itunes:duration>`,
			},
			not:   append([]string{"host@example.com", feedSenderAddress, "<itunes:episode>"}, hiddenSermonEpisodes...),
			after: checkSermonFeed([]sermonItem{itemWorship, itemLoveB, itemLove2, itemLove1})},
		{name: "HEAD of the feed", method: http.MethodHead, url: url, sermons: true, status: 200, downloads: -1},
		{name: "the creator's bio and avatar, the newest sermon's language", method: http.MethodGet, url: url, sermons: true,
			status: 200, downloads: -1,
			alter: func(t testing.TB, app *tests.TestApp) {
				setAvatar(t, app, fdHost, pngBytes(t))
				u, err := app.FindRecordById("users", fdHost)
				if err != nil {
					t.Fatal(err)
				}
				u.Set("bio", "A church <by> the river")
				if err := app.Save(u); err != nil {
					t.Fatal(err)
				}
				m, err := app.FindRecordById("media", fdSermon)
				if err != nil {
					t.Fatal(err)
				}
				m.Set("language", "yo")
				if err := app.Save(m); err != nil {
					t.Fatal(err)
				}
			},
			content: []string{
				`<description>A church &lt;by&gt; the river</description>`,
				`<itunes:image href="` + feedSite + `/api/files/_pb_users_auth_/` + fdHost + `/avatar.png">`,
				`<language>yo</language>`,
			}},
		{name: "artwork Apple takes wins over an avatar it refuses", method: http.MethodGet, url: url, sermons: true,
			status: 200, downloads: -1,
			alter: func(t testing.TB, app *tests.TestApp) {
				setAvatar(t, app, fdHost, pngBytes(t)) // 8 × 8
				setCover(t, app, fdSermon, squarePNG(t, feed.AppleCoverMin, feed.AppleCoverMin))
			},
			content: []string{`<itunes:image href="` + feedSite + `/api/files/pbc_selah_media/` + fdSermon + `/artwork.png">`},
			not:     []string{"avatar.png"}},
		{name: "no owner email given: the platform", method: http.MethodGet, url: url, sermons: true, status: 200, downloads: -1,
			alter: func(t testing.TB, app *tests.TestApp) {
				m, err := app.FindRecordById("media", fdSerLove)
				if err != nil {
					t.Fatal(err)
				}
				m.Set("ownerEmail", "")
				if err := app.SaveNoValidate(m); err != nil {
					t.Fatal(err)
				}
			},
			content: []string{`<itunes:name>` + feedSender + `</itunes:name>`, `<itunes:email>` + feedSenderAddress + `</itunes:email>`,
				`<podcast:locked owner="` + feedSenderAddress + `">no</podcast:locked>`},
			not: []string{"host@example.com", "sermons@church.example"}},
		{name: "a part whose audio is missing is left out, and the other is the sermon alone", method: http.MethodGet, url: url,
			sermons: true, status: 200, downloads: -1, alter: dropStoredAudio(fdEpLove2), content: []string{"<rss"},
			after: checkSermonFeed([]sermonItem{itemWorship, itemLoveB, {ep: fdEpLove1, title: "Love That Finds Us",
				link: "/m/" + fdSerLove, author: "Pastor Daniel Reyes", pubDate: "Sun, 02 Mar 2025 00:00:01 +0000"}})},
		{name: "a token is not needed and changes nothing", method: http.MethodGet, url: url, sermons: true, status: 200,
			downloads: -1, headers: map[string]string{"Authorization": "Bearer not-a-token"}, content: []string{"<rss"}},
		{name: "another creator's feed has only theirs", method: http.MethodGet, url: sermonsFeedURL(fdOther), sermons: true,
			status: 200, downloads: -1, content: []string{"<title>Brother Tom&#39;s sermons</title>", fdEpSerOther, fdEpSerOth2},
			not: []string{fdEpWorship, fdEpLove1}},
		// Not public: the JSON 404.
		{name: "a creator whose only sermon is pending", method: http.MethodGet, url: sermonsFeedURL(fdQuiet), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "a creator whose only sermon is rejected", method: http.MethodGet, url: sermonsFeedURL(fdQuiet), sermons: true,
			alter: setStatus(fdSerQuiet, moderation.Rejected), status: 404, content: notFound, downloads: -1},
		{name: "a creator whose only sermon is suspended", method: http.MethodGet, url: sermonsFeedURL(fdQuiet), sermons: true,
			alter: setStatus(fdSerQuiet, moderation.Suspended), status: 404, content: notFound, downloads: -1},
		{name: "an approved sermon of a suspended creator", method: http.MethodGet, url: sermonsFeedURL(fdOut), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "the creator suspended", method: http.MethodGet, url: url, sermons: true, alter: suspendCreator(fdHost),
			status: 404, content: notFound, downloads: -1},
		{name: "a creator with podcasts but no sermon", method: http.MethodGet, url: url, status: 404, content: notFound, downloads: -1,
			alter: func(t testing.TB, app *tests.TestApp) {
				m, err := app.FindRecordById("media", fdSermon)
				if err != nil {
					t.Fatal(err)
				}
				if err := app.Delete(m); err != nil {
					t.Fatal(err)
				}
			}},
		{name: "unknown creator", method: http.MethodGet, url: sermonsFeedURL("nosuchcreator01"), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "another file name", method: http.MethodGet, url: "/api/feeds/creators/" + fdHost + "/sermons.rss", sermons: true,
			status: 404, content: notFound, downloads: -1},
	}
	runFeedRows(t, rows)
}

func TestSeriesFeed(t *testing.T) {
	t.Parallel()
	notFound := []string{`"status":404`}
	url := seriesFeedURL(fdHost, slugLove)
	rows := []feedRow{
		{name: "a series: the sermons whose theme folds to its slug", method: http.MethodGet, url: url, sermons: true,
			status: 200, downloads: 0,
			content: []string{
				// Called what its newest sermon calls it.
				`<title>love that finds us!</title>`,
				`<description>The sermon series “love that finds us!” by Pastor Ada &amp; Friends.</description>`,
				`<link>` + feedSite + `/c/` + fdHost + `</link>`,
				`<atom:link href="` + feedSite + url + `" rel="self" type="application/rss+xml">`,
				// A series' artwork: its newest sermon's cover.
				`<itunes:image href="` + feedSite + `/api/files/pbc_selah_media/` + fdSerLove2 + `/cover.png">`,
				`<itunes:category text="Christianity">`,
				`<itunes:author>Pastor Ada &amp; Friends</itunes:author>`,
				`<itunes:email>sermons@church.example</itunes:email>`,
				`<podcast:guid>` + feed.SeriesGUID(fdHost, slugLove) + `</podcast:guid>`,
			},
			not:   append([]string{fdEpWorship, fdSermon, "host@example.com"}, hiddenSermonEpisodes...),
			after: checkSermonFeed([]sermonItem{itemLoveB, itemLove2, itemLove1})},
		{name: "another series of the creator: not another creator's of the same name", method: http.MethodGet,
			url: seriesFeedURL(fdHost, slugSpirit), sermons: true, status: 200, downloads: -1,
			content: []string{`<title>Spirit &amp; Truth</title>`, `<itunes:email>` + feedSenderAddress + `</itunes:email>`},
			not:     []string{fdEpSerOth2, fdEpLove1, "sermons@church.example"},
			after:   checkSermonFeed([]sermonItem{itemWorship})},
		{name: "the other creator's series of that name", method: http.MethodGet, url: seriesFeedURL(fdOther, slugSpirit),
			sermons: true, status: 200, downloads: -1, content: []string{fdEpSerOth2}, not: []string{fdEpWorship}},
		{name: "a slug written otherwise is not the series", method: http.MethodGet, url: seriesFeedURL(fdHost, "Love-That-Finds-Us"),
			sermons: true, status: 404, content: notFound, downloads: -1},
		{name: "HEAD of the feed", method: http.MethodHead, url: url, sermons: true, status: 200, downloads: -1},
		// Letters without an ASCII form stay in the slug, percent-encoded in the URL.
		{name: "a series named in Greek", method: http.MethodGet, url: seriesFeedURL(fdHost, "%CE%B1%CE%B3%CE%B1%CF%80%CE%B7"),
			sermons: true, status: 200, downloads: -1,
			alter: func(t testing.TB, app *tests.TestApp) {
				setQuietly(t, app, "media", fdSerWorship, "theme", "Ἀγάπη")
			},
			content: []string{"<title>Ἀγάπη</title>",
				`<atom:link href="` + feedSite + `/api/feeds/series/` + fdHost + `/%CE%B1%CE%B3%CE%B1%CF%80%CE%B7.xml"`},
			after: checkSermonFeed([]sermonItem{itemWorship})},
		// Not public: the JSON 404.
		{name: "a pending sermon's series", method: http.MethodGet, url: seriesFeedURL(fdHost, slugPending), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "a rejected sermon's series", method: http.MethodGet, url: seriesFeedURL(fdHost, slugRefused), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "a suspended sermon's series", method: http.MethodGet, url: seriesFeedURL(fdHost, slugSusp), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "a suspended creator's series", method: http.MethodGet, url: seriesFeedURL(fdOut, "out-series"), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "the creator suspended", method: http.MethodGet, url: url, sermons: true, alter: suspendCreator(fdHost),
			status: 404, content: notFound, downloads: -1},
		{name: "a slug of another creator's series", method: http.MethodGet, url: seriesFeedURL(fdHost, slugOther), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "unknown slug", method: http.MethodGet, url: seriesFeedURL(fdHost, "no-such-series"), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "unknown creator", method: http.MethodGet, url: seriesFeedURL("nosuchcreator01", slugLove), sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "no .xml", method: http.MethodGet, url: "/api/feeds/series/" + fdHost + "/" + slugLove, sermons: true,
			status: 404, content: notFound, downloads: -1},
		{name: "only .xml", method: http.MethodGet, url: "/api/feeds/series/" + fdHost + "/.xml", sermons: true,
			status: 404, content: notFound, downloads: -1},
	}
	runFeedRows(t, rows)
}

// A poller's ETag stays good while nothing changes, and stops matching
// when a sermon is approved, edited or taken down; a feed that stops being
// public is a 404 however it is asked.
func TestSermonFeedsConditionalGet(t *testing.T) {
	t.Parallel()
	creatorURL, seriesURL := sermonsFeedURL(fdHost), seriesFeedURL(fdHost, slugLove)
	polled := func(url string) func(testing.TB, http.Handler, map[string]string) {
		return func(t testing.TB, mux http.Handler, headers map[string]string) {
			first, second := feedRequest(mux, feedCall{url: url}), feedRequest(mux, feedCall{url: url})
			etag := first.Header().Get("ETag")
			if first.Code != 200 || etag == "" || second.Header().Get("ETag") != etag {
				t.Fatalf("%d, ETag %q then %q: want one stable ETag", first.Code, etag, second.Header().Get("ETag"))
			}
			headers["If-None-Match"] = etag
		}
	}
	decide := func(id, status string) func(testing.TB, *tests.TestApp) {
		return func(t testing.TB, app *tests.TestApp) {
			m, err := app.FindRecordById("media", id)
			if err != nil {
				t.Fatal(err)
			}
			if err := moderation.SetStatus(app, m, status, nil, "reviewed"); err != nil {
				t.Fatal(err)
			}
		}
	}
	newETag := func(t testing.TB, _ *tests.TestApp, _ http.Handler, res *http.Response, _ []byte) {
		if res.Header.Get("ETag") == "" {
			t.Error("no ETag")
		}
	}
	rows := []feedRow{
		{name: "unchanged: creator's feed", method: http.MethodGet, url: creatorURL, sermons: true, status: 304, downloads: -1,
			prepare: polled(creatorURL)},
		{name: "unchanged: series feed", method: http.MethodGet, url: seriesURL, sermons: true, status: 304, downloads: -1,
			prepare: polled(seriesURL)},
		{name: "a sermon approved since", method: http.MethodGet, url: creatorURL, sermons: true, status: 200, downloads: -1,
			prepare: polled(creatorURL), change: decide(fdSerPend, moderation.Active),
			content: []string{"selah-episode-" + fdEpSerPend}, after: newETag},
		{name: "a sermon of the series edited and approved again", method: http.MethodGet, url: seriesURL, sermons: true,
			status: 200, downloads: -1, prepare: polled(seriesURL),
			change: func(t testing.TB, app *tests.TestApp) {
				m, err := app.FindRecordById("media", fdSerLove2)
				if err != nil {
					t.Fatal(err)
				}
				m.Set("title", "The Coin That Was Lost")
				if err := app.Save(m); err != nil { // back to review (hooks/media.go)
					t.Fatal(err)
				}
				decide(fdSerLove2, moderation.Active)(t, app)
			},
			content: []string{"<title>The Coin That Was Lost</title>"}, not: []string{"<title>The Lost Coin</title>"}, after: newETag},
		{name: "a sermon taken down since", method: http.MethodGet, url: creatorURL, sermons: true, status: 200, downloads: -1,
			prepare: polled(creatorURL), change: decide(fdSerWorship, moderation.Suspended),
			content: []string{fdEpLove1}, not: []string{fdEpWorship}, after: newETag},
		{name: "the series' only sermon taken down since", method: http.MethodGet, url: seriesFeedURL(fdHost, slugSpirit),
			sermons: true, status: 404, downloads: -1, prepare: polled(seriesFeedURL(fdHost, slugSpirit)),
			change: decide(fdSerWorship, moderation.Suspended), content: []string{`"status":404`}},
		{name: "the creator suspended since", method: http.MethodGet, url: creatorURL, sermons: true, status: 404, downloads: -1,
			prepare: polled(creatorURL), change: suspendCreator(fdHost), content: []string{`"status":404`}},
	}
	runFeedRows(t, rows)
}

// A sermon's public episode is a feed enclosure as a podcast's is:
// served with Range and counted as a download by the same rules; any other
// episode of a sermon is a 404.
func TestSermonEnclosure(t *testing.T) {
	t.Parallel()
	notFound := []string{`"status":404`}
	short := audioFixture(t, "pcm16.wav")
	url := enclosureURL(fdEpLove1, "short.wav")
	rows := []feedRow{
		{name: "a public sermon's part, whole", method: http.MethodGet, url: url, sermons: true, status: 200, downloads: 1,
			content: []string{string(short)}},
		{name: "the same listener again within a day", method: http.MethodGet, url: url, sermons: true, status: 200, downloads: 1,
			prior: []feedCall{{url: url}}, content: []string{string(short)}},
		{name: "a range", method: http.MethodGet, url: url, sermons: true, headers: map[string]string{"Range": "bytes=0-9"},
			status: 206, downloads: 0, content: []string{"RIFF"}},
		{name: "HEAD: not counted", method: http.MethodHead, url: url, sermons: true, status: 200, downloads: 0},
		{name: "pending part of an approved sermon", method: http.MethodGet, url: enclosureURL(fdEpLovePend, "short.wav"),
			sermons: true, status: 404, content: notFound, downloads: 0},
		{name: "part of a pending sermon", method: http.MethodGet, url: enclosureURL(fdEpSerPend, "short.wav"),
			sermons: true, status: 404, content: notFound, downloads: 0},
		{name: "part of a rejected sermon", method: http.MethodGet, url: enclosureURL(fdEpSerRej, "short.wav"),
			sermons: true, status: 404, content: notFound, downloads: 0},
		{name: "part of a suspended sermon", method: http.MethodGet, url: enclosureURL(fdEpSerSusp, "short.wav"),
			sermons: true, status: 404, content: notFound, downloads: 0},
		{name: "part of a suspended creator's sermon", method: http.MethodGet, url: enclosureURL(fdEpSerOut, "short.wav"),
			sermons: true, status: 404, content: notFound, downloads: 0},
		{name: "the creator suspended", method: http.MethodGet, url: url, sermons: true, alter: suspendCreator(fdHost),
			status: 404, content: notFound, downloads: 0},
	}
	runFeedRows(t, rows)
}

func suspendCreator(id string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		u, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		u.Set("accountStatus", visibility.AccountSuspended)
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSermonFeedScenarios is feeds_sermons.go's table: a creator's sermons
// feed lists their public sermons (never a pending item) for anyone; a
// creator with no public sermon (a suspended one, a listener) and a bad
// path are a 404. Reads fire no event.
func TestSermonFeedScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	sermons := func(id string) string { return "/api/feeds/creators/" + id + "/sermons.xml" }
	var table []tests.ApiScenario
	table = append(table, fx.byRole("creator with a public sermon", "GET", sermons(fx.ids[rdOwner]),
		sameForAll(readerWant{status: 200, content: []string{"<rss", rdSermonTitle}, not: []string{rdDraftTitle, rdCastTitle}}))...)
	table = append(table, fx.byRole("suspended creator", "GET", sermons(fx.ids[rdSuspended]),
		sameForAll(readerWant{status: 404, content: []string{"success"}, not: []string{rdSuspTitle}}))...)
	table = append(table, fx.byRole("account with no sermon", "GET", sermons(fx.ids[rdListener]),
		map[readerRole]readerWant{rdGuest: {status: 404, content: []string{"success"}}})...)
	table = append(table, fx.byRole("unknown series", "GET", "/api/feeds/series/"+fx.ids[rdOwner]+"/nothing.xml",
		map[readerRole]readerWant{rdGuest: {status: 404, content: []string{"success"}}})...)
	fx.run(t, table)
}
