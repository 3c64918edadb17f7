package routes_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/codes"
	"selah/internal/moderation"
)

// realtimeEvent is one write and who must hear of it on topic. PocketBase
// checks the collection's ListRule (for "name/*") or ViewRule (for
// "name/id") per client, with the auth the client subscribed with; every
// other client must hear nothing of that record on that topic.
type realtimeEvent struct {
	name  string
	topic string
	write func(t *testing.T, app core.App) string // returns the record id
	to    []role
}

var signedIn = []role{user, other, unverified, suspended, admin, superuser}

// realtimeEvents cover every collection of restCollections (the test
// fails for one without an event). The unverified and suspended roles
// hold tokens their accounts cannot get (the AuthRule refuses them, a
// suspension rotates the token key); the rules here, like PocketBase's
// REST, let such a token hear what any signed-in user hears.
func realtimeEvents() []realtimeEvent {
	bump := func(collection, id string) func(*testing.T, core.App) string {
		return func(t *testing.T, app core.App) string {
			r := mustFind(t, app, collection, id)
			r.Set("playsCount", r.GetInt("playsCount")+1) // a counter: no review, no visibility change
			must(t, app.Save(r))
			return id
		}
	}
	create := func(collection, id string, data map[string]any) func(*testing.T, core.App) string {
		return func(t *testing.T, app core.App) string { azSaveRaw(t, app, collection, id, data); return id }
	}
	rename := func(collection, id string) func(*testing.T, core.App) string {
		return func(t *testing.T, app core.App) string {
			r := mustFind(t, app, collection, id)
			r.Set("name", "Renamed Someone")
			must(t, app.Save(r))
			return id
		}
	}
	return []realtimeEvent{
		{"my pending album changes", "media/*", bump("media", azMePending), []role{user, admin, superuser}},
		{"their pending album changes", "media/*", bump("media", azOtherDraft), []role{other, admin, superuser}},
		{"their pending album changes (its own topic)", "media/" + azOtherDraft, bump("media", azOtherDraft), []role{other, admin, superuser}},
		{"their approved podcast changes", "media/*", bump("media", azOtherCast), allRoles},
		{"a suspended creator's album changes", "media/*", bump("media", azSuspAlbum), []role{suspended, admin, superuser}},
		{"their pending episode changes", "episodes/*", bump("episodes", azEpOtherDraft), []role{other, admin, superuser}},
		{"their approved episode changes", "episodes/*", bump("episodes", azEpOtherCast), allRoles},
		{"a play is counted", "plays/*", create("plays", "azrtplay0000001", map[string]any{
			"episode": azEpOtherCast, "media": azOtherCast, "listener": azMe, "listenerKey": secretListenerKey}), []role{superuser}},
		{"they like a podcast", "likes/*", create("likes", "azrtlike0000001", map[string]any{
			"user": azOther, "media": azOtherCast}), []role{other, superuser}},
		{"an admin writes to them", "messages/*", create("messages", "azrtmsg00000001", map[string]any{
			"from": azAdmin, "to": azOther, "text": secretNoteToOther}), []role{other, superuser}},
		{"a moderation record", "moderation_events/*", create("moderation_events", "azrtmodev000001", map[string]any{
			"media": azOtherDraft, "admin": azAdmin, "fromStatus": "pending", "toStatus": "rejected", "reason": secretRejectReason}),
			[]role{superuser}},
		{"a revision waits", "revisions/*", create("revisions", "azrtrevision001", map[string]any{
			"media": azMeActive, "changes": map[string]any{"title": secretRevision}}), []role{superuser}},
		{"a report arrives", "reports/*", create("reports", "azrtreport00001", map[string]any{
			"media": azOtherCast, "email": secretReporterEmail, "reporterKey": "email:rt", "reason": "spam",
			"details": secretReportText, "status": "open"}), []role{admin, superuser}},
		{"an appeal is decided", "appeals/*", func(t *testing.T, app core.App) string {
			a := mustFind(t, app, "appeals", azAppeal)
			a.Set("status", "denied")
			must(t, app.Save(a))
			return azAppeal
		}, []role{admin, superuser}},
		{"a domain is blocked", "blocked_domains/*", create("blocked_domains", "azrtblocked0001", map[string]any{
			"domain": "rt-blocked.example"}), []role{superuser}},
		{"an upload starts", "uploads/*", create("uploads", "azrtupload00001", map[string]any{
			"owner": azOther, "size": 10, "filename": secretUploadName, "filetype": "audio/mpeg"}), []role{superuser}},
		{"a code is issued", "verification_codes/*", func(t *testing.T, app core.App) string {
			_, err := codes.Issue(app, "someone@example.com", codes.Reset)
			must(t, err)
			r, err := app.FindFirstRecordByData("verification_codes", "email", "someone@example.com")
			must(t, err)
			return r.Id
		}, []role{superuser}},
		// A creator's public profile reaches whoever may see their media
		// (they have an approved podcast), guests included; an account
		// without media only itself.
		{"they rename themselves", "users/*", rename("users", azOther), allRoles},
		{"an account without media renames itself", "users/*", rename("users", azUnverified), []role{unverified, superuser}},
		{"the admin renames themselves", "admins/*", rename("admins", azAdmin), []role{admin, superuser}},
		{"a genre is added", "genres/*", create("genres", "azrtgenre000001", map[string]any{"title": "Realtime Test Genre"}), allRoles},
		{"a category is added", "audio_categories/*", create("audio_categories", "azrtcategory001", map[string]any{
			"title": "Realtime Test Category", "type": "sermon"}), allRoles},
		{"the platform settings change", "platform_settings/*", func(t *testing.T, app core.App) string {
			r := mustFind(t, app, "platform_settings", azPlatform)
			r.Set("maxUploadMB", 100)
			must(t, app.Save(r))
			return azPlatform
		}, []role{superuser}},
		{"a podcast download", "downloads/*", create("downloads", "azrtdownload001", map[string]any{
			"episode": azEpOtherCast, "media": azOtherCast, "listenerKey": secretDownloadKey}), []role{superuser}},
		{"a listen", "listens/*", create("listens", "azrtlisten00001", map[string]any{
			"listener": azMe, "episode": azEpOtherCast, "startedAt": "2026-01-01 10:00:00.000Z", "bytesServed": 1}), []role{superuser}},
		{"a resume point", "positions/*", create("positions", "azrtposition001", map[string]any{
			"listener": azMe, "episode": azEpOtherCast, "position": 3}), []role{superuser}},
		// Follows and the new-item mail outbox have nil rules: who follows
		// whom, and what mail went out, is no one's to hear but staff.
		{"they follow a creator", "follows/*", create("follows", "azrtfollow00001", map[string]any{
			"follower": azMe, "creator": azOther, "notify": true}), []role{superuser}},
		{"a new-item mail waits", "follow_notices/*", create("follow_notices", "azrtnotice00001", map[string]any{
			"media": azOtherCast, "follower": azMe}), []role{superuser}},
		{"a day of plays", "play_days/*", create("play_days", "azrtplayday0001", map[string]any{
			"media": azOtherCast, "day": "2026-01-02", "plays": 1}), []role{superuser}},
		// An approval reaches listeners, guests included (an item of its
		// own, saved before anyone subscribed, so no earlier event is about
		// it).
		{"their other draft is approved", "media/*", func(t *testing.T, app core.App) string {
			must(t, moderation.SetStatus(app, mustFind(t, app, "media", azRtDraft), moderation.Active, nil, ""))
			return azRtDraft
		}, allRoles},
	}
}

