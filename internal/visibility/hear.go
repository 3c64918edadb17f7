package visibility

import "github.com/pocketbase/pocketbase/core"

// Who may hear an episode: the one decision the stream makes, whether it
// asks in Go (MayHearEpisode: plays, positions, public_media) or reads
// whether the episode is public in its one-query look-up (the stream's hot
// path, with PublicEpisodeSQL as a column) and then asks Hears.

// Hears reports whether who may hear an episode of the creator artist
// whose public-ness public tells (asked last, only when it decides). The
// stream is for our own accounts (a superuser is not a listener), and a
// listener must be in good standing unless the episode is theirs; then
// Shows decides. who is nil for a listener without an account, who hears
// only what is public.
func Hears(who *core.Record, artist string, public func() bool) bool {
	if who == nil {
		return public()
	}
	switch who.Collection().Name {
	case AdminsCollection:
	case UsersCollection:
		if !Owns(who, artist) && IsSuspended(who) {
			return false
		}
	default:
		return false
	}
	return Shows(who, artist, public)
}

// HearsEpisode is Hears from the values an episode's rule reads: its
// item's creator and review state, its own, and the creator's standing
// (asked last, only when it decides).
func HearsEpisode(who *core.Record, artist, mediaStatus, episodeStatus string, creatorActive func() bool) bool {
	return Hears(who, artist, func() bool { return PublicEpisode(mediaStatus, episodeStatus, creatorActive) })
}

// MayHearEpisode is HearsEpisode for an episode record and its media; the
// creator's account is read only when it decides.
func MayHearEpisode(app core.App, who, episode, media *core.Record) bool {
	artist := media.GetString("artist")
	return HearsEpisode(who, artist, media.GetString("adminStatus"), episode.GetString("adminStatus"), CreatorActive(app, artist))
}

// MayFetchFile reports whether who may fetch a file of a media item (a
// cover: episode nil) or of one of its episodes (the rendition; field
// "audio", the original upload, is its creator's and staff's only:
// SeesOriginal). creatorActive is asked only when it decides. The
// /api/files hook asks it for the caller and for a guest.
func MayFetchFile(who, media, episode *core.Record, field string, creatorActive func() bool) bool {
	artist, status := media.GetString("artist"), media.GetString("adminStatus")
	switch {
	case episode != nil && field == "audio":
		return SeesOriginal(who, artist)
	case episode != nil:
		return AllowsEpisode(who, artist, status, episode.GetString("adminStatus"), creatorActive)
	}
	return Allows(who, artist, status, creatorActive)
}
