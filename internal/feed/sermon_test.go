package feed

import (
	"strings"
	"testing"
)

func TestSermonWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ got, want string }{
		{SermonsTitle("Grace Chapel"), "Grace Chapel's sermons"},
		{SermonsTitle("  "), "Sermons"},
		{SermonsDescription("Grace Chapel", "  A church by the river. "), "A church by the river."},
		{SermonsDescription("Grace Chapel", ""), "Sermons by Grace Chapel."},
		{SermonsDescription("", ""), "Sermons."},
		{SeriesDescription("Romans", "Grace Chapel"), "The sermon series “Romans” by Grace Chapel."},
		{SeriesDescription("Romans", ""), "The sermon series “Romans”."},
		// One recording: the sermon's title, whatever the file was called.
		{SermonItemTitle("Love That Finds Us", "sermon-final.mp3", 1), "Love That Finds Us"},
		{SermonItemTitle("Love That Finds Us", "Part 1: So Loved", 2), "Love That Finds Us — Part 1: So Loved"},
		{SermonItemTitle("Love That Finds Us", "love that finds us (part 2)", 2), "love that finds us (part 2)"},
		{SermonItemTitle("Love That Finds Us", " ", 2), "Love That Finds Us"},
		{SermonItemTitle("", "Part 1", 2), "Part 1"},
		{SermonNotes("John 3:16-18; Romans 8", "Part one.", "The sermon."), "Scripture: John 3:16-18; Romans 8\n\nPart one.\n\nThe sermon."},
		{SermonNotes("", "The sermon.", "The sermon."), "The sermon."},
		{SermonNotes("Jude 3", "", ""), "Scripture: Jude 3"},
		{SermonNotes("", "", ""), ""},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

func TestSermonGUIDs(t *testing.T) {
	t.Parallel()
	guids := map[string]bool{}
	for _, g := range []string{SermonsGUID("u1"), SermonsGUID("u2"), SeriesGUID("u1", "romans"), SeriesGUID("u2", "romans"),
		SeriesGUID("u1", "john"), UUIDv5(PodcastNamespace, "selah/podcasts/u1")} {
		if !uuidPattern.MatchString(g) || guids[g] {
			t.Errorf("guid %q is not a UUID or is repeated", g)
		}
		guids[g] = true
	}
	// Fixed values: a feed's guid must never change, or every app that
	// follows it would see a new show.
	if g := SermonsGUID("u1"); g != "b9fb5603-aad4-5a8e-9a71-73abfa37b677" {
		t.Errorf("SermonsGUID = %s", g)
	}
	if g := SeriesGUID("u1", "romans"); g != "3e265866-5a03-5536-9e65-ea2f92913e81" {
		t.Errorf("SeriesGUID = %s", g)
	}
}

// An item with a link and its own author: both written, in the item.
func TestRSSItemLinkAndAuthor(t *testing.T) {
	t.Parallel()
	p := samplePodcast()
	p.Episodes[0].Link = "https://selah.example/m/abc?episode=e2"
	p.Episodes[0].Author = "Pastor <Ade> & Co"
	out, err := RSS(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(out); err != nil {
		t.Fatalf("the feed breaks the rules: %v\n%s", err, out)
	}
	s := string(out)
	for _, want := range []string{
		"<link>https://selah.example/m/abc?episode=e2</link>",
		"<itunes:author>Pastor &lt;Ade&gt; &amp; Co</itunes:author>",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("feed lacks %s\n%s", want, s)
		}
	}
	// The second item has neither.
	items := strings.Split(s, "<item>")
	if len(items) != 3 || strings.Contains(items[2], "<link>") || strings.Contains(items[2], "<itunes:author>") {
		t.Errorf("the second item has a link or an author\n%s", s)
	}
}
