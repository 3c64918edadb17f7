package demo

import (
	"bytes"
	"image/color"
	"image/png"
	"testing"

	"selah/internal/feed"
)

func TestCoverDecodes(t *testing.T) {
	b, err := Cover("Morning Mercies", CoverSize)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != CoverSize || r.Dy() != CoverSize {
		t.Errorf("size %v, want %dx%d", r, CoverSize, CoverSize)
	}
}

// A podcast's cover is one Apple Podcasts takes (1400 px square, PNG, RGB,
// no alpha channel) and stays small.
func TestPodcastCoverSuitsApple(t *testing.T) {
	b, err := Cover("Quiet Waters", PodcastCoverSize)
	if err != nil {
		t.Fatal(err)
	}
	c, err := feed.DecodeCover(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if w := feed.AppleCoverWarnings(c); len(w) != 0 || c.Width != 1400 {
		t.Errorf("%+v: %v", c, w)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil || cfg.ColorModel != color.RGBAModel {
		t.Errorf("colour model %v (%v), want RGB without alpha", cfg.ColorModel, err)
	}
	if len(b) > 200<<10 {
		t.Errorf("%d bytes, want at most 200 KB", len(b))
	}
}

func TestCoverIsDeterministic(t *testing.T) {
	a, _ := Cover("Quiet Waters", CoverSize)
	b, _ := Cover("Quiet Waters", CoverSize)
	c, _ := Cover("Harvest Drums", CoverSize)
	if !bytes.Equal(a, b) {
		t.Error("two runs gave different bytes")
	}
	if bytes.Equal(a, c) {
		t.Error("two titles gave the same bytes")
	}
}

func TestCatalog(t *testing.T) {
	creators := map[string]bool{}
	for _, p := range Creators() {
		creators[p.Email] = true
	}
	items := Catalog()
	if len(items) < 8 || len(items) > 10 || items[0].Status != "active" {
		t.Fatalf("%d items, first %q", len(items), items[0].Status)
	}
	statuses := map[string]int{}
	for _, it := range items {
		statuses[it.Status]++
		if !creators[it.Creator] {
			t.Errorf("%s: unknown creator %s", it.Title, it.Creator)
		}
		if (it.Status == "rejected") != (it.StatusReason != "") {
			t.Errorf("%s: status %s with reason %q", it.Title, it.Status, it.StatusReason)
		}
		if len(it.Tracks) < 2 || len(it.Tracks) > 4 {
			t.Errorf("%s: %d tracks", it.Title, len(it.Tracks))
		}
		if it.Type == "sermon" && (it.Preacher == "" || len(it.Passages) == 0 || it.PreachedAt == "") {
			t.Errorf("%s: sermon without preacher, passages or date", it.Title)
		}
	}
	if statuses["active"] == 0 || statuses["pending"] == 0 || statuses["rejected"] != 1 {
		t.Errorf("statuses %v", statuses)
	}
}
