package routes_test

import "time"

// pocketbaseRows are the matrix rows of PocketBase's own routes that are
// not record CRUD (authz_rest_test.go has those): the superusers' admin
// API, auth, files, realtime, batch and health. The superuser's requests
// to the admin API name things that do not exist, so nothing is created,
// restored or dropped; the status still shows that the token got through.
func pocketbaseRows() []authzRow {
	return concat(pbAdminRows(), pbAuthRows(), pbFileRows(), pbMiscRows())
}

func pbAdminRows() []authzRow {
	return []authzRow{
		{route: "GET /api/settings", want: superOnly(200)},
		{route: "PATCH /api/settings", body: asJSON(`{}`), want: superOnly(200)},
		{route: "POST /api/settings/test/s3", body: asJSON(`{}`), want: superOnly(400)},
		{route: "POST /api/settings/test/email", body: asJSON(`{}`), want: superOnly(400)},
		{route: "POST /api/settings/apple/generate-client-secret", body: asJSON(`{}`), want: superOnly(400)},
		{route: "GET /api/collections", want: superOnly(200)},
		{route: "POST /api/collections", body: asJSON(`{}`), want: superOnly(400)},
		{route: "GET /api/collections/meta/scaffolds", want: superOnly(200)},
		{route: "PUT /api/collections/import", body: asJSON(`{}`), want: superOnly(400)},
		{route: "GET /api/collections/{collection}", url: at("/api/collections/media"), want: superOnly(200)},
		{route: "PATCH /api/collections/{collection}", url: at("/api/collections/no_such_collection"), body: asJSON(`{}`), want: superOnly(404)},
		{route: "DELETE /api/collections/{collection}", url: at("/api/collections/no_such_collection"), want: superOnly(404)},
		{route: "DELETE /api/collections/{collection}/truncate", url: at("/api/collections/no_such_collection/truncate"), want: superOnly(404)},
		{route: "GET /api/logs", want: superOnly(200)},
		{route: "GET /api/logs/stats", want: superOnly(200)},
		{route: "GET /api/logs/{id}", url: at("/api/logs/nosuchlog000001"), want: superOnly(404)},
		{route: "GET /api/backups", want: superOnly(200)},
		{route: "POST /api/backups", body: asJSON(`{"name":"not a valid name"}`), want: superOnly(400)},
		{route: "POST /api/backups/upload", body: asJSON(`{}`), want: superOnly(400)},
		// A backup download takes a superuser's file token in the URL, not
		// the Authorization header.
		{route: "GET /api/backups/{key}", url: withFileToken("/api/backups/no_such_backup.zip"), want: everyone(403).set(404, superuser)},
		{route: "DELETE /api/backups/{key}", url: at("/api/backups/no_such_backup.zip"), want: superOnly(400)},
		{route: "POST /api/backups/{key}/restore", url: at("/api/backups/no_such_backup.zip/restore"), want: superOnly(400)},
		{route: "GET /api/crons", want: superOnly(200)},
		{route: "POST /api/crons/{id}", url: at("/api/crons/no_such_job"), want: superOnly(404)},
	}
}

// pbAuthRows: PocketBase's auth routes on users (and admins where it
// matters). Each role uses its own email and password, as with our login.
func pbAuthRows() []authzRow {
	users := func(action string) string { return "/api/collections/users/" + action }
	return []authzRow{
		{route: "GET /api/collections/{collection}/auth-methods", url: at(users("auth-methods")), want: everyone(200)},
		// The AuthRule (verified, not suspended) is checked on refresh too.
		{route: "POST /api/collections/{collection}/auth-refresh", url: at(users("auth-refresh")),
			want: want{guest: 401, user: 200, other: 200, unverified: 403, suspended: 403, admin: 403, superuser: 403}},
		{route: "POST /api/collections/{collection}/auth-with-password", name: "users", url: at(users("auth-with-password")),
			body: jsonFor(func(c roleCtx) string { return c.credentials("identity") }),
			want: want{guest: 400, user: 200, other: 200, unverified: 403, suspended: 403, admin: 400, superuser: 400}},
		{route: "POST /api/collections/{collection}/auth-with-password", name: "admins", url: at("/api/collections/admins/auth-with-password"),
			body: jsonFor(func(c roleCtx) string { return c.credentials("identity") }), want: everyone(400).set(200, admin)},
		{route: "POST /api/collections/{collection}/auth-with-password", name: "superusers", url: at("/api/collections/_superusers/auth-with-password"),
			body: jsonFor(func(c roleCtx) string { return c.credentials("identity") }), want: everyone(400).set(200, superuser)},
		{route: "POST /api/collections/{collection}/auth-with-oauth2", url: at(users("auth-with-oauth2")),
			body: asJSON(`{"provider":"google","code":"x","codeVerifier":"x","redirectURL":"http://localhost"}`), want: everyone(403)},
		{route: "POST /api/collections/{collection}/request-otp", url: at(users("request-otp")),
			body: jsonFor(func(c roleCtx) string { return `{"email":"` + c.email() + `"}` }), want: everyone(403)},
		{route: "POST /api/collections/{collection}/auth-with-otp", url: at(users("auth-with-otp")),
			body: asJSON(`{"otpId":"nosuchotp000001","password":"123456"}`), want: everyone(403)},
		// PocketBase's own reset and verification mails: 204 whoever asks,
		// for any email (nothing tells whether it is registered).
		{route: "POST /api/collections/{collection}/request-password-reset", url: at(users("request-password-reset")),
			body: jsonFor(func(c roleCtx) string { return `{"email":"` + c.email() + `"}` }), want: everyone(204)},
		{route: "POST /api/collections/{collection}/confirm-password-reset", url: at(users("confirm-password-reset")),
			body: asJSON(`{"token":"not-a-token","password":"a-new-password-1","passwordConfirm":"a-new-password-1"}`), want: everyone(400)},
		{route: "POST /api/collections/{collection}/request-verification", url: at(users("request-verification")),
			body: jsonFor(func(c roleCtx) string { return `{"email":"` + c.email() + `"}` }), want: everyone(204)},
		{route: "POST /api/collections/{collection}/confirm-verification", url: at(users("confirm-verification")),
			body: asJSON(`{"token":"not-a-token"}`), want: everyone(400)},
		{route: "POST /api/collections/{collection}/request-email-change", url: at(users("request-email-change")),
			body: asJSON(`{"newEmail":"elsewhere@example.com"}`), want: everyone(403)}, // no email change (hooks/email_change.go)
		{route: "POST /api/collections/{collection}/confirm-email-change", url: at(users("confirm-email-change")),
			body: asJSON(`{"token":"not-a-token","password":"x"}`), want: everyone(403)},
		{route: "POST /api/collections/{collection}/impersonate/{id}", url: at(users("impersonate/" + azOther)),
			body: asJSON(`{}`), want: superOnly(200)},
	}
}

