package hooks

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"

	"github.com/ganigeorgiev/fexpr"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/search"
)

// guestFields are the fields a guest (no token) reads through PocketBase's
// REST, expand and realtime, per collection: what a public page shows of a
// public item, its episodes, its creator and its genre and category
// (/m/, /c/, GET /api/public/media/{id}), no more. Everything else (review
// state and reasons, the original upload, the rendition pipeline's
// columns, emails and account fields) is hidden from them, and a
// collection not listed shows a guest nothing but ids. Which records a
// guest reaches at all is the collections' rules (internal/visibility,
// migrations/1763773500_guest_rest.go). A field added to a collection stays
// hidden from guests until it is listed here.
var guestFields = map[string][]string{
	"media": {"id", "title", "description", "type", "genre", "category", "artist", "coverArt", "preacher", "theme",
		"bibleReferences", "tags", "preachedAt", "language", "episodeCount", "duration", "playsCount", "likesCount",
		"created", "updated"},
	"episodes":         {"id", "media", "position", "title", "description", "genre", "lyrics", "duration", "playsCount", "peaks", "loudness", "created"},
	"users":            {"id", "name", "avatar", "bio"},
	"genres":           {"id", "title"},
	"audio_categories": {"id", "title", "type"},
}

// guestSees reports whether a guest reads the field of the collection.
func guestSees(collection, field string) bool {
	return slices.Contains(guestFields[collection], field)
}

// msgGuestQuery refuses a guest's filter or sort that names a field the
// guest does not read: a filter is a question about the value
// (statusReason ~ 'a'), so it would spell out what the answer hides.
const msgGuestQuery = "Without an account, lists can be filtered and sorted only by the fields a public page shows"

// registerGuestFields hides from guests what public pages do not show, in
// every answer PocketBase's REST and realtime give them (list, view,
// expand, realtime events), and refuses their filters and sorts on it.
// Signed-in callers are not concerned: the other enrich hooks
// (users_public.go, episodes_original.go) and the rules decide for them.
func registerGuestFields(app core.App) {
	app.OnRecordEnrich().BindFunc(func(e *core.RecordEnrichEvent) error {
		if e.RequestInfo == nil || e.RequestInfo.Auth == nil {
			name := e.Record.Collection().Name
			for _, f := range e.Record.Collection().Fields {
				if !guestSees(name, f.GetName()) && f.GetName() != core.FieldNameId {
					e.Record.Hide(f.GetName())
				}
			}
		}
		return e.Next()
	})

	app.OnRecordsListRequest().BindFunc(func(e *core.RecordsListRequestEvent) error {
		if e.Auth == nil {
			q := e.Request.URL.Query()
			if !guestQueryAllowed(e.App, e.Collection, q.Get(search.FilterQueryParam), q[search.SortQueryParam]) {
				return e.BadRequestError(msgGuestQuery, nil)
			}
		}
		return e.Next()
	})

	// A realtime subscription carries its filter in its options
	// ("media/*?options={"query":{"filter":"..."}}"); PocketBase then sends
	// an event only where it matches, which answers the same question.
	app.OnRealtimeSubscribeRequest().BindFunc(func(e *core.RealtimeSubscribeRequestEvent) error {
		if e.Auth == nil {
			for _, sub := range e.Subscriptions {
				coll, filter := subscriptionFilter(e.App, sub)
				if coll != nil && !guestQueryAllowed(e.App, coll, filter, nil) {
					return router.NewBadRequestError(msgGuestQuery, nil)
				}
			}
		}
		return e.Next()
	})
}

// subscriptionFilter is the collection a realtime topic names
// ("media/*", "media/ID") and the filter of its options, if any; nil for
// a topic that is not a collection's.
func subscriptionFilter(app core.App, sub string) (*core.Collection, string) {
	topic, rawQuery, _ := strings.Cut(sub, "?")
	name, _, _ := strings.Cut(topic, "/")
	coll, err := app.FindCachedCollectionByNameOrId(name)
	if err != nil {
		return nil, ""
	}
	values, _ := url.ParseQuery(rawQuery)
	var options struct {
		Query map[string]string `json:"query"`
	}
	if raw := values.Get("options"); raw != "" {
		if json.Unmarshal([]byte(raw), &options) != nil {
			// PocketBase would ignore options it cannot read, but a
			// guest's are judged or refused.
			return coll, "\x00"
		}
	}
	return coll, options.Query[search.FilterQueryParam]
}

// guestQueryAllowed reports whether every field a filter and sort name is
// one a guest reads, along relations and back-relations (artist.name,
// media_via_artist.title) into the collections they lead to. Request
// values (@request.*) and macros (@now) are the guest's own or nobody's;
// @collection joins are refused.
func guestQueryAllowed(app core.App, coll *core.Collection, filter string, sorts []string) bool {
	for _, s := range sorts {
		for _, f := range search.ParseSortFromString(s) {
			if !guestPathAllowed(app, coll, f.Name) {
				return false
			}
		}
	}
	if filter == "" {
		return true
	}
	return guestFilterAllowed(app, coll, filter)
}

// guestFilterAllowed scans a filter (fexpr's tokens, groups and function
// arguments) for identifiers; an unreadable filter is refused.
func guestFilterAllowed(app core.App, coll *core.Collection, filter string) bool {
	scanner := fexpr.NewScanner([]byte(filter))
	for {
		tok, err := scanner.Scan()
		if err != nil {
			return false
		}
		if tok.Type == fexpr.TokenEOF {
			return true
		}
		if !guestTokenAllowed(app, coll, tok) {
			return false
		}
	}
}

func guestTokenAllowed(app core.App, coll *core.Collection, tok fexpr.Token) bool {
	switch tok.Type {
	case fexpr.TokenIdentifier:
		return guestPathAllowed(app, coll, tok.Literal)
	case fexpr.TokenGroup:
		return guestFilterAllowed(app, coll, tok.Literal)
	case fexpr.TokenFunction:
		args, _ := tok.Meta.([]fexpr.Token)
		for _, a := range args {
			if !guestTokenAllowed(app, coll, a) {
				return false
			}
		}
	}
	return true
}

// guestPathAllowed judges one field path of a filter or sort.
func guestPathAllowed(app core.App, coll *core.Collection, path string) bool {
	switch path {
	case "true", "false", "null":
		return true
	}
	if strings.HasPrefix(path, "@") {
		return path != "@collection" && !strings.HasPrefix(path, "@collection.")
	}
	steps := strings.Split(path, ".")
	for i, step := range steps {
		name, _, _ := strings.Cut(step, ":") // modifiers: :lower, :length, :each
		if other, field, ok := strings.Cut(name, "_via_"); ok {
			back, err := app.FindCachedCollectionByNameOrId(other)
			if err != nil || !guestSees(back.Name, field) {
				return false
			}
			coll = back
			continue
		}
		if !guestSees(coll.Name, name) {
			return false
		}
		rel, ok := coll.Fields.GetByName(name).(*core.RelationField)
		if !ok || i == len(steps)-1 {
			// The rest of the path, if any, is inside this field's value
			// (a JSON field's keys).
			return true
		}
		next, err := app.FindCachedCollectionByNameOrId(rel.CollectionId)
		if err != nil {
			return false
		}
		coll = next
	}
	return true
}
