// Package frontend measures the landing page: the JavaScript it loads
// (gzipped, as a server or CDN would send it), whether each area of the
// app stays out of it as a lazy chunk, and its Largest Contentful Paint in
// headless Chromium on loopback; the same paint for any page (an item's
// public page); and the embeddable player's own weight (embed.go).
package frontend

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Areas are the app's areas by the chunk each one's route loads first
// (frontend/src/app/router.tsx); none may be fetched by the landing page.
var Areas = map[string]string{
	"creator": "creator-layout-",
	"admin":   "admin-layout-",
	"listen":  "app-home-",
	"auth":    "login-",
}

// Report is what the landing page costs.
type Report struct {
	LCP        []float64 // milliseconds, one per cold load
	Scripts    []string  // paths fetched
	GzipBytes  int64     // the scripts, gzipped (level 6, the usual server setting)
	RawBytes   int64
	EagerAreas []string // areas whose chunk the landing page fetched
	LazyAreas  []string // areas found as their own chunk and not fetched
}

// Measure loads base+"/" loads times through bench/lcp/lcp.mjs (run from
// the repository root, with the front end's node_modules), sizes the
// scripts it fetched from publicDir and says which areas stayed lazy.
func Measure(base, publicDir string, loads int) (*Report, error) {
	r, err := MeasurePage(base+"/", publicDir, loads)
	if err != nil {
		return nil, err
	}
	assets, _ := os.ReadDir(filepath.Join(publicDir, "assets"))
	for area, prefix := range Areas {
		fetched, exists := false, false
		for _, s := range r.Scripts {
			fetched = fetched || strings.HasPrefix(filepath.Base(s), prefix)
		}
		for _, a := range assets {
			exists = exists || strings.HasPrefix(a.Name(), prefix)
		}
		switch {
		case fetched:
			r.EagerAreas = append(r.EagerAreas, area)
		case exists:
			r.LazyAreas = append(r.LazyAreas, area)
		}
	}
	sort.Strings(r.EagerAreas)
	sort.Strings(r.LazyAreas)
	return r, nil
}

// MeasurePage loads url loads times, as Measure does the landing page
// (cold: a new browser context each time), and sizes the scripts it
// fetched from publicDir.
func MeasurePage(url, publicDir string, loads int) (*Report, error) {
	out, err := exec.Command("node", "bench/lcp/lcp.mjs", url, fmt.Sprint(loads)).Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return nil, fmt.Errorf("lcp.mjs: %w\n%s", err, ee.Stderr)
		}
		return nil, err
	}
	var raw struct {
		LCP     []float64 `json:"lcp"`
		Scripts []string  `json:"scripts"`
	}
	if err := json.Unmarshal(lastLine(out), &raw); err != nil {
		return nil, fmt.Errorf("lcp.mjs said %q: %w", out, err)
	}
	r := &Report{LCP: raw.LCP, Scripts: raw.Scripts}
	for _, s := range raw.Scripts {
		b, err := os.ReadFile(filepath.Join(publicDir, filepath.FromSlash(strings.TrimPrefix(s, "/"))))
		if err != nil {
			return nil, err
		}
		r.RawBytes += int64(len(b))
		r.GzipBytes += gzipSize(b)
	}
	return r, nil
}

// MedianLCP is the median of the loads' LCP, in milliseconds.
func (r *Report) MedianLCP() float64 {
	if len(r.LCP) == 0 {
		return -1
	}
	s := append([]float64{}, r.LCP...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func gzipSize(b []byte) int64 {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, 6)
	_, _ = w.Write(b)
	_ = w.Close()
	return int64(buf.Len())
}

func lastLine(b []byte) []byte {
	lines := bytes.Split(bytes.TrimSpace(b), []byte("\n"))
	return lines[len(lines)-1]
}
