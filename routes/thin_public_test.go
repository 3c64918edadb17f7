package routes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// publicReaderFiles are the route files of the public readers (pages,
// profile, feeds, embeds, oEmbed, sitemap, browse, the media route, the
// stream and /api/files): each parses a request, asks a service in
// internal/ (visibility for who sees what, publicread, listening, lists,
// catalogue, feed, publicpage) and writes the answer.
var publicReaderFiles = []string{
	"public_page_data.go", "public_pages.go", "public_creators.go", "public_media.go",
	"feeds.go", "feeds_artwork.go", "feeds_audio_name.go", "feeds_enclosure.go", "feeds_sermons.go",
	"feeds_settings.go", "feeds_state.go", "media_item.go", "stream.go", "stream_serve.go",
	"files.go", "files_visibility.go", "embed_pages.go", "oembed.go",
	"sitemap.go", "sitemap_rate_limit.go", "browse.go",
}

// dataCalls are the calls that reach the database around a service.
var dataCalls = map[string]bool{"DB": true, "NewQuery": true, "RecordQuery": true, "ConcurrentDB": true, "NonconcurrentDB": true}

// TestPublicReaderRoutesHoldNoQueries: none of those files calls DB(),
// NewQuery, RecordQuery, ConcurrentDB or NonconcurrentDB; their SQL lives
// in internal/ (issue 27, thin routes). Before the move it found 12 calls
// in public_page_data, public_creators, feeds, feeds_sermons and media_item.
func TestPublicReaderRoutesHoldNoQueries(t *testing.T) {
	fset := token.NewFileSet()
	for _, name := range publicReaderFiles {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && dataCalls[sel.Sel.Name] {
				t.Errorf("%s: calls %s; ask a service in internal/", fset.Position(call.Pos()), sel.Sel.Name)
			}
			return true
		})
	}
}
