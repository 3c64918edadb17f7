package feed

import "testing"

func TestUUIDv5(t *testing.T) {
	t.Parallel()
	// RFC 9562 appendix A.4: "www.example.com" in the DNS namespace.
	dns := [16]byte{0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8}
	if got, want := UUIDv5(dns, "www.example.com"), "2ed6657d-e927-568b-95e1-2665a8aea6a2"; got != want {
		t.Errorf("RFC example = %s, want %s", got, want)
	}
}

func TestGUIDForURL(t *testing.T) {
	t.Parallel()
	// The example of the podcast:guid tag's documentation.
	const want = "917393e3-1b1e-5cef-ace4-edaa54e1f810"
	for _, u := range []string{
		"https://mp3s.nashownotes.com/pc20rss.xml",
		"http://mp3s.nashownotes.com/pc20rss.xml",
		"mp3s.nashownotes.com/pc20rss.xml/",
	} {
		if got := GUIDForURL(u); got != want {
			t.Errorf("GUIDForURL(%q) = %s, want %s", u, got, want)
		}
	}
}
