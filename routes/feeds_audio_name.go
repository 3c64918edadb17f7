package routes

import (
	"net/url"
	"regexp"

	"selah/internal/audio"
)

// The name an episode's audio is published under: in the enclosure URL
// (feeds, og:audio, twitter:player:stream, JSON-LD) and in the
// Content-Disposition of every answer that serves it to listeners. It is
// the episode's id and the served file's extension, never the stored
// name: until the rendition is done (or when it failed, or with no ffmpeg)
// the served file is the upload, whose stored name is its creator's and
// staff's only (internal/visibility/original.go); and a name that followed
// the stored one would change, and break every URL published before, when
// the rendition replaces the upload.

// publicAudioName is the published name of episodeId's audio whose stored
// file is served ("" for an episode with no audio).
func publicAudioName(episodeId, served string) string {
	ext := audio.FormatOfName(served).Ext()
	if ext == "" {
		return ""
	}
	return episodeId + ext
}

// enclosurePathOf is the token-free URL path of episodeId's audio, served
// as the file named served.
func enclosurePathOf(episodeId, served string) string {
	return "/api/feeds/episodes/" + url.PathEscape(episodeId) + "/" + url.PathEscape(publicAudioName(episodeId, served))
}

// enclosureNameShape is any file name a URL of ours may have carried:
// the published one and, before it, the stored one (PocketBase's names and
// the renditions'), so that every URL an app or a preview cache keeps
// still answers with the episode's current audio, whatever its extension.
var enclosureNameShape = regexp.MustCompile(`^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$`)

// enclosureNameAllowed reports whether name has the shape of an audio file
// name of ours: [name].[an audio extension]. Which one does not matter: the
// route serves what the episode serves now.
func enclosureNameAllowed(name string) bool {
	return enclosureNameShape.MatchString(name) && audio.FormatOfName(name).Valid()
}
