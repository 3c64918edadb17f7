// Package publicurl decides the absolute base URL that feeds, pages and
// emails put in front of every link. A configured public URL
// (SELAH_APP_URL, or the dashboard's Application URL) always wins; on a
// fresh install, which still has PocketBase's placeholder
// "http://localhost:8090", the base is the host the request was sent to,
// so a feed fetched at https://church.example names https://church.example
// and not a machine's loopback address no podcast app can reach.
package publicurl

import (
	"net"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Placeholder is PocketBase's default Application URL: a setting nobody
// chose, so it is not a configured public URL.
const Placeholder = "http://localhost:8090"

// Configured returns the configured public URL without a trailing slash,
// or "" when the setting is still the placeholder (or empty).
func Configured(app core.App) string {
	u := strings.TrimRight(strings.TrimSpace(app.Settings().Meta.AppURL), "/")
	if u == "" || u == Placeholder {
		return ""
	}
	return u
}

// Base is the public base URL for links in an answer to r: the configured
// one, else scheme and host of r itself. The scheme comes from
// X-Forwarded-Proto only when the app trusts a proxy's headers
// (SELAH_TRUSTED_PROXY_HEADERS); otherwise anybody could set it.
func Base(app core.App, r *http.Request) string {
	if u := Configured(app); u != "" {
		return u
	}
	if r == nil {
		return Placeholder
	}
	host := r.Host
	if !validHost(host) {
		return Placeholder
	}
	return scheme(app, r) + "://" + host
}

// OrDefault is Base for work done outside a request (a mail sent by a
// background job): the configured URL, else the placeholder.
func OrDefault(app core.App) string {
	if u := Configured(app); u != "" {
		return u
	}
	return Placeholder
}

func scheme(app core.App, r *http.Request) string {
	if len(app.Settings().TrustedProxy.Headers) > 0 {
		proto := r.Header.Get("X-Forwarded-Proto")
		proto, _, _ = strings.Cut(proto, ",")
		switch strings.ToLower(strings.TrimSpace(proto)) {
		case "https":
			return "https"
		case "http":
			return "http"
		}
	}
	if r.TLS != nil {
		return "https"
	}
	return "http"
}

// validHost accepts a host or host:port as HTTP servers receive them, and
// nothing that could break out of a URL (no slash, space, quote, @ ...).
func validHost(host string) bool {
	if host == "" || len(host) > 255 {
		return false
	}
	name := host
	if h, port, err := net.SplitHostPort(host); err == nil {
		name = h
		for _, c := range port {
			if c < '0' || c > '9' {
				return false
			}
		}
	}
	if strings.HasPrefix(name, "[") && strings.HasSuffix(name, "]") {
		name = name[1 : len(name)-1]
	}
	if ip := net.ParseIP(name); ip != nil {
		return true
	}
	if name == "" {
		return false
	}
	for _, c := range name {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '.':
		default:
			return false
		}
	}
	return true
}
