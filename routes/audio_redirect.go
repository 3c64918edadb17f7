package routes

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"selah/internal/downloads"
	"selah/internal/feedfacts"
	"selah/internal/renditions"
	"selah/internal/services"
	"selah/internal/storage"
)

// With S3 storage on, the audio routes answer 302 to a short-lived signed
// URL of the object (internal/storage.SignedURL), so no audio byte passes
// through the server; local storage keeps serving the file itself.

// A signed URL of audio lives the app's storage.SignedTTL: 10 minutes, or
// SELAH_SIGNED_URL_TTL resolved at start and clamped to an hour
// (internal/storage/signed_ttl.go). Short, because the bucket checks
// nothing but the signature: a takedown, a suspension, an episode made
// private or a revoked stream token stops the bucket serving within this
// time, and a URL copied out of a player is useless soon after. The player
// does not need more: a browser sends its next Range requests to the
// redirect's target, and when one finds it expired (403), the player loads
// the stream URL again and gets a newly signed redirect
// (listening-player.ts, RELOAD_EVERY_MS); a podcast app's download, once
// begun, is not cut at expiry (S3 checks when a request arrives), and a new
// one asks the enclosure URL again.

// redirectToObject answers 302 to a signed URL of key, which the bucket
// serves as contentType with that disposition, and reports until when the
// URL works; ok is false (nothing written) when S3 storage is off or the
// URL cannot be signed (err says why), so the caller serves the file
// through the server instead. The answer is no-store: a cached redirect
// would outlive its URL, and every request must pass the route's checks.
// The original-download route uses it as the stream does.
func redirectToObject(e *core.RequestEvent, key, contentType, disposition string) (until time.Time, ok bool, err error) {
	ttl := services.Of(e.App).SignedTTL.Life()
	until = time.Now().Add(ttl)
	u, ok, err := storage.SignedURL(e.App, key, ttl, contentType, disposition)
	if !ok || err != nil {
		return time.Time{}, false, err
	}
	h := e.Response.Header()
	h.Set("Cache-Control", "no-store")
	// No body: the bytes come from the bucket, not from us.
	h.Set("Location", u)
	e.Response.WriteHeader(http.StatusFound)
	return until, true, nil
}

// redirectStream is the stream route's answer with S3 on: 302 to the
// served file (ep.audio, the rendition or the upload), inline unless
// ?download=1, as serveAudio would send it.
func redirectStream(e *core.RequestEvent, ep streamEpisode) (until time.Time, ok bool, err error) {
	coll, err := e.App.FindCachedCollectionByNameOrId("episodes")
	if err != nil {
		return time.Time{}, false, err
	}
	key := storage.KeyOf(coll, ep.id, ep.audio)
	return redirectToObject(e, key, audioMIME(ep.audio), audioDisposition(e.Request)+"; filename="+publicAudioName(ep.id, ep.audio))
}

// redirectEnclosure is a feed enclosure's answer with S3 on: 302 to the
// served file, and the request counted toward a download by the IAB rules
// the local path applies to the bytes it serves, applied here to the
// bytes requested (the server cannot see what the bucket sends): only a
// GET, never a bot or a bytes=0-1 probe, the ranges of one listener adding
// up (the tracker) to a minute of audio or the whole file, one download per
// listener per episode per 24 h. done is false, with nothing written, when
// S3 is off or signing failed (the caller serves the file itself).
func redirectEnclosure(e *core.RequestEvent, fsys *filesystem.System, ep, media *core.Record, served renditions.File, key string) (done bool, err error) {
	// The bucket names the file as the route would: its published name.
	_, ok, err := redirectToObject(e, key, audioMIME(served.Name), "inline; filename="+publicAudioName(ep.Id, served.Name))
	if !ok {
		if err != nil {
			logError(e, err) // served through the server instead
		}
		return false, nil
	}
	rangeHeader := e.Request.Header.Get("Range")
	ua := e.Request.UserAgent()
	if e.Request.Method != http.MethodGet || downloads.IsBot(ua) || downloads.IsProbe(rangeHeader) {
		return true, nil
	}
	listener := downloads.ListenerKey(e.RealIP(), ua, listenerSalt(e.App))
	if err := countRequestedDownload(e.App, fsys, ep, media, served, key, listener, rangeHeader); err != nil {
		logError(e, err) // the listener has the URL: a counting failure is ours alone
	}
	return true, nil
}

// countRequestedDownload credits the ranges a redirected GET asked for (the
// whole file without a Range header) as countDownload credits the bytes
// served.
func countRequestedDownload(app core.App, fsys *filesystem.System, ep, media *core.Record, served renditions.File,
	key, listener, rangeHeader string) error {
	st := feedStateOf(app)
	facts, err := feedfacts.AudioOf(fsys, key, served)
	if err != nil {
		return err
	}
	spans := []downloads.Span{{Start: 0, End: facts.Size}}
	if rangeHeader != "" {
		if spans, err = downloads.ParseRange(rangeHeader, facts.Size); err != nil {
			return nil // the bucket answers 416 (or the whole file to a malformed header): nothing to credit
		}
	}
	now := st.Now()
	threshold := downloads.Threshold(facts.Size, facts.Header, facts.Bitrate, served.Duration)
	if !st.Tracker.Serve(key+"\x00"+listener, spans, facts.Header, facts.Size, threshold, now) {
		return nil
	}
	return saveDownload(app, ep, media, listener, now)
}
