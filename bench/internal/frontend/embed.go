package frontend

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// EmbedReport is what the embeddable player (pb_public/embed.html, the
// page /embed/media/{id} and /embed/episodes/{id} send) costs a site that
// frames it: its own scripts and styles, gzipped, and whether anything of
// the app came with them.
type EmbedReport struct {
	Scripts, Styles []string // as embed.html names them, plus the chunks they import
	JSGzip, JSRaw   int64
	CSSGzip         int64
	// Imports are chunks the embed's scripts import (the build makes none).
	Imports []string
	// Foreign names what of React, the router or the PocketBase SDK was
	// found in the embed's scripts, by strings each keeps when minified.
	Foreign []string
}

var (
	assetRef   = regexp.MustCompile(`<(?:script|link)\b[^>]*?\b(?:src|href)="(/assets/[^"]+\.(?:js|css))"`)
	chunkRef   = regexp.MustCompile("(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*)[\"'`](\\./[^\"'`]+\\.js)[\"'`]")
	appMarkers = map[string]string{
		"React":           "react.transitional.element",
		"React DOM":       "__reactContainer",
		"React Router":    "<Router>",
		"PocketBase SDK":  "ClientResponseError",
		"TanStack Query":  "QueryClient",
		"the app's entry": "Missing #root element",
	}
)

// MeasureEmbed sizes embed.html's scripts and styles in publicDir and
// follows every chunk the scripts import.
func MeasureEmbed(publicDir string) (*EmbedReport, error) {
	html, err := os.ReadFile(filepath.Join(publicDir, "embed.html"))
	if err != nil {
		return nil, fmt.Errorf("the embed is not built: %w", err)
	}
	r := &EmbedReport{}
	seen := map[string]bool{}
	var queue []string
	for _, m := range assetRef.FindAllSubmatch(html, -1) {
		queue = append(queue, string(m[1]))
	}
	if len(queue) == 0 {
		return nil, fmt.Errorf("embed.html names no script or style")
	}
	for len(queue) > 0 {
		asset := queue[0]
		queue = queue[1:]
		if seen[asset] {
			continue
		}
		seen[asset] = true
		b, err := os.ReadFile(filepath.Join(publicDir, filepath.FromSlash(strings.TrimPrefix(asset, "/"))))
		if err != nil {
			return nil, err
		}
		if strings.HasSuffix(asset, ".css") {
			r.Styles = append(r.Styles, asset)
			r.CSSGzip += gzipSize(b)
			continue
		}
		r.Scripts = append(r.Scripts, asset)
		r.JSRaw += int64(len(b))
		r.JSGzip += gzipSize(b)
		for name, marker := range appMarkers {
			if bytes.Contains(b, []byte(marker)) && !slices.Contains(r.Foreign, name) {
				r.Foreign = append(r.Foreign, name)
			}
		}
		for _, m := range chunkRef.FindAllSubmatch(b, -1) {
			chunk := "/assets/" + strings.TrimPrefix(string(m[1]), "./")
			r.Imports = append(r.Imports, chunk)
			queue = append(queue, chunk)
		}
	}
	sort.Strings(r.Foreign)
	return r, nil
}
