package routes_test

import "net/url"

// guestHiddenKeys are JSON keys a guest never gets through PocketBase's
// REST or realtime (hooks/guest_fields.go): review state and reasons, the
// original upload, the rendition pipeline's columns, emails and account
// fields. Our own routes' JSON is not concerned.
var guestHiddenKeys = []string{`"adminStatus":`, `"statusReason":`, `"reviewedAt":`, `"ownerEmail":`, `"audio":`,
	`"processing":`, `"processingError":`, `"rendition":`, `"bitrate":`, `"headerSize":`, `"email":`,
	`"emailVisibility":`, `"verified":`, `"accountStatus":`, `"isPremiumUser":`, `"sermonFeedOwnerEmail":`}

// guestRESTRows: a script without a token reads, lists (with expand and
// filters) what a public page shows, with the page's fields only, and
// cannot filter or sort on the fields it does not get (that would spell
// them out). Which records each role gets is restCollections' and the
// secrets check's; these rows show what the guest sees.
func guestRESTRows() []authzRow {
	records := func(coll, query string) func(roleCtx) string {
		return at("/api/collections/" + coll + "/records" + query)
	}
	filter := func(f string) string { return "?filter=" + url.QueryEscape(f) }
	list := "GET /api/collections/{collection}/records"
	one := "GET /api/collections/{collection}/records/{id}"
	hidden := map[role][]string{guest: guestHiddenKeys}
	return []authzRow{
		{route: list, name: "media with artist, genre and category, as a guest sees it", url: records("media", "?expand=artist,genre,category"),
			want: everyone(200), hide: hidden,
			see: map[role][]string{guest: {"Their Open Podcast", "Grace Abounds", "Other Creator", "Test Worship", "Test Devotional"}}},
		{route: list, name: "episodes, as a guest sees them", url: records("episodes", "?expand=media"), want: everyone(200), hide: hidden,
			see: map[role][]string{guest: {azEpOtherCast, azEpMeActive, "Their Open Podcast"}}},
		{route: one, name: "episodes: their approved episode", url: records("episodes", "/"+azEpOtherCast), want: everyone(200), hide: hidden,
			see: map[role][]string{guest: {`"title":"Episode of ` + azOtherCast}}},
		// Public creators only: not the suspended one, nor an account
		// without approved media.
		{route: list, name: "users, as a guest sees them", url: records("users", ""), want: everyone(200),
			hide: map[role][]string{guest: append([]string{"Out Creator", "New Person", `"created":`}, guestHiddenKeys...)},
			see:  map[role][]string{guest: {"Other Creator", "Me Creator"}}},
		{route: list, name: "users found through their media (back-relation)", url: records("users", filter("media_via_artist.type ?= 'podcast'")),
			want: everyone(200), see: map[role][]string{guest: {"Other Creator"}, user: {"Other Creator"}}, hide: map[role][]string{guest: {"Me Creator"}}},
		{route: list, name: "media filtered on the creator's name", url: records("media", filter("artist.name ~ 'Other'")),
			want: everyone(200), see: map[role][]string{guest: {"Their Open Podcast"}}},
		// Filters and sorts on what a guest does not read are refused.
		{route: list, name: "media filtered on a review reason", url: records("media", filter("statusReason != ''")),
			want: everyone(200).set(400, guest)},
		{route: list, name: "media sorted by review state", url: records("media", "?sort=-adminStatus"),
			want: everyone(200).set(400, guest)},
		{route: list, name: "episodes filtered on their item's review date", url: records("episodes", filter("media.reviewedAt != ''")),
			want: everyone(200).set(400, guest)},
		{route: list, name: "episodes filtered on the processing error", url: records("episodes", filter("(title != '' && processingError ~ 'a')")),
			want: everyone(200).set(400, guest)},
		{route: list, name: "media filtered through another collection", url: records("media", filter("@collection.plays.listenerKey ?~ 'secret'")),
			want: everyone(403).set(200, superuser)},
	}
}