// pbFileRows: /api/files. Covers are not protected (feeds and shared links
// show approved ones to everyone), but a file of an item the caller may not
// see is a 404 (routes/files_visibility.go, TestFileVisibility); episode
// audio is protected too: a file token and the episodes' ViewRule.
func pbFileRows() []authzRow {
	cover := func(media string) func(roleCtx) string {
		return func(c roleCtx) string { return "/api/files/media/" + media + "/" + c.fx.covers[media] }
	}
	audio := func(ep string) func(roleCtx) string {
		return func(c roleCtx) string {
			return withFileToken("/api/files/episodes/" + ep + "/" + c.fx.audios[ep])(c)
		}
	}
	return []authzRow{
		{route: "POST /api/files/token", want: everyone(200).set(401, guest)},
		{route: "GET /api/files/{collection}/{recordId}/{filename}", name: "their approved podcast's cover",
			url: cover(azOtherCast), want: everyone(200)},
		{route: "GET /api/files/{collection}/{recordId}/{filename}", name: "their pending album's cover",
			url: cover(azOtherDraft), want: everyone(404).set(200, other, admin, superuser)},
		{route: "GET /api/files/{collection}/{recordId}/{filename}", name: "a suspended creator's cover",
			url: cover(azSuspAlbum), want: everyone(404).set(200, suspended, admin, superuser)},
		// The original upload is its creator's and staff's, even approved.
		{route: "GET /api/files/{collection}/{recordId}/{filename}", name: "their approved episode's audio",
			url: audio(azEpOtherCast), want: everyone(404).set(200, other, admin, superuser)},
		{route: "GET /api/files/{collection}/{recordId}/{filename}", name: "their pending episode's audio",
			url: audio(azEpOtherDraft), want: everyone(404).set(200, other, admin, superuser)},
		{route: "GET /api/files/{collection}/{recordId}/{filename}", name: "a suspended creator's audio",
			url: audio(azEpSuspAlbum), want: everyone(404).set(200, suspended, admin, superuser)},
	}
}

func pbMiscRows() []authzRow {
	return []authzRow{
		{route: "GET /api/health", want: everyone(200)},
		// Batch requests are on (migration 1763771700); each write in one
		// keeps its collection's rules and our hooks: an empty batch is
		// invalid, and a write a caller may not make alone fails the batch.
		{route: "POST /api/batch", body: asJSON(`{"requests":[]}`), want: everyone(400)},
		{route: "POST /api/batch", body: asJSON(`{"requests":[{"method":"PATCH","url":"/api/collections/media/records/` +
			azOtherDraft + `","body":{"description":"Batched"}}]}`),
			want: want{guest: 400, user: 400, other: 200, unverified: 400, suspended: 400, admin: 400, superuser: 200}},
		{route: "POST /api/batch", body: asJSON(`{"requests":[{"method":"PATCH","url":"/api/collections/media/records/` +
			azOtherDraft + `","body":{"adminStatus":"active"}}]}`),
			want: want{guest: 400, user: 400, other: 400, unverified: 400, suspended: 400, admin: 400, superuser: 200}},
		// OAuth2 is off: the redirect only bounces to the app's error page.
		{route: "GET /api/oauth2-redirect", want: everyone(307)},
		{route: "POST /api/oauth2-redirect", body: asJSON(`{}`), want: everyone(303)},
		// The SSE stream itself; who receives which event is
		// TestAuthzRealtime's job.
		{route: "GET /api/realtime", timeout: 100 * time.Millisecond, want: everyone(200)},
		{route: "POST /api/realtime", name: "an unknown client id",
			body: asJSON(`{"clientId":"nope","subscriptions":["media/*"]}`), want: everyone(404)},
	}
}
