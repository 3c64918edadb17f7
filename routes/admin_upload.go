package routes

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/upload"
	"selah/internal/visibility"
)

// Admins upload on a creator's behalf (SPEC's admin upload dialogs),
// through the same pipeline as creators.
func (d *deps) registerAdminUpload(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/upload-media", d.adminUploadMedia).Bind(requireAdmin(), withUploadLimit())
	g.POST("/upload-episode", d.adminUploadEpisode).Bind(requireAdmin(), withUploadLimit())
}

func (d *deps) adminUploadMedia(e *core.RequestEvent) error {
	return d.createMedia(e, func(in *upload.Form, f *form) string {
		id := strings.TrimSpace(firstValue(in, "artistId"))
		if id == "" {
			f.add("artistId", "required", "Please choose the creator this upload belongs to")
			return ""
		}
		artist, err := e.App.FindRecordById(usersCollection, id)
		if err != nil || visibility.IsSuspended(artist) {
			f.add("artistId", "unknown", "Unknown or suspended creator")
			return ""
		}
		return artist.Id
	})
}

func (d *deps) adminUploadEpisode(e *core.RequestEvent) error {
	return d.addEpisode(e, func(e *core.RequestEvent, id string) (*core.Record, error) {
		m, err := e.App.FindRecordById("media", id)
		if err != nil {
			return nil, e.NotFoundError("", nil)
		}
		return m, nil
	})
}
