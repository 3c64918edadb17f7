// Package feedfacts keeps what the feeds and enclosures measured of stored
// files, once per file for the life of an app: an audio file's size (a
// HEAD request on S3, which every feed poll would otherwise repeat for
// every episode), its header size and bitrate for the download threshold,
// and an image's header for the artwork checks. A file's storage key
// changes with the file, so an entry never goes stale; each map is bounded
// and starts over when full. With the feed-facts layer off
// (SELAH_FEED_FACTS=off) no audio fact is remembered.
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

// maxAudio bounds the cache of measured audio files; maxCovers that of
// images read as artwork.
const (
	maxAudio  = 10_000
	maxCovers = 10_000
)

// Audio is what the feeds need of a stored audio file: its size for the
// enclosure, its header size and bitrate for the download threshold.
type Audio struct {
	Size, Header int64
	Bitrate      int
	measured     bool // header and bitrate known (or known to be unknowable)
}

// Cover is what a stored image's header says.
type Cover struct {
	Cover feed.Cover
	OK    bool // the header was read
}

// Store is one app's measured files.
type Store struct {
	keep   bool
	mu     sync.Mutex
	audio  map[string]Audio
	covers map[string]Cover
}

// New is an empty store; keep false remembers no audio fact (the layer's
// off switch).
func New(keep bool) *Store {
	return &Store{keep: keep, audio: map[string]Audio{}, covers: map[string]Cover{}}
}

func (s *Store) cached(key string) (Audio, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, ok := s.audio[key]
	return f, ok
}

func (s *Store) remember(key string, f Audio) {
	if !s.keep {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.audio) >= maxAudio {
		clear(s.audio)
	}
	s.audio[key] = f
}

// Size is a stored file's size, asked of storage once.
func (s *Store) Size(fsys *filesystem.System, key string) (int64, error) {
	if f, ok := s.cached(key); ok {
		return f.Size, nil
	}
	attrs, err := fsys.Attributes(key)
	if err != nil {
		return 0, fmt.Errorf("feed audio attributes: %w", err)
	}
	s.remember(key, Audio{Size: attrs.Size})
	return attrs.Size, nil
}

// Audio measures a stored episode file once: its size, and its header
// size and bitrate as recorded at upload (or measured by the rendition
// job) or, for older episodes, probed now. A file Probe cannot read still
// counts, against its whole length.
func (s *Store) Audio(fsys *filesystem.System, key string, served renditions.File) (Audio, error) {
	if f, ok := s.cached(key); ok && f.measured {
		return f, nil
	}
	size, err := s.Size(fsys, key)
	if err != nil {
		return Audio{}, err
	}
	f := Audio{Size: size, Header: served.HeaderSize, Bitrate: served.Bitrate, measured: true}
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
	s.remember(key, f)
	return f, nil
}

// CoverOf reads an image's header once; a file missing for now is asked
// again next time.
func (s *Store) CoverOf(fsys *filesystem.System, key string) Cover {
	s.mu.Lock()
	facts, known := s.covers[key]
	s.mu.Unlock()
	if known {
		return facts
	}
	r, err := fsys.GetReader(key)
	if err != nil {
		return Cover{}
	}
	cover, err := feed.DecodeCover(r)
	r.Close()
	facts = Cover{Cover: cover, OK: err == nil}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.covers) >= maxCovers {
		clear(s.covers)
	}
	s.covers[key] = facts
	return facts
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

// Keeps reports whether the store remembers audio facts (the layer is on).
func (s *Store) Keeps() bool { return s.keep }
