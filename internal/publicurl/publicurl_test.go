package publicurl

import (
	"crypto/tls"
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

func TestBase(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()

	cases := []struct {
		name, appURL, host, proto string
		trusted, tls              bool
		want                      string
	}{
		{name: "configured wins", appURL: "https://selah.example/", host: "other.example", want: "https://selah.example"},
		{name: "placeholder: the request's host", appURL: Placeholder, host: "church.example:8080", want: "http://church.example:8080"},
		{name: "empty setting", appURL: "", host: "church.example", want: "http://church.example"},
		{name: "TLS", appURL: Placeholder, host: "church.example", tls: true, want: "https://church.example"},
		{name: "forwarded proto ignored without a trusted proxy", appURL: Placeholder, host: "church.example", proto: "https", want: "http://church.example"},
		{name: "forwarded proto behind a trusted proxy", appURL: Placeholder, host: "church.example", proto: "https, http", trusted: true, want: "https://church.example"},
		{name: "junk proto", appURL: Placeholder, host: "church.example", proto: "javascript", trusted: true, want: "http://church.example"},
		{name: "IPv6 host", appURL: Placeholder, host: "[::1]:8090", want: "http://[::1]:8090"},
		{name: "host that breaks out of a URL", appURL: Placeholder, host: "evil.example/x?", want: Placeholder},
		{name: "host with a user", appURL: Placeholder, host: "a@evil.example", want: Placeholder},
		{name: "bad port", appURL: Placeholder, host: "church.example:80x", want: Placeholder},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			app.Settings().Meta.AppURL = c.appURL
			app.Settings().TrustedProxy.Headers = nil
			if c.trusted {
				app.Settings().TrustedProxy.Headers = []string{"X-Real-IP"}
			}
			r := httptest.NewRequest("GET", "/api/feeds/x.xml", nil)
			r.Host = c.host
			if c.proto != "" {
				r.Header.Set("X-Forwarded-Proto", c.proto)
			}
			if c.tls {
				r.TLS = &tls.ConnectionState{}
			}
			if got := Base(app, r); got != c.want {
				t.Errorf("Base = %q, want %q", got, c.want)
			}
		})
	}
}
