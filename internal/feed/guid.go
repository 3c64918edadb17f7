package feed

import (
	"crypto/sha1"
	"fmt"
	"strings"
)

// PodcastNamespace is the UUID namespace the Podcasting 2.0 spec fixes for
// podcast:guid values.
var PodcastNamespace = [16]byte{
	0xea, 0xd4, 0xc2, 0x36, 0xbf, 0x58, 0x58, 0xc6,
	0xa2, 0xc6, 0xa6, 0xb2, 0x8d, 0x12, 0x8c, 0xb6,
}

// UUIDv5 returns the name-based (SHA-1) UUID of name in namespace ns, in
// its canonical lower-case text form.
func UUIDv5(ns [16]byte, name string) string {
	h := sha1.New()
	h.Write(ns[:])
	h.Write([]byte(name))
	u := h.Sum(nil)[:16]
	u[6] = u[6]&0x0f | 0x50 // version 5
	u[8] = u[8]&0x3f | 0x80 // RFC 4122 variant
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// GUIDForURL is the podcast:guid the Podcasting 2.0 spec derives from a
// feed URL: the UUIDv5, in PodcastNamespace, of the URL without its scheme
// and trailing slashes.
func GUIDForURL(feedURL string) string {
	name := feedURL
	if _, rest, ok := strings.Cut(name, "://"); ok {
		name = rest
	}
	return UUIDv5(PodcastNamespace, strings.TrimRight(name, "/"))
}
