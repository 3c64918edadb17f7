package importfeed

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"
)

// The address guard: an import fetches what a creator names, from our
// server, so the server must not be made to reach what only it can reach
// (its own ports, the private network behind it, a cloud's metadata
// service). Only http and https, and only public addresses. The address
// is checked where the connection is made (the dialer's Control, after DNS
// resolved the name), so a redirect to a private address and a name that
// resolves to one (DNS rebinding included: the address checked is the one
// connected to) are refused as a literal one is. SELAH_IMPORT_ALLOW_PRIVATE
// (tests, closed networks) allows loopback and private addresses, never
// link-local, unspecified, multicast or reserved ones.

// MaxURLLength is the longest feed address an import takes.
const MaxURLLength = 2048

// Why an address is refused (CheckURL's errors; the route's field error).
var (
	ErrNotURL    = errors.New("Please enter the address of the podcast's RSS feed, like https://example.com/feed.xml")
	ErrNotHTTP   = errors.New("The feed's address must start with http:// or https://")
	ErrTooLong   = fmt.Errorf("The feed's address must be at most %d characters long", MaxURLLength)
	ErrNotPublic = errors.New("The feed's address must be a public one, not a private, loopback or link-local address")
)

// errRefusedAddress is the dialer's refusal (wrapped with the address).
var errRefusedAddress = errors.New("not a public address")

// CheckURL reads a feed's address as a creator typed it: an absolute http
// or https URL with a host; a literal address (or localhost) must be one
// the guard lets through. A name is checked when it is connected to.
func CheckURL(raw string, allowPrivate bool) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	switch {
	case raw == "":
		return nil, ErrNotURL
	case utf8.RuneCountInString(raw) > MaxURLLength:
		return nil, ErrTooLong
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		return nil, ErrNotURL
	}
	if s := strings.ToLower(u.Scheme); s != "http" && s != "https" {
		return nil, ErrNotHTTP
	}
	host := u.Hostname()
	if host == "" {
		return nil, ErrNotURL
	}
	if !hostAllowed(host, allowPrivate) {
		return nil, ErrNotPublic
	}
	return u, nil
}

// hostAllowed judges a URL's host before any lookup: a literal address by
// the guard's rule, localhost as loopback; any other name passes here (it
// is judged by the address it resolves to, at connect time).
func hostAllowed(host string, allowPrivate bool) bool {
	h := strings.TrimSuffix(strings.ToLower(host), ".")
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return allowPrivate
	}
	if addr, err := netip.ParseAddr(strings.Trim(h, "[]")); err == nil {
		return AddressAllowed(addr, allowPrivate)
	}
	return true
}

// Address blocks that are never public, beyond what netip's predicates
// name: "this network", shared address space (carrier-grade NAT),
// protocol assignments, documentation, benchmarking, reserved and
// broadcast; in IPv6 the NAT64 prefixes (they reach IPv4 addresses),
// documentation, the deprecated site-local and 6to4 (an IPv4 inside).
var (
	neverPublic = []string{"0.0.0.0/8", "192.0.0.0/24", "192.0.2.0/24", "198.18.0.0/15", "198.51.100.0/24",
		"203.0.113.0/24", "240.0.0.0/4", "255.255.255.255/32",
		"64:ff9b::/96", "64:ff9b:1::/48", "100::/64", "2001:db8::/32", "fec0::/10", "2002::/16"}
	// sharedSpace is private in all but name (RFC 6598): allowed with the
	// private ones.
	sharedSpace = []string{"100.64.0.0/10"}
)

// inAny reports whether addr is in one of the blocks (CIDR text, parsed
// at each check: a handful, once per connection).
func inAny(addr netip.Addr, blocks []string) bool {
	for _, b := range blocks {
		if p, err := netip.ParsePrefix(b); err == nil && p.Contains(addr) {
			return true
		}
	}
	return false
}

// AddressAllowed is the guard's rule for one address: a public unicast
// one; with allowPrivate, loopback and private (RFC 1918, unique local,
// shared address space) ones too.
func AddressAllowed(addr netip.Addr, allowPrivate bool) bool {
	addr = addr.Unmap()
	switch {
	case !addr.IsValid(), addr.IsUnspecified(), addr.IsMulticast(), addr.IsLinkLocalUnicast(),
		addr.IsLinkLocalMulticast(), addr.IsInterfaceLocalMulticast(), inAny(addr, neverPublic):
		return false
	case addr.IsLoopback(), addr.IsPrivate(), inAny(addr, sharedSpace):
		return allowPrivate
	}
	return addr.IsGlobalUnicast()
}

// control is the dialer's check of the address it is about to connect to
// (after resolution: what is connected to is what is checked).
func control(allowPrivate bool) func(network, address string, _ syscall.RawConn) error {
	return func(network, address string, _ syscall.RawConn) error {
		host, _, err := net.SplitHostPort(address)
		if err != nil {
			return fmt.Errorf("%s: %w", address, errRefusedAddress)
		}
		addr, err := netip.ParseAddr(host)
		if err != nil || !AddressAllowed(addr, allowPrivate) {
			return fmt.Errorf("%s: %w", host, errRefusedAddress)
		}
		return nil
	}
}

// MaxRedirects is how many redirects one download follows.
const MaxRedirects = 5

var (
	errTooManyRedirects = fmt.Errorf("more than %d redirects", MaxRedirects)
	errRedirectScheme   = errors.New("a redirect to an address that is not http or https")
)

// newClient is the HTTP client of every import download: its dialer
// refuses what the guard refuses, no proxy from the environment (a proxy
// would connect for us, past the guard), at most MaxRedirects redirects,
// each to http or https only. Time limits are the caller's context's.
func newClient(allowPrivate bool) *http.Client {
	dialer := &net.Dialer{Timeout: 15 * time.Second, KeepAlive: 30 * time.Second, Control: control(allowPrivate)}
	transport := &http.Transport{
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          10,
		IdleConnTimeout:       60 * time.Second,
		TLSHandshakeTimeout:   15 * time.Second,
		ResponseHeaderTimeout: 30 * time.Second,
	}
	return &http.Client{
		Transport: transport,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > MaxRedirects {
				return errTooManyRedirects
			}
			if s := req.URL.Scheme; s != "http" && s != "https" {
				return errRedirectScheme
			}
			return nil
		},
	}
}
