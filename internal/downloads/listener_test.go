package downloads

import (
	"strings"
	"testing"
)

func TestCutIP(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"203.0.113.7":                 "203.0.113.7",
		" 203.0.113.7 ":               "203.0.113.7",
		"203.0.113.7:54321":           "203.0.113.7",
		"::ffff:203.0.113.7":          "203.0.113.7",
		"2001:db8:1:2:3:4:5:6":        "2001:db8:1:2::/64",
		"2001:0db8:0001:0002:aaaa::1": "2001:db8:1:2::/64",
		"[2001:db8:1:2:3:4:5:6]:443":  "2001:db8:1:2::/64",
		"fe80::1%eth0":                "fe80::/64",
		"not an ip":                   "not an ip",
		"":                            "",
	} {
		if got := CutIP(in); got != want {
			t.Errorf("CutIP(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestListenerKey(t *testing.T) {
	t.Parallel()
	salt := []byte("secret")
	ua := "AppleCoreMedia/1.0"
	k := ListenerKey("2001:db8:1:2:3:4:5:6", ua, salt)
	if len(k) != 64 || strings.Trim(k, "0123456789abcdef") != "" {
		t.Fatalf("key %q is not a hex SHA-256", k)
	}
	if strings.Contains(k, "2001") {
		t.Fatalf("key %q holds the address", k)
	}
	same := []string{
		ListenerKey("2001:db8:1:2:ffff:ffff:ffff:ffff", ua, salt), // same /64
		ListenerKey("2001:db8:1:2:3:4:5:6", " "+ua+" ", salt),
	}
	for _, s := range same {
		if s != k {
			t.Errorf("same listener, different key: %q vs %q", s, k)
		}
	}
	different := []string{
		ListenerKey("2001:db8:1:3:3:4:5:6", ua, salt), // another /64
		ListenerKey("2001:db8:1:2:3:4:5:6", "Overcast/3.0", salt),
		ListenerKey("2001:db8:1:2:3:4:5:6", ua, []byte("other secret")),
		ListenerKey("203.0.113.7", ua, salt),
	}
	for _, d := range different {
		if d == k {
			t.Errorf("different listener, same key %q", d)
		}
	}
	// The separator keeps the fields apart: ip "a" + ua "bc" differs from ip "ab" + ua "c".
	if ListenerKey("a", "bc", salt) == ListenerKey("ab", "c", salt) {
		t.Error("fields run into each other")
	}
}
