package routes_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// TestUploadEpisodeScenarios is upload_episode.go's table: an episode
// added to the owner's album is one episode create and one media update
// (its counters); another's or an unknown album is a 404, a missing media
// id or audio file a 400, all with nothing written.
func TestUploadEpisodeScenarios(t *testing.T) {
	t.Parallel()
	fx := newReaderFixture(t)
	mp3 := audioFixture(t, "vbr.mp3")
	upload := func(name string, r readerRole, mediaId string, files []part, w ownedWant) tests.ApiScenario {
		body, contentType := multipartBody(t, [][2]string{{"mediaId", mediaId}, {"title", "Bonus track"}}, files...)
		sc := fx.scenario(name+" as "+string(r), r, "POST", "/api/media/upload-episode", "", w)
		sc.Headers["Content-Type"] = contentType
		sc.Body = body
		return sc
	}
	audio := []part{{"audio", "bonus.mp3", mp3}}
	notFound := ownedWant{status: 404, content: []string{`"success":false`}}
	var table []tests.ApiScenario
	for r, w := range map[readerRole]ownedWant{
		rdGuest:     {status: 401, content: []string{`"success":false`}},
		rdOwner:     {status: 201, content: []string{"Episode uploaded successfully!", `"title":"Bonus track"`}, events: with(saved("create", 1), saved("update", 1))},
		rdOther:     notFound,
		rdListener:  notFound,
		rdAdmin:     {status: 403, content: []string{`"success":false`}},
		rdSuspended: {status: 403, content: []string{`"message":"Your account has been suspended."`}},
	} {
		table = append(table, upload("to the owner's album", r, rdOwnerDraft, audio, w))
	}
	table = append(table,
		upload("without a media id", rdOwner, "", audio, ownedWant{status: 400, content: []string{`"mediaId"`}}),
		upload("to an unknown album", rdOwner, "nothing00000000", audio, notFound),
		upload("without audio", rdOwner, rdOwnerDraft, nil, ownedWant{status: 400, content: []string{`"audio":{"code":"validation_required"`}}))
	fx.run(t, table)
}
