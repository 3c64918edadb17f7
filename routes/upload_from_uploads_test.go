package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// TestUploadFromUploadsScenarios is upload_from_uploads.go's table: an
// upload made of tus uploads names them; without them the form is a 400,
// and an id that is no upload of the caller's a 404 (it does not say whose
// it is); nothing is written. Only accounts may call it.
func TestUploadFromUploadsScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	noFiles := `{"podcastMetadata":` + albumMeta("") + `,"episodesMetadata":[{"title":"One"}]}`
	unknown := `{"podcastMetadata":` + albumMeta("") + `,"episodesMetadata":[{"title":"One"}],"coverUpload":"nothing00000000","episodeUploads":["nothing00000001"]}`
	bad := ownedWant{status: 400, content: []string{`"success":false`}}
	var table []tests.ApiScenario
	table = append(table, fx.forRoles("no files", "POST", "/api/media/upload-media-from-uploads", noFiles,
		refusals(map[readerRole]ownedWant{rdListener: bad, rdOwner: bad, rdOther: bad}))...)
	table = append(table, fx.forRoles("unknown uploads", "POST", "/api/media/upload-media-from-uploads", unknown,
		map[readerRole]ownedWant{rdOwner: {status: 404, content: []string{`"success":false`}}})...)
	table = append(table, fx.forRoles("malformed JSON", "POST", "/api/media/upload-media-from-uploads", `{"podcastMetadata":`,
		map[readerRole]ownedWant{rdOwner: bad})...)
	fx.run(t, table)
}
