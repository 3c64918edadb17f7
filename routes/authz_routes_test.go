package routes_test

// selahRows are the matrix rows of our own routes (routes.Register): one
// or more per route, each with every role's status.
func selahRows() []authzRow {
	return concat(accountRows(), meRows(), adminRows(), mediaRows(), listeningRows(), feedAndUploadRows())
}

func concat(parts ...[]authzRow) []authzRow {
	var out []authzRow
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// accountRows: the tokenless account routes. The token is ignored; what
// differs is the account each role signs in, signs up or resets with (its
// own email), which is what these rows show.
func accountRows() []authzRow {
	return []authzRow{
		// API.md allows create-new-account to say an email is taken (409)
		// by a verified account; an unverified one is replaced (201).
		{route: "POST /api/users/create-new-account", name: "with the role's own email",
			body: jsonFor(func(c roleCtx) string {
				return `{"name":"Some One","email":"` + c.email() + `","password":"a-good-password-1"}`
			}),
			want: everyone(409).set(201, guest, unverified, admin, superuser)},
		{route: "POST /api/users/verify-user", name: "the role's email; only new@ holds a real code",
			body: jsonFor(func(c roleCtx) string {
				code := "000000"
				if c.role == unverified {
					code = c.fx.verifyCode
				} else if c.fx.verifyCode == code {
					code = "111111"
				}
				return `{"email":"` + c.email() + `","verificationCode":"` + code + `"}`
			}),
			want: everyone(400).set(200, unverified)},
		{route: "POST /api/users/resend-verification-code", name: "same answer for every email",
			body: jsonFor(func(c roleCtx) string { return `{"email":"` + c.email() + `"}` }),
			want: everyone(200)},
		{route: "POST /api/users/login", name: "the role's own credentials",
			body: jsonFor(func(c roleCtx) string { return c.credentials("email") }),
			want: want{guest: 401, user: 200, other: 200, unverified: 403, suspended: 403, admin: 401, superuser: 401}},
		{route: "POST /api/users/forgot-password", name: "same answer for every email",
			body: jsonFor(func(c roleCtx) string { return `{"email":"` + c.email() + `"}` }),
			want: everyone(200)},
		{route: "POST /api/users/verify-reset-code", name: "a wrong code",
			body: jsonFor(func(c roleCtx) string { return `{"email":"` + c.email() + `","code":"000000"}` }),
			want: everyone(400)},
		// A reset token of the role's own account: a users token resets
		// (the code proved the address; a suspended account still cannot
		// sign in), an admin's or superuser's is not a users token.
		{route: "POST /api/users/reset-password", name: "the role's own reset token",
			body: jsonFor(func(c roleCtx) string {
				tok := c.fx.resetTokens[c.role]
				if tok == "" {
					tok = "not-a-token"
				}
				return `{"email":"` + c.email() + `","resetToken":"` + tok + `","password":"a-new-password-1"}`
			}),
			want: want{guest: 400, user: 200, other: 200, unverified: 200, suspended: 200, admin: 400, superuser: 400}},
		{route: "POST /api/admin/login", name: "the role's own credentials",
			body: jsonFor(func(c roleCtx) string { return c.credentials("email") }),
			want: everyone(401).set(200, admin)},
	}
}

func meRows() []authzRow {
	return []authzRow{
		{route: "GET /api/users/me", want: userOnly(200),
			see: map[role][]string{user: {"me@example.com"}, other: {"other@example.com"}}},
		{route: "PATCH /api/users/me", body: asJSON(`{"name":"A New Name"}`), want: userOnly(200)},
		{route: "DELETE /api/users/me", name: "confirmed with the role's email",
			body: jsonFor(func(c roleCtx) string { return `{"email":"` + c.email() + `"}` }), want: userOnly(200)},
		{route: "POST /api/users/change-password",
			body: jsonFor(func(c roleCtx) string {
				return `{"currentPassword":"` + c.password() + `","password":"a-new-password-1"}`
			}), want: userOnly(200)},
		{route: "GET /api/users/messages", want: userOnly(200),
			see: map[role][]string{user: {secretNoteToMe}, other: {secretNoteToOther}}},
	}
}

func adminRows() []authzRow {
	return []authzRow{
		{route: "GET /api/admin/dashboard", want: adminOnly(200)},
		{route: "GET /api/admin/me", want: adminOnly(200)},
		{route: "PATCH /api/admin/me", body: asJSON(`{"name":"Head Reviewer"}`), want: adminOnly(200)},
		{route: "POST /api/admin/change-password",
			body: jsonFor(func(c roleCtx) string {
				return `{"currentPassword":"` + c.password() + `","password":"a-new-password-1"}`
			}), want: adminOnly(200)},
		{route: "GET /api/admin/settings", want: adminOnly(200)},
		{route: "PUT /api/admin/settings", body: asJSON(`{"registrationOpen":true}`), want: adminOnly(200)},
		{route: "POST /api/admin/upload-media", name: "an album for me",
			body: func(c roleCtx) reqBody { return uploadMediaBody(c, azMe) }, want: adminOnly(201)},
		{route: "POST /api/admin/upload-episode", name: "to my pending album",
			body: func(c roleCtx) reqBody { return uploadEpisodeBody(c, azMePending) }, want: adminOnly(201)},
		{route: "GET /api/admin/users/get-user-statistics", want: adminOnly(200)},
		{route: "GET /api/admin/users/get-paginated-list-of-users", want: adminOnly(200),
			see: map[role][]string{admin: {"other@example.com"}}},
		{route: "GET /api/admin/users/export.csv", want: adminOnly(200)},
		{route: "GET /api/admin/users/{id}", name: "another user", url: at("/api/admin/users/" + azOther),
			want: adminOnly(200), see: map[role][]string{admin: {secretTheirDraft}}},
		{route: "PUT /api/admin/users/{id}/status", name: "suspend another user", url: at("/api/admin/users/" + azOther + "/status"),
			body: asJSON(`{"accountStatus":"suspended"}`), want: adminOnly(200)},
		{route: "POST /api/admin/users/{id}/messages", url: at("/api/admin/users/" + azOther + "/messages"),
			body: asJSON(`{"text":"Hello"}`), want: adminOnly(201)},
		{route: "GET /api/admin/media/{id}/history", name: "their podcast", url: at("/api/admin/media/" + azOtherCast + "/history"),
			want: adminOnly(200), see: map[role][]string{admin: {secretRejectReason}}},
		{route: "GET /api/admin/revisions", want: adminOnly(200), see: map[role][]string{admin: {secretRevision}}},
		{route: "GET /api/media/media-by-admin-status", want: adminOnly(200),
			see: map[role][]string{admin: {secretTheirDraft, secretMyDraft}}},
		{route: "PUT /api/media/media-status", name: "approve their draft",
			body: asJSON(`{"mediaId":"` + azOtherDraft + `","adminStatus":"active"}`), want: adminOnly(200)},
	}
}

func mediaRows() []authzRow {
	mine, theirs := "/api/media/"+azMePending, "/api/media/"+azOtherDraft
	return []authzRow{
		{route: "GET /api/media/media-statuses", want: readers(200)},
		{route: "GET /api/media/genres", want: readers(200)},
		{route: "GET /api/media/audio-categories", want: readers(200)},
		{route: "GET /api/media/media-stats", want: userOnly(200)},
		{route: "GET /api/media/user-media", name: "the caller's own", want: userOnly(200),
			see: map[role][]string{user: {secretMyDraft}, other: {secretTheirDraft}}},
		{route: "GET /api/media/user-media/{userId...}", name: "another creator's page", url: at("/api/media/user-media/" + azOther),
			want: userOnly(200), see: map[role][]string{user: {"Their Open Podcast"}, other: {secretTheirDraft}}},
		{route: "GET /api/media/user-media/{userId...}", name: "a suspended creator's page", url: at("/api/media/user-media/" + azSuspended),
			want: userOnly(404)},
		{route: "POST /api/media/upload-media", name: "an album",
			body: func(c roleCtx) reqBody { return uploadMediaBody(c, "") }, want: userOnly(201)},
		// The caller must own the media: their draft is invisible to me (404).
		{route: "POST /api/media/upload-episode", name: "to my pending album",
			body: func(c roleCtx) reqBody { return uploadEpisodeBody(c, azMePending) }, want: userOnly(201).set(404, other)},
		{route: "POST /api/media/upload-media-from-uploads", name: "no files: the form is checked",
			body: asJSON(`{"podcastMetadata":` + albumMeta("") + `}`), want: userOnly(400)},
		{route: "POST /api/media/upload-media-from-uploads", name: "another user's upload id",
			body: func(c roleCtx) reqBody {
				return reqBody{"application/json", []byte(`{"podcastMetadata":` + albumMeta("") +
					`,"episodesMetadata":[{"title":"One"}],"coverUpload":"` + c.fx.uploadId + `"}`)}
			},
			// other owns the upload: their form is checked (one episode,
			// no audio) before any file.
			want: userOnly(404).set(400, other)},
		{route: "GET /api/media/{id}", name: "my pending album", url: at(mine),
			want: readers(200).set(404, other), see: map[role][]string{user: {secretMyDraft}}},
		{route: "GET /api/media/{id}", name: "their pending album", url: at(theirs),
			want: readers(200).set(404, user)},
		{route: "GET /api/media/{id}", name: "a suspended creator's album", url: at("/api/media/" + azSuspAlbum),
			want: readers(404).set(200, admin)},
		{route: "PATCH /api/media/{id}", name: "my pending album", url: at(mine),
			body: asJSON(`{"title":"Renamed"}`), want: userOnly(200).set(404, other)},
		{route: "PATCH /api/media/{id}", name: "their approved podcast", url: at("/api/media/" + azOtherCast),
			body: asJSON(`{"title":"Renamed"}`), want: userOnly(200).set(403, user)},
		// Not a draft: the owner is told only a draft can be submitted.
		{route: "POST /api/media/{id}/submit", name: "my pending album", url: at(mine + "/submit"),
			want: userOnly(400).set(404, other)},
		{route: "POST /api/media/{id}/submit", name: "their approved podcast", url: at("/api/media/" + azOtherCast + "/submit"),
			want: userOnly(400).set(403, user)},
		{route: "DELETE /api/media/{id}", name: "my pending album", url: at(mine), want: userOnly(200).set(404, other)},
		{route: "DELETE /api/media/{id}", name: "their approved podcast", url: at("/api/media/" + azOtherCast),
			want: userOnly(200).set(403, user)},
		{route: "GET /api/media/analytics", want: userOnly(200)},
		{route: "GET /api/media/analytics", name: "of another creator's item", url: at("/api/media/analytics?mediaId=" + azOtherCast),
			want: userOnly(404).set(200, other)},
		{route: "GET /api/media/analytics.csv", want: userOnly(200)},
		// One's own sermon feeds' settings (a creator's own, like media-stats).
		{route: "GET /api/media/sermon-feed", want: userOnly(200)},
		{route: "PUT /api/media/sermon-feed", body: asJSON(`{"ownerEmail":"feeds@example.org"}`), want: userOnly(200)},
		{route: "GET /api/media/browse", want: readers(200),
			see: map[role][]string{user: {"Their Open Podcast"}, admin: {"Their Open Podcast"}}},
	}
}

func listeningRows() []authzRow {
	stream := func(ep string) string { return "/api/media/episodes/" + ep + "/stream" }
	return []authzRow{
		// The stream authenticates itself; a superuser is not a listener.
		{route: "GET /api/media/episodes/{episodeId}/stream", name: "my pending episode", url: at(stream(azEpMePending)),
			want: readers(200).set(404, other, superuser)},
		{route: "GET /api/media/episodes/{episodeId}/stream", name: "their approved episode", url: at(stream(azEpOtherCast)),
			want: readers(200).set(404, superuser)},
		{route: "GET /api/media/episodes/{episodeId}/stream", name: "their pending episode, file token in the URL",
			url: withFileToken(stream(azEpOtherDraft)), want: readers(200).set(404, user, superuser)},
		// Plays and positions take listeners without an account, on
		// public episodes only (more rows in guestListeningRows).
		{route: "POST /api/media/plays", name: "their approved episode",
			body: asJSON(`{"episodeId":"` + azEpOtherCast + `","position":1}`), want: userOnly(202).set(202, guest)},
		{route: "POST /api/media/plays", name: "their pending episode",
			body: asJSON(`{"episodeId":"` + azEpOtherDraft + `","position":1}`), want: userOnly(202).set(404, user, guest)},
		{route: "PUT /api/media/episodes/{episodeId}/position", name: "my pending episode",
			url: at("/api/media/episodes/" + azEpMePending + "/position"), body: asJSON(`{"position":5}`),
			want: userOnly(204).set(404, other, guest)},
		// An episode's processing: its owner or an admin (API.md, "Audio as
		// listeners receive it"); a listener of the public item gets a 404.
		{route: "POST /api/media/episodes/{episodeId}/reprocess", name: "my pending episode",
			url: at(reprocessURL(azEpMePending)), want: readers(409).set(404, other)},
		{route: "POST /api/media/episodes/{episodeId}/reprocess", name: "their failed, approved episode",
			url: at(reprocessURL(azEpOtherCast)), want: readers(202).set(404, user)},
		// An episode's transcript and chapters: its owner or an admin sets
		// them; whoever may see the episode reads them.
		{route: "PUT /api/media/episodes/{episodeId}/transcript", name: "my pending episode, not multipart",
			url: at("/api/media/episodes/" + azEpMePending + "/transcript"), body: asJSON(`{}`), want: readers(400).set(404, other)},
		{route: "DELETE /api/media/episodes/{episodeId}/transcript", name: "my pending episode",
			url: at("/api/media/episodes/" + azEpMePending + "/transcript"), want: readers(200).set(404, other)},
		{route: "PUT /api/media/episodes/{episodeId}/chapters", name: "my pending episode",
			url: at("/api/media/episodes/" + azEpMePending + "/chapters"), body: asJSON(`{"chapters":[{"startTime":0,"title":"Intro"}]}`),
			want: readers(200).set(404, other)},
		{route: "DELETE /api/media/episodes/{episodeId}/chapters", name: "their approved episode",
			url: at("/api/media/episodes/" + azEpOtherCast + "/chapters"), want: readers(200).set(404, user)},
		{route: "GET /api/feeds/episodes/{episodeId}/chapters.json", name: "their approved episode",
			url: at("/api/feeds/episodes/" + azEpOtherCast + "/chapters.json"), want: everyone(200)},
		{route: "GET /api/feeds/episodes/{episodeId}/chapters.json", name: "my pending episode",
			url: at("/api/feeds/episodes/" + azEpMePending + "/chapters.json"), want: everyone(404).set(200, user, admin, superuser)},
		{route: "GET /api/feeds/episodes/{episodeId}/transcript.vtt", name: "their approved episode, none",
			url: at("/api/feeds/episodes/" + azEpOtherCast + "/transcript.vtt"), want: everyone(404)},
		{route: "GET /api/media/episodes/{episodeId}/original", name: "my pending episode",
			url: at(originalURL(azEpMePending)), want: readers(200).set(404, other)},
		{route: "GET /api/media/episodes/{episodeId}/original", name: "their approved episode",
			url: at(originalURL(azEpOtherCast)), want: readers(200).set(404, user)},
		{route: "GET /api/media/episodes/{episodeId}/original", name: "their pending episode, file token in the URL",
			url: withFileToken(originalURL(azEpOtherDraft)), want: readers(200).set(404, user)},
		{route: "GET /api/media/continue-listening", want: userOnly(200)},
		// A listener's library (library.go): their own lists only.
		{route: "GET /api/media/liked", want: userOnly(200)},
		{route: "GET /api/media/history", want: userOnly(200)},
		{route: "PUT /api/media/episodes/{episodeId}/played", name: "their approved episode",
			url: at("/api/media/episodes/" + azEpOtherCast + "/played"), want: userOnly(204)},
		{route: "PUT /api/media/episodes/{episodeId}/played", name: "their pending episode",
			url: at("/api/media/episodes/" + azEpOtherDraft + "/played"), want: userOnly(204).set(404, user)},
		{route: "DELETE /api/media/episodes/{episodeId}/played", name: "their approved episode",
			url: at("/api/media/episodes/" + azEpOtherCast + "/played"), want: userOnly(204)},
		{route: "DELETE /api/media/episodes/{episodeId}/played", name: "no such episode",
			url: at("/api/media/episodes/nosuchepisode01/played"), want: userOnly(404)},
		{route: "POST /api/media/{id}/like", name: "their approved podcast", url: at("/api/media/" + azOtherCast + "/like"),
			want: userOnly(200)},
		{route: "POST /api/media/{id}/like", name: "their pending album", url: at("/api/media/" + azOtherDraft + "/like"),
			want: userOnly(200).set(404, user)},
		{route: "DELETE /api/media/{id}/like", name: "their approved podcast", url: at("/api/media/" + azOtherCast + "/like"),
			want: userOnly(200)},
	}
}

func feedAndUploadRows() []authzRow {
	tus := map[string]string{"Tus-Resumable": "1.0.0", "Upload-Length": "10"}
	return []authzRow{
		{route: "GET /api/feeds/podcasts/{file}", name: "their approved podcast", url: at("/api/feeds/podcasts/" + azOtherCast + ".xml"),
			want: everyone(200)},
		{route: "GET /api/feeds/podcasts/{file}", name: "their pending album", url: at("/api/feeds/podcasts/" + azOtherDraft + ".xml"),
			want: everyone(404)},
		{route: "GET /api/feeds/episodes/{episodeId}/{filename}", name: "their approved episode",
			url: func(c roleCtx) string { return enclosureURL(azEpOtherCast, c.fx.audios[azEpOtherCast]) }, want: everyone(200)},
		{route: "GET /api/feeds/episodes/{episodeId}/{filename}", name: "their pending episode",
			url: func(c roleCtx) string { return enclosureURL(azEpOtherDraft, c.fx.audios[azEpOtherDraft]) }, want: everyone(404)},
		// Sermons as podcasts: a feed of my approved sermon (it has no
		// theme, so no series); anyone's answer is the same.
		{route: "GET /api/feeds/episodes/{episodeId}/{filename}", name: "my approved sermon's episode",
			url: func(c roleCtx) string { return enclosureURL(azEpMeActive, c.fx.audios[azEpMeActive]) }, want: everyone(200)},
		{route: "GET /api/feeds/creators/{userId}/sermons.xml", name: "my approved sermon",
			url: at(sermonsFeedURL(azMe)), want: everyone(200)},
		{route: "GET /api/feeds/creators/{userId}/sermons.xml", name: "a suspended creator's", url: at(sermonsFeedURL(azSuspended)),
			want: everyone(404)},
		{route: "GET /api/feeds/series/{userId}/{file}", name: "a series I do not have", url: at(seriesFeedURL(azMe, "grace-abounds")),
			want: everyone(404)},
		{route: "POST /api/uploads", headers: tus, want: userOnly(201)},
		{route: "POST /api/uploads/{$}", url: at("/api/uploads/"), headers: tus, want: userOnly(201)},
		// OPTIONS is tus's discovery: no token needed, nothing to see.
		{route: "OPTIONS /api/uploads", want: everyone(200)},
		{route: "OPTIONS /api/uploads/{$}", url: at("/api/uploads/"), want: everyone(200)},
		{route: "OPTIONS /api/uploads/{id}", name: "their upload", url: uploadURL, want: everyone(200)},
		{route: "HEAD /api/uploads/{id}", name: "their upload", url: uploadURL,
			headers: map[string]string{"Tus-Resumable": "1.0.0"}, want: userOnly(200).set(404, user)},
		// Their own upload is complete: a PATCH at offset 0 is a conflict.
		{route: "PATCH /api/uploads/{id}", name: "their upload", url: uploadURL,
			headers: map[string]string{"Tus-Resumable": "1.0.0", "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream"},
			want:    userOnly(409).set(404, user)},
		// tus-js-client's overridePatchMethod: a POST carrying the method in
		// X-HTTP-Method-Override is that method, with its owner check: the
		// PATCH row's answers. Before the DELETE row: the fixture's copies
		// share the upload's bytes, so after it the upload is gone for all.
		{route: "POST /api/uploads/{id}", name: "their upload, overridden to PATCH", url: uploadURL,
			headers: map[string]string{"Tus-Resumable": "1.0.0", "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream",
				"X-HTTP-Method-Override": "PATCH"},
			want: userOnly(409).set(404, user)},
		{route: "DELETE /api/uploads/{id}", name: "their upload", url: uploadURL,
			headers: map[string]string{"Tus-Resumable": "1.0.0"}, want: userOnly(204).set(404, user)},
		{route: "GET /api/{path...}", name: "an unknown API path", url: at("/api/no-such-thing"), want: everyone(404)},
	}
}

func uploadURL(c roleCtx) string { return "/api/uploads/" + c.fx.uploadId }

// uploadMediaBody is a valid one-track album upload; artist is set for
// the admin route.
func uploadMediaBody(c roleCtx, artist string) reqBody {
	fields := [][2]string{{"podcastMetadata", albumMeta("")}, {"episodesMetadata", `[{"title":"Track one"}]`}}
	if artist != "" {
		fields = append(fields, [2]string{"artistId", artist})
	}
	return multipartFor(fields,
		part{"coverArt", "cover.png", c.fx.png}, part{"episodeAudios", "one.mp3", c.fx.mp3})
}

// uploadEpisodeBody is a valid episode upload to a media item.
func uploadEpisodeBody(c roleCtx, media string) reqBody {
	return multipartFor([][2]string{{"mediaId", media}, {"title", "Another track"}},
		part{"audio", "two.mp3", c.fx.mp3})
}
