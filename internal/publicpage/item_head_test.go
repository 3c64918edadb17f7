package publicpage

import (
	"encoding/json"
	"strings"
	"testing"
)

// metas is a head's Open Graph and Twitter tags by property or name.
func metas(h Head) map[string]string {
	out := map[string]string{}
	for _, m := range h.Meta {
		out[m.Property+m.Name] = m.Content
	}
	return out
}

// ldOf is the head's JSON-LD as JSON would read it.
func ldOf(t *testing.T, h Head) map[string]any {
	t.Helper()
	b, err := json.Marshal(h.JSONLD)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestItemHeadOfAnAlbum(t *testing.T) {
	h := ItemHead(site, album(), "")
	m := metas(h)
	want := map[string]string{
		"og:title": "Morning Songs", "og:description": "Songs for the morning.", "og:type": "music.album",
		"og:url":         "https://selah.example/m/album000000001",
		"og:image":       "https://selah.example/api/files/pbc_selah_media/album000000001/cover.png?thumb=600x600",
		"og:image:width": "600", "og:image:height": "600", "og:site_name": "Selah",
		"twitter:card": "player", "twitter:player": "https://selah.example/embed/media/album000000001",
		"twitter:player:width": "480", "twitter:player:height": "260",
		"music:musician": "https://selah.example/c/user0000000001",
	}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("%s = %q, want %q", k, m[k], v)
		}
	}
	if _, ok := m["og:audio"]; ok {
		t.Error("an album page has no single og:audio")
	}
	if h.Canonical != "https://selah.example/m/album000000001" || h.Title != "Morning Songs · Grace Choir | Selah" || h.NoIndex {
		t.Errorf("canonical %q, title %q, noindex %v", h.Canonical, h.Title, h.NoIndex)
	}
	oembed := h.Links[len(h.Links)-1]
	if oembed.Type != "application/json+oembed" ||
		oembed.Href != "https://selah.example/api/oembed?url=https%3A%2F%2Fselah.example%2Fm%2Falbum000000001&format=json" {
		t.Errorf("oEmbed discovery %+v", oembed)
	}
	ld := ldOf(t, h)
	if ld["@type"] != "MusicAlbum" || ld["@context"] != "https://schema.org" || ld["numTracks"] != 2.0 {
		t.Errorf("JSON-LD %v", ld)
	}
	tracks, _ := ld["track"].([]any)
	if len(tracks) != 2 || tracks[1].(map[string]any)["duration"] != "PT1H2M5S" ||
		tracks[1].(map[string]any)["url"] != "https://selah.example/m/album000000001?episode=track000000002" {
		t.Errorf("tracks %v", tracks)
	}
}

func TestItemHeadOfATrack(t *testing.T) {
	h := ItemHead(site, album(), "track000000002")
	m := metas(h)
	if m["og:type"] != "music.song" || m["og:title"] != "Noon – Morning Songs" ||
		m["og:audio"] != "https://selah.example/api/feeds/episodes/track000000002/noon.mp3" || m["og:audio:type"] != "audio/mpeg" ||
		m["twitter:player:stream"] != m["og:audio"] || m["twitter:player:stream:content_type"] != "audio/mpeg" ||
		m["twitter:player"] != "https://selah.example/embed/episodes/track000000002" || m["twitter:player:height"] != "180" {
		t.Errorf("metas %v", m)
	}
	if h.Canonical != "https://selah.example/m/album000000001?episode=track000000002" {
		t.Errorf("canonical %q", h.Canonical)
	}
	if ld := ldOf(t, h); ld["@type"] != "MusicRecording" || ld["inAlbum"].(map[string]any)["@type"] != "MusicAlbum" {
		t.Errorf("JSON-LD %v", ld)
	}
}

func TestItemHeadIgnoresAnEpisodeNotOfTheItem(t *testing.T) {
	h := ItemHead(site, album(), "podep000000001")
	if h.Canonical != "https://selah.example/m/album000000001" || ldOf(t, h)["@type"] != "MusicAlbum" {
		t.Errorf("canonical %q, JSON-LD %v", h.Canonical, ldOf(t, h))
	}
}

func TestItemHeadOfAPodcastAndItsEpisode(t *testing.T) {
	h := ItemHead(site, podcast(), "")
	ld := ldOf(t, h)
	if ld["@type"] != "PodcastSeries" || ld["webFeed"] != "https://selah.example/api/feeds/podcasts/podcast0000001.xml" {
		t.Errorf("JSON-LD %v", ld)
	}
	if m := metas(h); m["og:type"] != "website" || m["og:description"] != "A podcast by Grace Choir, on Selah." ||
		m["og:image"] != "https://selah.example/share-image.png" || m["og:image:width"] != "1200" {
		t.Errorf("metas %v", m)
	}
	if h.Links[0].Type != "application/rss+xml" || h.Links[0].Href != "https://selah.example/api/feeds/podcasts/podcast0000001.xml" {
		t.Errorf("feed link %+v", h.Links[0])
	}

	h = ItemHead(site, podcast(), "podep000000001")
	ld = ldOf(t, h)
	series, _ := ld["partOfSeries"].(map[string]any)
	media, _ := ld["associatedMedia"].(map[string]any)
	if ld["@type"] != "PodcastEpisode" || ld["name"] != "Day one" || series["@type"] != "PodcastSeries" ||
		media["contentUrl"] != "https://selah.example/s/1" || media["encodingFormat"] != "audio/mp4" {
		t.Errorf("JSON-LD %v", ld)
	}
	if m := metas(h); m["og:description"] != "The first day." || m["og:type"] != "article" || m["og:audio"] != "https://selah.example/s/1" {
		t.Errorf("metas %v", m)
	}
}

