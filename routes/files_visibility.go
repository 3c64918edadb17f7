package routes

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/visibility"
)

// Cache-Control of a media file. Everyone's copy may be kept an hour, not
// PocketBase's 30 days (plus a day stale), so a takedown reaches shared
// caches within the hour; a copy only its creator or staff may see is
// never kept by a shared cache.
const (
	publicFileCache  = "public, max-age=3600"
	privateFileCache = "private, max-age=3600"
)

// registerFileVisibility makes /api/files answer a file of media (a cover)
// or of an episode (its rendition) only to whoever may see the item, by
// visibility's rule, the one the lists and the stream keep: a pending,
// rejected or suspended item, or any item of a suspended creator, is a 404
// but to its creator and staff. An episode's audio, the original upload
// (a WAV with the tags the rendition strips), is a 404 to anyone but its
// creator and staff even when the item is public (visibility.SeesOriginal);
// listeners hear the stream route's file. PocketBase checks the view rule for
// protected files only (covers are not protected: feeds and shared links
// show the approved ones to everyone).
//
// The caller is the Authorization header's account or, since an <img> or
// <audio> element sends no header, the account of a PocketBase file token
// in ?token= (POST /api/files/token, the SDK's pb.files.getToken()); the
// front end adds one after a cover fails to load without it.
func registerFileVisibility(app core.App) {
	app.OnFileDownloadRequest("media", "episodes").Bind(&hook.Handler[*core.FileDownloadRequestEvent]{
		Id: "selahFileVisibility",
		// Before selahFileHeaders: a refused file gets no file headers.
		Priority: -1,
		Func: func(e *core.FileDownloadRequestEvent) error {
			media, episode := e.Record, (*core.Record)(nil)
			if e.Collection.Name == "episodes" {
				episode = e.Record
				m, err := e.App.FindRecordById("media", episode.GetString("media"))
				if err != nil {
					return e.NotFoundError("", nil)
				}
				media = m
			}
			creatorActive := visibility.CreatorActive(e.App, media.GetString("artist"))
			may := func(who *core.Record) bool {
				return visibility.MayFetchFile(who, media, episode, e.FileField.Name, creatorActive)
			}
			switch {
			case may(nil) && !e.FileField.Protected:
				e.Response.Header().Set("Cache-Control", publicFileCache)
			case may(e.Auth) || may(fileTokenAccount(e.RequestEvent)):
				e.Response.Header().Set("Cache-Control", privateFileCache)
			default:
				return e.NotFoundError("", nil)
			}
			return e.Next()
		},
	})
}

// fileTokenAccount is the account of the PocketBase file token in ?token=,
// or nil.
func fileTokenAccount(e *core.RequestEvent) *core.Record {
	token := e.Request.URL.Query().Get("token")
	if token == "" {
		return nil
	}
	who, err := e.App.FindAuthRecordByToken(token, core.TokenTypeFile)
	if err != nil {
		return nil
	}
	return who
}
