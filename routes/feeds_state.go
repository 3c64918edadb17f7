package routes

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/filesystem/blob"

	"selah/internal/audio"
	"selah/internal/downloads"
	"selah/internal/layers"
	"selah/internal/renditions"
	"selah/internal/serverkey"
)

// maxTrackedListeners bounds the download tracker's memory (a few hundred
// bytes a key); maxAudioFacts the cache of measured files, maxCovers that
// of images read as artwork.
const (
	maxTrackedListeners = 500_000
	maxAudioFacts       = 10_000
	maxCovers           = 10_000
)

const feedStateKey = "selah.feeds"

// feedState is what the feed routes keep for the life of an app (not of a
// router: tests and restarts of the router keep it): the download tracker
// of partial ranges, the clock, and what was measured of each audio file.
type feedState struct {
	tracker *downloads.Tracker
	now     func() time.Time
	keep    bool // remember measured files; false with SELAH_FEED_FACTS=off

	mu     sync.Mutex
	facts  map[string]audioFacts
	covers map[string]coverFacts // image file key: its header (feeds_artwork.go)
}

// audioFacts is what the feeds need of a stored file: its size for the
// enclosure, its header size and bitrate for the download threshold. File
// keys change with the file, so an entry never goes stale.
type audioFacts struct {
	size, header int64
	bitrate      int
	measured     bool // header and bitrate known (or known to be unknowable)
}

func feedStateOf(app core.App) *feedState {
	return app.Store().GetOrSet(feedStateKey, func() any { return newFeedState() }).(*feedState)
}

// newFeedState is an app's feed state, with the feed-facts layer's switch
// read once, when its feeds are first asked for.
func newFeedState() *feedState {
	return &feedState{
		tracker: downloads.NewTracker(downloads.Window, maxTrackedListeners),
		now:     time.Now,
		keep:    layers.FromEnv().On(layers.FeedFacts),
		facts:   map[string]audioFacts{},
		covers:  map[string]coverFacts{},
	}
}

func (st *feedState) cached(key string) (audioFacts, bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	f, ok := st.facts[key]
	return f, ok
}

func (st *feedState) remember(key string, f audioFacts) {
	if !st.keep {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.facts) >= maxAudioFacts {
		clear(st.facts)
	}
	st.facts[key] = f
}

// size is a stored file's size, asked of storage once (a HEAD request per
// file on S3, which a feed poll would otherwise repeat for every episode).
func (st *feedState) size(fsys *filesystem.System, key string) (int64, error) {
	if f, ok := st.cached(key); ok {
		return f.size, nil
	}
	attrs, err := fsys.Attributes(key)
	if err != nil {
		return 0, fmt.Errorf("feed audio attributes: %w", err)
	}
	st.remember(key, audioFacts{size: attrs.Size})
	return attrs.Size, nil
}

// audio measures a stored episode file once: its size, and its header size
// and bitrate as recorded at upload (or measured by the rendition job) or,
// for older episodes, probed now. A file Probe cannot read still counts,
// against its whole length.
func (st *feedState) audio(fsys *filesystem.System, key string, served renditions.File) (audioFacts, error) {
	if f, ok := st.cached(key); ok && f.measured {
		return f, nil
	}
	size, err := st.size(fsys, key)
	if err != nil {
		return audioFacts{}, err
	}
	f := audioFacts{size: size, header: served.HeaderSize, bitrate: served.Bitrate, measured: true}
	if f.bitrate <= 0 {
		if r, err := fsys.GetReader(key); err == nil {
			if info, err := audio.Probe(&seekReaderAt{r: r}, size); err == nil {
				f.header, f.bitrate = info.HeaderSize, info.Bitrate
			}
			r.Close()
		}
	}
	if f.header < 0 || f.header >= f.size {
		f.header = 0
	}
	st.remember(key, f)
	return f, nil
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

// listenerSalt keys listener hashes with a server secret, so a stored key
// cannot be matched to an IP address by hashing candidates. It is derived
// from the users collection's token secret, which PocketBase generates at
// random and keeps in the database, so it is stable across restarts and
// machines; rotating that secret starts new listener keys.
func listenerSalt(app core.App) []byte {
	key, err := serverkey.For(app, "selah downloads listener key")
	if err != nil {
		return []byte(app.Settings().Meta.AppName)
	}
	return key
}
