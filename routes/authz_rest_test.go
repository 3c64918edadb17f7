package routes_test

import "net/url"

// restCollection is one collection's answers to PocketBase's five record
// routes. The record that view, update and delete name is someone else's
// wherever the collection has owners: that is where a rule must hold.
// Bodies are {} (create: nothing valid to create unless the role may;
// update: no field changed, so only the rule decides).
type restCollection struct {
	name   string
	id     func(fx *authzFixture) string
	whose  string // the record, in words
	list   want
	view   want
	create want
	update want
	delete want
}

// locked is a collection with nil rules: superusers only. PocketBase
// answers 403 to everyone else, guests included.
func locked(super int) want { return everyone(403).set(super, superuser) }

// ownedBy is a record only its owner (and superusers) may reach through a
// rule: everyone else gets 404, as if it did not exist.
func ownedBy(status int, owners ...role) want {
	return everyone(404).set(status, owners...).set(status, superuser)
}

func fixed(id string) func(*authzFixture) string { return func(*authzFixture) string { return id } }

// restCollections declares every collection of migrations/ plus users;
// TestAuthzMatrix fails when the app has a collection missing here.
//
// The rules know "signed in", not "verified" or "suspended": a token of an
// unverified or suspended account reads what any user reads. No such token
// can be had: the AuthRule refuses them at every sign-in and refresh, and a
// suspension rotates the token key (TestAuthzSuspensionRevokesTokens). Our
// routes refuse such a token anyway (403).
func restCollections() []restCollection {
	// Rules that filter rather than refuse answer a list with 200 and only
	// the rows the role may see (the secrets check covers the rest).
	list200 := everyone(200)
	return []restCollection{
		// A creator's public profile is readable by whoever may see one of
		// their media items (they have an approved podcast): everyone, a
		// guest included (what /c/ shows).
		{name: "users", id: fixed(azOther), whose: "another user",
			list: list200, view: everyone(200), create: locked(400), update: ownedBy(200, other), delete: locked(204)},
		{name: "admins", id: fixed(azAdmin), whose: "the admin",
			list: list200, view: ownedBy(200, admin), create: locked(400), update: locked(200), delete: locked(204)},
		// Genres and categories are named on public pages: anyone reads them.
		{name: "genres", id: fixed(genreId), whose: "a genre",
			list: list200, view: everyone(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "audio_categories", id: fixed(sermonCatId), whose: "a category",
			list: list200, view: everyone(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "media", id: fixed(azOtherDraft), whose: "their pending album",
			list: list200, view: ownedBy(200, other, admin), create: locked(400), update: ownedBy(200, other), delete: ownedBy(204, other)},
		{name: "episodes", id: fixed(azEpOtherDraft), whose: "their pending episode",
			list: list200, view: ownedBy(200, other, admin), create: locked(400), update: ownedBy(200, other), delete: ownedBy(204, other)},
		{name: "plays", id: fixed(azPlayOther), whose: "their play of my sermon",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "likes", id: fixed(azLikeOther), whose: "their like",
			list: list200, view: ownedBy(200, other), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "moderation_events", id: func(fx *authzFixture) string { return fx.eventId }, whose: "their podcast's rejection",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "revisions", id: func(fx *authzFixture) string { return fx.revisionId }, whose: "their podcast's waiting title",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		// Reports and appeals: admins read them (the queue is live over
		// realtime); nobody writes them through REST.
		{name: "reports", id: fixed(azReport), whose: "a report of my sermon",
			list: list200, view: ownedBy(200, admin), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "appeals", id: fixed(azAppeal), whose: "their appeal",
			list: list200, view: ownedBy(200, admin), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "blocked_domains", id: fixed(azBlocked), whose: "a blocked domain",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "messages", id: fixed(azMsgOther), whose: "a message to them",
			list: list200, view: ownedBy(200, other), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "verification_codes", id: func(fx *authzFixture) string { return fx.codeId }, whose: "new@'s code",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "platform_settings", id: fixed(azPlatform), whose: "the settings row",
			list: locked(200), view: locked(200), create: locked(200), update: locked(200), delete: locked(204)},
		{name: "downloads", id: fixed(azDownload), whose: "a podcast download",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "listens", id: fixed(azListenOther), whose: "their listen",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "positions", id: fixed(azPosOther), whose: "their resume point",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "play_days", id: func(fx *authzFixture) string { return fx.playDayId }, whose: "a day of my plays",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
		{name: "uploads", id: func(fx *authzFixture) string { return fx.uploadId }, whose: "their tus upload",
			list: locked(200), view: locked(200), create: locked(400), update: locked(200), delete: locked(204)},
	}
}

// restRows turns the declaration into matrix rows, five per collection,
// plus the rows where the owner's own record answers differently.
func restRows() []authzRow {
	var rows []authzRow
	for _, c := range restCollections() {
		c := c
		base := "/api/collections/" + c.name + "/records"
		one := func(ctx roleCtx) string { return base + "/" + c.id(ctx.fx) }
		rows = append(rows,
			authzRow{route: "GET /api/collections/{collection}/records", name: c.name, url: at(base), want: c.list},
			authzRow{route: "GET /api/collections/{collection}/records/{id}", name: c.name + ": " + c.whose, url: one, want: c.view},
			authzRow{route: "POST /api/collections/{collection}/records", name: c.name, url: at(base), body: asJSON(`{}`), want: c.create},
			authzRow{route: "PATCH /api/collections/{collection}/records/{id}", name: c.name + ": " + c.whose, url: one, body: asJSON(`{}`), want: c.update},
			authzRow{route: "DELETE /api/collections/{collection}/records/{id}", name: c.name + ": " + c.whose, url: one, want: c.delete},
		)
	}
	rec := func(coll, id string) func(roleCtx) string { return at("/api/collections/" + coll + "/records/" + id) }
	return append(rows,
		authzRow{route: "GET /api/collections/{collection}/records", name: "media: each role sees its own pending items",
			url: at("/api/collections/media/records"), want: everyone(200),
			see: map[role][]string{user: {secretMyDraft}, other: {secretTheirDraft}, admin: {secretTheirDraft, secretMyDraft}}},
		authzRow{route: "GET /api/collections/{collection}/records/{id}", name: "media: their approved podcast",
			url: rec("media", azOtherCast), want: everyone(200), hide: map[role][]string{guest: guestHiddenKeys}},
		authzRow{route: "GET /api/collections/{collection}/records/{id}", name: "media: a suspended creator's approved album",
			url: rec("media", azSuspAlbum), want: ownedBy(200, suspended, admin)},
		authzRow{route: "GET /api/collections/{collection}/records/{id}", name: "users: one's own record",
			url: func(c roleCtx) string {
				id := map[role]string{other: azOther, unverified: azUnverified, suspended: azSuspended}[c.role]
				if id == "" {
					id = azMe // the guest, the admin and the superuser ask for mine
				}
				return "/api/collections/users/records/" + id
			},
			// mine has approved media: the admin and the guest read its public profile.
			want: everyone(200), hide: map[role][]string{guest: guestHiddenKeys}},
		// Expanding and filtering go through the related collection's rules:
		// another user's email can be neither read nor probed, and a locked
		// collection cannot be reached through a back-relation.
		authzRow{route: "GET /api/collections/{collection}/records", name: "media expanded with their artists",
			url: at("/api/collections/media/records?expand=artist,genre"), want: everyone(200)},
		authzRow{route: "GET /api/collections/{collection}/records", name: "media filtered on the artist's email",
			url:  at("/api/collections/media/records?filter=" + url.QueryEscape("artist.email='other@example.com'")),
			want: everyone(200).set(400, guest), see: map[role][]string{user: {`"totalItems":0`}, other: {`"totalItems":0`}, admin: {`"totalItems":0`}}},
		authzRow{route: "GET /api/collections/{collection}/records", name: "media filtered on plays' listener keys",
			url:  at("/api/collections/media/records?filter=" + url.QueryEscape("plays_via_media.listenerKey~'secret'")),
			want: everyone(400).set(200, superuser)},
		authzRow{route: "GET /api/collections/{collection}/records", name: "users filtered on email",
			url:  at("/api/collections/users/records?filter=" + url.QueryEscape("email~'example.com'")),
			want: everyone(200).set(400, guest), see: map[role][]string{user: {`"totalItems":0`}, other: {`"totalItems":0`}}},
		// Moderation fields and counters are the server's.
		authzRow{route: "PATCH /api/collections/{collection}/records/{id}", name: "media: the owner approves their own draft",
			url: rec("media", azOtherDraft), body: asJSON(`{"adminStatus":"active"}`), want: ownedBy(404).set(200, superuser)},
		// Private users fields are hidden: a non-superuser's REST write
		// drops them, and the record comes back unchanged.
		authzRow{route: "PATCH /api/collections/{collection}/records/{id}", name: "users: one sets their own accountStatus",
			url: rec("users", azOther), body: asJSON(`{"accountStatus":"suspended","isPremiumUser":true}`), want: ownedBy(200, other),
			see: map[role][]string{other: {`"accountStatus":"active"`, `"isPremiumUser":false`}}},
	)
}