// TestAuthzRealtime subscribes one SSE client per role to every topic,
// makes each write, and checks who heard what: the expected clients got
// the event, no other client did, no event carried another account's
// data to a client that may not see it, and the guest's events carried
// only what a public page shows (guestHiddenKeys). A guest's subscription
// whose filter names a field it does not get is refused.
func TestAuthzRealtime(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	app, mux := fx.clone(t)
	defer app.Cleanup()
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	events := realtimeEvents()
	var topics []string
	for _, ev := range events {
		if !slices.Contains(topics, ev.topic) {
			topics = append(topics, ev.topic)
		}
	}
	for _, c := range restCollections() {
		if !slices.Contains(topics, c.name+"/*") {
			t.Errorf("collection %q has no realtime event in realtimeEvents", c.name)
		}
	}

	clients := map[role]*sseClient{}
	for _, r := range allRoles {
		clients[r] = openSSE(t, ctx, srv.URL)
		clients[r].subscribe(t, srv.URL, fx.tokens[r], topics)
	}

	type sent struct {
		ev realtimeEvent
		id string
	}
	var done []sent
	for _, ev := range events {
		done = append(done, sent{ev, ev.write(t, app)})
	}
	// Wait for every expected delivery, then a little longer for any that
	// should never come (deliveries run in their own goroutines).
	deadline := time.Now().Add(5 * time.Second)
	for _, s := range done {
		for _, r := range s.ev.to {
			for !clients[r].got(s.ev.topic, s.id) && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
		}
	}
	time.Sleep(300 * time.Millisecond)

	for _, s := range done {
		for _, r := range allRoles {
			got, expected := clients[r].got(s.ev.topic, s.id), slices.Contains(s.ev.to, r)
			switch {
			case expected && !got:
				t.Errorf("%s (%s): %s did not receive it", s.ev.name, s.ev.topic, r)
			case got && !expected:
				t.Errorf("%s (%s): %s received it", s.ev.name, s.ev.topic, r)
			}
		}
	}
	for _, m := range clients[guest].all() {
		for _, key := range guestHiddenKeys {
			if strings.Contains(m.data, key) {
				t.Errorf("realtime %s to the guest carries %s: %s", m.topic, key, clipBody(m.data))
			}
		}
	}
	probe := openSSE(t, ctx, srv.URL)
	for _, topic := range []string{`media/*?options={"query":{"filter":"statusReason != ''"}}`,
		`episodes/` + azEpOtherCast + `?options={"query":{"filter":"media.artist.email ~ 'other'"}}`} {
		if status := probe.trySubscribe(t, srv.URL, "", []string{topic}); status != http.StatusBadRequest {
			t.Errorf("a guest subscribes to %s: %d, want 400", topic, status)
		}
	}
	if status := probe.trySubscribe(t, srv.URL, "", []string{`media/*?options={"query":{"filter":"title ~ 'Podcast'"}}`}); status != http.StatusNoContent {
		t.Errorf("a guest subscribes with a filter on the title: %d, want 204", status)
	}
	for _, r := range allRoles {
		for _, m := range clients[r].all() {
			for secret, allowed := range fx.secrets {
				if secret != "" && !slices.Contains(allowed, r) && strings.Contains(m.data, secret) {
					t.Errorf("realtime %s to %s leaks %q: %s", m.topic, r, secret, clipBody(m.data))
				}
			}
		}
	}
}
