package downloads

import (
	"crypto/sha256"
	"encoding/hex"
	"net/netip"
	"strings"
)

// CutIP returns the part of an IP address that identifies a listener: an
// IPv4 address as it is, an IPv6 address cut to its /64 network (the
// interface half of an IPv6 address changes often under privacy
// extensions, so one device would otherwise look like many), an
// IPv4-mapped IPv6 address as its IPv4 address. Anything that does not
// parse is returned trimmed, so it still tells listeners apart.
func CutIP(ip string) string {
	ip = strings.TrimSpace(ip)
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		if ap, err := netip.ParseAddrPort(ip); err == nil {
			addr = ap.Addr()
		} else {
			return ip
		}
	}
	addr = addr.Unmap().WithZone("")
	if addr.Is4() {
		return addr.String()
	}
	prefix, err := addr.Prefix(64)
	if err != nil {
		return addr.String()
	}
	return prefix.String()
}

// ListenerKey is the IAB "unique listener" of a request: the hex SHA-256
// of the salt, the IP cut by CutIP and the user agent. The salt is a
// server secret, so a stored key cannot be turned back into an IP address
// by hashing candidate addresses.
func ListenerKey(ip, userAgent string, salt []byte) string {
	h := sha256.New()
	h.Write(salt)
	h.Write([]byte{0})
	h.Write([]byte(CutIP(ip)))
	h.Write([]byte{0})
	h.Write([]byte(strings.TrimSpace(userAgent)))
	return hex.EncodeToString(h.Sum(nil))
}
