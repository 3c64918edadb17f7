package importfeed

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
)

// The guard's rule for each kind of address, without and with the flag.
func TestAddressAllowed(t *testing.T) {
	for _, c := range []struct {
		addr        string
		plain, flag bool
	}{
		{"93.184.215.14", true, true},
		{"2606:2800:21f:cb07:6820:80da:af6b:8b2c", true, true},
		{"127.0.0.1", false, true},
		{"127.8.9.1", false, true},
		{"::1", false, true},
		{"10.0.0.7", false, true},
		{"172.16.5.4", false, true},
		{"192.168.1.1", false, true},
		{"fd12:3456::1", false, true},
		{"100.64.1.1", false, true},
		{"::ffff:127.0.0.1", false, true}, // IPv4-mapped: judged as the IPv4 address
		{"::ffff:10.1.2.3", false, true},
		// Never, flag or not.
		{"169.254.169.254", false, false}, // cloud metadata (link-local)
		{"fe80::1", false, false},
		{"0.0.0.0", false, false},
		{"::", false, false},
		{"224.0.0.1", false, false},
		{"ff02::1", false, false},
		{"255.255.255.255", false, false},
		{"240.0.0.1", false, false},
		{"0.1.2.3", false, false},
		{"192.0.2.10", false, false},
		{"198.18.0.1", false, false},
		{"64:ff9b::a00:1", false, false}, // NAT64 of 10.0.0.1
		{"2002:7f00:1::1", false, false}, // 6to4 of 127.0.0.1
		{"2001:db8::1", false, false},
	} {
		a := netip.MustParseAddr(c.addr)
		if got := AddressAllowed(a, false); got != c.plain {
			t.Errorf("%s without the flag: %v", c.addr, got)
		}
		if got := AddressAllowed(a, true); got != c.flag {
			t.Errorf("%s with the flag: %v", c.addr, got)
		}
	}
}

// What the route refuses before anything is fetched.
func TestCheckURL(t *testing.T) {
	for _, c := range []struct {
		url      string
		plain    error
		withFlag error
	}{
		{"https://feeds.example.com/show.xml", nil, nil},
		{"  http://feeds.example.com/show.xml  ", nil, nil},
		{"HTTPS://feeds.example.com/show.xml", nil, nil},
		{"https://user:secret@feeds.example.com/private.xml", nil, nil},
		{"", ErrNotURL, ErrNotURL},
		{"not a url", ErrNotURL, ErrNotURL},
		{"feeds.example.com/show.xml", ErrNotURL, ErrNotURL},
		{"//feeds.example.com/show.xml", ErrNotURL, ErrNotURL},
		{"https:///show.xml", ErrNotURL, ErrNotURL},
		{"mailto:someone@example.com", ErrNotURL, ErrNotURL},
		{"ftp://feeds.example.com/show.xml", ErrNotHTTP, ErrNotHTTP},
		{"file:///etc/passwd", ErrNotHTTP, ErrNotHTTP},
		{"gopher://feeds.example.com/", ErrNotHTTP, ErrNotHTTP},
		{"javascript:alert(1)", ErrNotURL, ErrNotURL},
		{"https://" + strings.Repeat("a", 2050) + ".example.com/", ErrTooLong, ErrTooLong},
		{"http://127.0.0.1:8090/feed.xml", ErrNotPublic, nil},
		{"http://localhost/feed.xml", ErrNotPublic, nil},
		{"http://LOCALHOST./feed.xml", ErrNotPublic, nil},
		{"http://api.localhost/feed.xml", ErrNotPublic, nil},
		{"http://[::1]/feed.xml", ErrNotPublic, nil},
		{"http://10.1.2.3/feed.xml", ErrNotPublic, nil},
		{"http://192.168.0.10/feed.xml", ErrNotPublic, nil},
		{"http://169.254.169.254/latest/meta-data/", ErrNotPublic, ErrNotPublic},
		{"http://[fe80::1]/", ErrNotPublic, ErrNotPublic},
		{"http://0.0.0.0/", ErrNotPublic, ErrNotPublic},
	} {
		if _, err := CheckURL(c.url, false); err != c.plain {
			t.Errorf("%.60q without the flag: %v, want %v", c.url, err, c.plain)
		}
		if _, err := CheckURL(c.url, true); err != c.withFlag {
			t.Errorf("%.60q with the flag: %v, want %v", c.url, err, c.withFlag)
		}
	}
}

