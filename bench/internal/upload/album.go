// Package upload sends an album to the server the ways a creator can:
// one multipart request (upload-media) or the resumable tus route, each
// streamed from generated WAV data so the client holds no file in memory,
// and times cp of the same bytes as the peer.
package upload

import (
	"fmt"
	"strings"
)

// Album is what to upload: Files WAV files of Size bytes each.
type Album struct {
	Files int
	Size  int64
	Genre string
}

// Total is the album's audio bytes.
func (a Album) Total() int64 { return int64(a.Files) * a.Size }

func (a Album) podcastMetadata() string {
	return fmt.Sprintf(`{"title":"Benchmark album","description":"Generated for the upload benchmark","genre":%q,"type":"album"}`, a.Genre)
}

func (a Album) episodesMetadata() string {
	eps := make([]string, a.Files)
	for i := range eps {
		eps[i] = fmt.Sprintf(`{"title":"Track %d"}`, i+1)
	}
	return "[" + strings.Join(eps, ",") + "]"
}

// tinyPNG is a 1x1 PNG for the cover.
var tinyPNG = []byte{
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
	0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
	0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
	0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
	0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
}
