// Package feedfacts reads what the feeds and enclosures need of stored
// files: an audio file's size, its header size and bitrate for the download
// threshold, and an image's header for the artwork checks. Nothing is kept
// between requests: the feed-facts speed layer that remembered them bought
// 1.03x in make bench and went (docs/decisions/0015). A feed asks storage
// only for originals not yet rendered (a rendition's size is on its
// episode's record).
package feedfacts

import (
	"fmt"
	"io"
	"sync"

	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/filesystem/blob"

	"selah/internal/audio"
	"selah/internal/feed"
	"selah/internal/renditions"
)

// Audio is what the feeds need of a stored audio file: its size for the
// enclosure, its header size and bitrate for the download threshold.
type Audio struct {
	Size, Header int64
	Bitrate      int
}

// Cover is what a stored image's header says.
type Cover struct {
	Cover feed.Cover
	OK    bool // the header was read
}

// Size is a stored file's size, asked of storage.
func Size(fsys *filesystem.System, key string) (int64, error) {
	attrs, err := fsys.Attributes(key)
	if err != nil {
		return 0, fmt.Errorf("feed audio attributes: %w", err)
	}
	return attrs.Size, nil
}

// AudioOf measures a stored episode file: its size, asked of storage, and
// its header size and bitrate as recorded at upload (or measured by the
// rendition job) or, for older episodes, probed now. A file Probe cannot
// read still counts, against its whole length.
func AudioOf(fsys *filesystem.System, key string, served renditions.File) (Audio, error) {
	size, err := Size(fsys, key)
	if err != nil {
		return Audio{}, err
	}
	f := Audio{Size: size, Header: served.HeaderSize, Bitrate: served.Bitrate}
	if f.Bitrate <= 0 {
		if r, err := fsys.GetReader(key); err == nil {
			if info, err := audio.Probe(&seekReaderAt{r: r}, size); err == nil {
				f.Header, f.Bitrate = info.HeaderSize, info.Bitrate
			}
			r.Close()
		}
	}
	if f.Header < 0 || f.Header >= f.Size {
		f.Header = 0
	}
	return f, nil
}

// CoverOf reads an image's header.
func CoverOf(fsys *filesystem.System, key string) Cover {
	r, err := fsys.GetReader(key)
	if err != nil {
		return Cover{}
	}
	cover, err := feed.DecodeCover(r)
	r.Close()
	return Cover{Cover: cover, OK: err == nil}
}

// seekReaderAt reads a storage blob (local or S3) at offsets, for Probe.
type seekReaderAt struct {
	mu sync.Mutex
	r  *blob.Reader
}

func (s *seekReaderAt) ReadAt(p []byte, off int64) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.r.Seek(off, io.SeekStart); err != nil {
		return 0, err
	}
	n, err := io.ReadFull(s.r, p)
	if err == io.ErrUnexpectedEOF {
		err = io.EOF
	}
	return n, err
}
