package routes

import (
	"net/http"
	"strconv"
	"strings"
)

// Content codings we send: brotli (the built files, made at build time)
// and gzip (those, and answers compressed as they go out).
const (
	codingBrotli = "br"
	codingGzip   = "gzip"
)

// acceptedCoding picks from offered (in our order of preference: br
// before gzip, the smaller) the coding the request's Accept-Encoding
// rates highest (RFC 9110 §12.5.3), or "" for the file as it is. A coding
// rated q=0 is refused, even when `*` would admit it; `*` admits codings
// not named; ties go to our order.
func acceptedCoding(r *http.Request, offered ...string) string {
	header := strings.Join(r.Header.Values("Accept-Encoding"), ",")
	if header == "" || len(offered) == 0 {
		return ""
	}
	named := map[string]float64{}
	star := -1.0 // not given
	for _, part := range strings.Split(header, ",") {
		coding, q, ok := parseCodingWeight(part)
		if !ok {
			continue
		}
		if coding == "*" {
			star = q
		} else if _, seen := named[coding]; !seen {
			named[coding] = q
		}
	}
	best, bestQ := "", 0.0
	for _, c := range offered {
		q, ok := named[c]
		if !ok {
			q = max(star, 0) // not named: as `*` says, else not acceptable
		}
		if q > bestQ {
			best, bestQ = c, q
		}
	}
	return best
}

// parseCodingWeight reads one Accept-Encoding element: "gzip",
// "br;q=0.8", " * ; q=0 ". Codings are case-insensitive; a malformed
// weight drops the element.
func parseCodingWeight(part string) (coding string, q float64, ok bool) {
	coding, params, _ := strings.Cut(part, ";")
	coding = strings.ToLower(strings.TrimSpace(coding))
	if coding == "" {
		return "", 0, false
	}
	if coding == "x-gzip" { // RFC 9110 §8.4.1.3: the same coding
		coding = codingGzip
	}
	q = 1
	for _, p := range strings.Split(params, ";") {
		k, v, found := strings.Cut(strings.TrimSpace(p), "=")
		if !found || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < 0 || f > 1 {
			return "", 0, false
		}
		q = f
	}
	return coding, q, true
}

// addVary adds token to the Vary header unless it is there already (a
// handler, or another layer, may have said it).
func addVary(h http.Header, token string) {
	for _, v := range h.Values("Vary") {
		for _, t := range strings.Split(v, ",") {
			t = strings.TrimSpace(t)
			if t == "*" || strings.EqualFold(t, token) {
				return
			}
		}
	}
	h.Add("Vary", token)
}