// The client refuses at connect time: a name that resolves to loopback
// without the flag, and with it a redirect to a link-local address (a
// cloud's metadata service); the redirects are counted.
func TestClientRefusesAtConnect(t *testing.T) {
	hops := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/metadata":
			http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusFound)
		case "/loop":
			hops++
			http.Redirect(w, r, "/loop", http.StatusFound)
		case "/six":
			http.Redirect(w, r, "/five", http.StatusMovedPermanently)
		case "/five", "/four", "/three", "/two":
			next := map[string]string{"/five": "/four", "/four": "/three", "/three": "/two", "/two": "/ok"}[r.URL.Path]
			http.Redirect(w, r, next, http.StatusFound)
		case "/ftp":
			http.Redirect(w, r, "ftp://files.example.com/feed.xml", http.StatusFound)
		default:
			w.Write([]byte("ok"))
		}
	}))
	defer srv.Close()
	local := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)

	get := func(c *http.Client, url string) error {
		req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, url, nil)
		res, err := c.Do(req)
		if err == nil {
			res.Body.Close()
		}
		return err
	}
	plain, flagged := newClient(false), newClient(true)
	if err := get(plain, local+"/"); !errors.Is(err, errRefusedAddress) {
		t.Errorf("localhost without the flag: %v", err)
	}
	if err := get(plain, srv.URL+"/"); !errors.Is(err, errRefusedAddress) {
		t.Errorf("127.0.0.1 without the flag: %v", err)
	}
	if err := get(flagged, local+"/"); err != nil {
		t.Errorf("localhost with the flag: %v", err)
	}
	if err := get(flagged, srv.URL+"/metadata"); !errors.Is(err, errRefusedAddress) {
		t.Errorf("a redirect to the metadata service: %v", err)
	}
	if err := get(flagged, srv.URL+"/loop"); !errors.Is(err, errTooManyRedirects) || hops != MaxRedirects+1 {
		t.Errorf("a redirect loop: %v after %d hops", err, hops)
	}
	if err := get(flagged, srv.URL+"/six"); err != nil { // five redirects: allowed
		t.Errorf("five redirects: %v", err)
	}
	if err := get(flagged, srv.URL+"/ftp"); !errors.Is(err, errRedirectScheme) {
		t.Errorf("a redirect to ftp: %v", err)
	}
	// No proxy from the environment: a proxy would connect past the guard.
	t.Setenv("HTTP_PROXY", "http://93.184.215.14:3128")
	if err := get(flagged, srv.URL+"/"); err != nil {
		t.Errorf("with HTTP_PROXY set: %v", err)
	}
}

func TestReasons(t *testing.T) {
	for err, want := range map[error]string{
		&statusError{404}:           "The audio could not be downloaded: the server answered 404 Not Found",
		&tooLargeError{500 << 20}:   "The audio is too large: larger than 500 MB",
		&timeoutError{10 * 60e9}:    "The audio took too long: it was not downloaded within 10 minutes",
		errRefusedAddress:           "The audio is at an address that is not public (private, loopback or link-local)",
		errTooManyRedirects:         "The audio could not be downloaded: more than 5 redirects",
		errors.New("reset by peer"): "The audio could not be downloaded: the connection failed",
	} {
		if got := reason("The audio", err); got != want {
			t.Errorf("%v: %q", err, got)
		}
	}
}