func TestItemHeadOfASermon(t *testing.T) {
	// With passages: a CreativeWork about them.
	h := ItemHead(site, sermon("John 3:1-21", "Romans 8"), "")
	ld := ldOf(t, h)
	about, _ := ld["about"].([]any)
	citation, _ := ld["citation"].([]any)
	if ld["@type"] != "CreativeWork" || len(about) != 2 || about[0].(map[string]any)["name"] != "John 3:1-21" ||
		len(citation) != 2 || citation[1] != "Romans 8" || ld["author"].(map[string]any)["name"] != "Pastor Ann" {
		t.Errorf("JSON-LD %v", ld)
	}
	m := metas(h)
	// A sermon's one recording is the page's audio, without ?episode=.
	if m["og:audio"] != "https://selah.example/s/9" || m["og:type"] != "article" ||
		m["og:description"] != "A sermon by Pastor Ann on John 3:1-21 and Romans 8, on Selah." ||
		m["twitter:player"] != "https://selah.example/embed/media/sermon00000001" {
		t.Errorf("metas %v", m)
	}
	if h.Canonical != "https://selah.example/m/sermon00000001" {
		t.Errorf("canonical %q", h.Canonical)
	}

	// Without: a PodcastEpisode of its series' feed.
	ld = ldOf(t, ItemHead(site, sermon(), ""))
	series, _ := ld["partOfSeries"].(map[string]any)
	if ld["@type"] != "PodcastEpisode" || series["name"] != "The Gospel of John" ||
		series["webFeed"] != "https://selah.example/api/feeds/series/user0000000001/the-gospel-of-john.xml" {
		t.Errorf("JSON-LD %v", ld)
	}
}

func TestEmbedHeadIsNotIndexed(t *testing.T) {
	h := EmbedHead(site, album(), "track000000001")
	if !h.NoIndex || h.Canonical != "https://selah.example/m/album000000001?episode=track000000001" {
		t.Errorf("noindex %v, canonical %q", h.NoIndex, h.Canonical)
	}
	out, _ := h.HTML()
	if !strings.Contains(string(out), `<meta name="robots" content="noindex">`) {
		t.Errorf("no robots tag:\n%s", out)
	}
}

func TestCreatorHead(t *testing.T) {
	h := CreatorHead(site, creator(), []Feed{{Kind: FeedSermons, Title: "Grace Choir's sermons", URL: "/api/feeds/creators/user0000000001/sermons.xml"}})
	m := metas(h)
	if h.Canonical != "https://selah.example/c/user0000000001" || h.Title != "Grace Choir | Selah" || h.Description != "We sing." ||
		m["og:type"] != "profile" || m["og:image"] != "https://selah.example/api/files/_pb_users_auth_/user0000000001/me.png" ||
		m["twitter:card"] != "summary" || len(h.Links) != 1 {
		t.Errorf("head %+v", h)
	}
	ld := ldOf(t, h)
	person, _ := ld["mainEntity"].(map[string]any)
	if ld["@type"] != "ProfilePage" || person["@type"] != "Person" || person["name"] != "Grace Choir" || person["description"] != "We sing." {
		t.Errorf("JSON-LD %v", ld)
	}
	// No avatar: the share image, with its size.
	c := creator()
	c.AvatarPath, c.Bio = "", ""
	m = metas(CreatorHead(site, c, nil))
	if m["og:image"] != "https://selah.example/share-image.png" || m["og:image:height"] != "630" || m["og:description"] != "Listen to Grace Choir on Selah." {
		t.Errorf("metas %v", m)
	}
}

func TestNotFoundHead(t *testing.T) {
	out, _ := NotFoundHead(Site{Base: "https://x.example"}).HTML()
	if string(out) != "<title>Not found | Selah</title>\n<meta name=\"robots\" content=\"noindex\">\n" {
		t.Errorf("%q", out)
	}
}

func TestSummaryAndDurations(t *testing.T) {
	if got := summary("  a\n\tb  c ", 300); got != "a b c" {
		t.Errorf("summary %q", got)
	}
	long := strings.Repeat("word ", 100)
	if got := summary(long, 20); got != "word word word word…" {
		t.Errorf("summary %q", got)
	}
	for secs, want := range map[float64]string{0: "PT0S", 59.6: "PT1M", 61: "PT1M1S", 3600: "PT1H", 3725: "PT1H2M5S"} {
		if got := isoDuration(secs); got != want {
			t.Errorf("isoDuration(%v) = %q, want %q", secs, got, want)
		}
	}
}
