// Package ingest saves uploads: a media item with its episodes, or one more
// episode of an existing media item. The upload routes read the request and
// check everything first (the metadata is validated, the files' types were
// decided from their bytes, never their names or declared types, and each
// audio file was measured); what is left here is the part that must happen
// all or nothing: the records, written in one transaction, and the audio
// files, which on local storage are moved into place instead of copied
// (moveAudioIntoStorage) and removed again when the transaction fails.
//
// Its inputs are plain values, so that it knows nothing of HTTP, forms or
// their error messages: those stay with the routes.
package ingest

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/inflector"
	"github.com/pocketbase/pocketbase/tools/security"

	"selah/internal/audio"
	"selah/internal/moderation"
	"selah/internal/sniff"
	"selah/internal/storage"
	"selah/internal/upload"
)

// Audio is an audio file whose bytes were checked and measured.
type Audio struct {
	File *upload.File
	Info audio.Info
}

// Episode is one episode to save: its validated text and its measured audio.
type Episode struct {
	Title, Description, Genre, Lyrics string
	Audio                             Audio
	// What an episode imported from another host's feed keeps
	// (internal/importfeed): its guid, publication date and episode
	// number; zero values are not set (an upload has none).
	GUID        string
	PublishedAt time.Time
	Number      int
}

// Media is a media item to save with its episodes, in their order (the
// first is at position 1).
type Media struct {
	Artist   string         // the id of the user the media belongs to
	Fields   map[string]any // validated fields of the media record (title, type, ...)
	Cover    *upload.File   // an image, its type already decided from its bytes (nil: none, an import without artwork)
	Episodes []Episode
	Draft    bool // saved as its creator's draft, not sent to review
}

// Save writes the media and its episodes in one transaction, with also
// (when not nil) run first in the same transaction; it returns the media id.
// When the transaction fails, the audio already moved into storage is
// removed again.
func Save(app core.App, m Media, also func(tx core.App) error) (string, error) {
	var mediaId string
	var moved movedFiles
	err := app.RunInTransaction(func(tx core.App) error {
		if also != nil {
			if err := also(tx); err != nil {
				return err
			}
		}
		media, err := newMedia(tx, m.Artist, m.Fields, m.Cover, m.Draft)
		if err != nil {
			return err
		}
		mediaId = media.Id
		for i, ep := range m.Episodes {
			if _, err := newEpisode(tx, media.Id, i+1, ep, &moved); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		moved.undo()
	}
	return mediaId, err
}

// AddEpisode adds one episode after the last of an existing media item's
// (its position is the highest so far plus one), in one transaction; when
// that fails, the audio already moved into storage is removed again.
func AddEpisode(app core.App, mediaId string, ep Episode) (*core.Record, error) {
	var created *core.Record
	var moved movedFiles
	err := app.RunInTransaction(func(tx core.App) error {
		var last int
		err := tx.DB().Select("COALESCE(MAX(position), 0)").From("episodes").
			Where(dbx.HashExp{"media": mediaId}).Row(&last)
		if err != nil {
			return err
		}
		created, err = newEpisode(tx, mediaId, last+1, ep, &moved)
		return err
	})
	if err != nil {
		moved.undo()
		return nil, err
	}
	return created, nil
}

// newMedia saves a media record (pending: the hooks see to it).
func newMedia(tx core.App, artist string, fields map[string]any, cover *upload.File, draft bool) (*core.Record, error) {
	coll, err := tx.FindCachedCollectionByNameOrId("media")
	if err != nil {
		return nil, err
	}
	m := core.NewRecord(coll)
	for k, v := range fields {
		m.Set(k, v)
	}
	if draft {
		moderation.AsDraft(m)
	}
	m.Set("artist", artist)
	if cover != nil {
		file, err := storedFile(cover, sniff.Ext(cover.Head))
		if err != nil {
			return nil, err
		}
		m.Set("coverArt", file)
	}
	if err := tx.Save(m); err != nil {
		return nil, fmt.Errorf("save media: %w", err)
	}
	return m, nil
}

// newEpisode saves one episode with its measured audio. With local
// storage the audio is moved into place rather than copied (moved records
// it, so a failed transaction can undo it).
func newEpisode(tx core.App, mediaId string, position int, meta Episode, moved *movedFiles) (*core.Record, error) {
	coll, err := tx.FindCachedCollectionByNameOrId("episodes")
	if err != nil {
		return nil, err
	}
	a := meta.Audio
	ep := core.NewRecord(coll)
	ep.Set("media", mediaId)
	ep.Set("position", position)
	ep.Set("title", meta.Title)
	ep.Set("description", meta.Description)
	ep.Set("genre", meta.Genre)
	ep.Set("lyrics", meta.Lyrics)
	ep.Set("duration", a.Info.Duration)
	ep.Set("bitrate", a.Info.Bitrate)
	ep.Set("headerSize", a.Info.HeaderSize)
	if meta.GUID != "" {
		ep.Set("guid", meta.GUID)
	}
	if !meta.PublishedAt.IsZero() {
		ep.Set("publishedAt", meta.PublishedAt.UTC())
	}
	if meta.Number > 0 {
		ep.Set("episodeNumber", meta.Number)
	}
	file, err := storedFile(a.File, a.Info.Format.Ext())
	if err != nil {
		return nil, err
	}
	// With local storage the file is moved into place after the save;
	// with S3, PocketBase uploads it as part of the save.
	local := storage.IsLocal(tx)
	if !local {
		ep.Set("audio", file)
	}
	if err := tx.Save(ep); err != nil {
		return nil, fmt.Errorf("save episode %d: %w", position, err)
	}
	if local {
		if err := moveAudioIntoStorage(tx, ep, a.File.Path, file.Name, moved); err != nil {
			return nil, fmt.Errorf("store episode %d: %w", position, err)
		}
	}
	return ep, nil
}

// storedFile wraps a temporary file for PocketBase's Save, named after the
// client's name but with the extension of what the bytes are.
func storedFile(f *upload.File, ext string) (*filesystem.File, error) {
	file, err := filesystem.NewFileFromPath(f.Path)
	if err != nil {
		return nil, err
	}
	base := strings.TrimSuffix(f.Name, filepath.Ext(f.Name))
	clean := inflector.Snakecase(base)
	if len(clean) > 80 {
		clean = clean[:80]
	}
	if len(clean) < 3 {
		clean = "file" + clean
	}
	file.OriginalName = OriginalName(base, 200) + ext
	file.Name = clean + "_" + security.RandomStringWithAlphabet(10, "abcdefghijklmnopqrstuvwxyz0123456789") + ext
	file.Size = f.Size
	return file, nil
}

// OriginalName is a client's file name fit for PocketBase's file metadata,
// which must be valid UTF-8 (else storing the file fails: a 500): invalid
// bytes are dropped and the name is cut to max bytes between characters
// (PocketBase cuts at byte 255 by itself, which can split a character).
func OriginalName(name string, max int) string {
	name = strings.ToValidUTF8(name, "")
	for len(name) > max {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	return name
}
