package routes_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/moderation"
)

const azEpOtherDraft2 = "azepothdr000002" // a second track of their pending album

// decisionPath is one way staff can change an item's status.
type decisionPath struct {
	name string
	// send changes azOtherDraft's status; reason "" sends none.
	send func(t *testing.T, fx *authzFixture, srv string, status, reason string)
	// admin reports whether the history row names the admin.
	admin bool
}

func decisionPaths() []decisionPath {
	call := func(t *testing.T, method, url, token string, body any, want int) {
		t.Helper()
		raw, _ := json.Marshal(body)
		req, err := http.NewRequest(method, url, strings.NewReader(string(raw)))
		must(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", token)
		res, err := http.DefaultClient.Do(req)
		must(t, err)
		defer res.Body.Close()
		if res.StatusCode != want {
			var msg map[string]any
			_ = json.NewDecoder(res.Body).Decode(&msg)
			t.Fatalf("%s %s: %d, want %d: %v", method, url, res.StatusCode, want, msg)
		}
	}
	restBody := func(status, reason string) map[string]any {
		b := map[string]any{"adminStatus": status}
		if reason != "" {
			b["statusReason"] = reason
		}
		return b
	}
	return []decisionPath{
		{name: "the admin route", admin: true, send: func(t *testing.T, fx *authzFixture, srv, status, reason string) {
			call(t, http.MethodPut, srv+"/api/media/media-status", fx.tokens[admin],
				map[string]any{"mediaId": azOtherDraft, "adminStatus": status, "reason": reason}, 200)
		}},
		{name: "the dashboard's REST update", send: func(t *testing.T, fx *authzFixture, srv, status, reason string) {
			call(t, http.MethodPatch, srv+"/api/collections/media/records/"+azOtherDraft, fx.tokens[superuser],
				restBody(status, reason), 200)
		}},
		{name: "a batch request", send: func(t *testing.T, fx *authzFixture, srv, status, reason string) {
			call(t, http.MethodPost, srv+"/api/batch", fx.tokens[superuser], map[string]any{"requests": []any{
				map[string]any{"method": "PATCH", "url": "/api/collections/media/records/" + azOtherDraft, "body": restBody(status, reason)},
			}}, 200)
		}},
	}
}

// TestStatusChangeSameEveryWay approves, then rejects, their pending album
// through each path and checks the same effects each time: the episodes
// follow, a history row with this change's reason (never an earlier one),
// the creator's email, and realtime events for the media and for each
// episode, to exactly the clients that may see them.
func TestStatusChangeSameEveryWay(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	for _, path := range decisionPaths() {
		t.Run(path.name, func(t *testing.T) {
			app, mux := fx.clone(t)
			defer app.Cleanup()
			azSaveEpisode(t, app, azEpOtherDraft2, azOtherDraft, fx.mp3)
			srv := httptest.NewServer(mux)
			defer srv.Close()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()

			topics := []string{"media/*", "episodes/*"}
			clients := map[role]*sseClient{}
			for _, r := range []role{user, other, superuser, guest} {
				clients[r] = openSSE(t, ctx, srv.URL)
				clients[r].subscribe(t, srv.URL, fx.tokens[r], topics)
			}
			episodes := []string{azEpOtherDraft, azEpOtherDraft2}

			// Approve without a reason.
			mails := app.TestMailer.TotalSend()
			path.send(t, fx, srv.URL, moderation.Active, "")
			checkDecision(t, app, path, moderation.Pending, moderation.Active, "", episodes)
			if app.TestMailer.TotalSend() != mails+1 {
				t.Fatalf("approval sent %d mails, want 1", app.TestMailer.TotalSend()-mails)
			}
			if m := app.TestMailer.LastMessage(); m.To[0].Address != "other@example.com" || !strings.Contains(m.Subject, "is live") {
				t.Errorf("approval mail: to %v, subject %q", m.To, m.Subject)
			}
			// The creator, a listener, staff and a guest (public media is
			// anyone's, 81627fb) hear the media and every episode go live.
			for _, r := range []role{user, other, superuser, guest} {
				waitHeard(t, clients[r], r, "media/*", azOtherDraft)
				for _, ep := range episodes {
					waitHeard(t, clients[r], r, "episodes/*", ep)
				}
			}

			// Reject with a reason, then send it back to pending without
			// one: the second row must not repeat the first's reason.
			path.send(t, fx, srv.URL, moderation.Rejected, "Please fix the audio levels")
			checkDecision(t, app, path, moderation.Active, moderation.Rejected, "Please fix the audio levels", episodes)
			if m := app.TestMailer.LastMessage(); !strings.Contains(m.Text, "Please fix the audio levels") {
				t.Errorf("rejection mail lacks the reason: %q", m.Text)
			}
			mails = app.TestMailer.TotalSend()
			path.send(t, fx, srv.URL, moderation.Pending, "")
			checkDecision(t, app, path, moderation.Rejected, moderation.Pending, "", episodes)
			if app.TestMailer.TotalSend() != mails {
				t.Errorf("a move back to pending sent a mail")
			}

			// A guest heard the item go live and nothing after: not the
			// rejection, its reason, nor the move back to pending (the item
			// was no longer public), and no moderation field at all.
			heard := clients[guest].all()
			if len(heard) != 1+len(episodes) {
				t.Errorf("a guest heard %d events, want %d (the approval only)", len(heard), 1+len(episodes))
			}
			for _, m := range heard {
				if m.recordId != azOtherDraft && !slices.Contains(episodes, m.recordId) {
					t.Errorf("a guest heard %s %s", m.topic, m.recordId)
				}
				for _, field := range []string{"Please fix the audio levels", `"statusReason"`, `"adminStatus"`} {
					if strings.Contains(m.data, field) {
						t.Errorf("a guest's %s event of %s carries %s: %s", m.topic, m.recordId, field, m.data)
					}
				}
			}
		})
	}
}

// checkDecision asserts the state after one decision.
func checkDecision(t *testing.T, app *tests.TestApp, path decisionPath, from, to, reason string, episodes []string) {
	t.Helper()
	media := mustFind(t, app, "media", azOtherDraft)
	if media.GetString("adminStatus") != to || media.GetString("statusReason") != reason {
		t.Errorf("media: %q (%q), want %q (%q)", media.GetString("adminStatus"), media.GetString("statusReason"), to, reason)
	}
	if media.GetDateTime("reviewedAt").IsZero() {
		t.Errorf("media: no reviewedAt")
	}
	for _, id := range episodes {
		if got := mustFind(t, app, "episodes", id).GetString("adminStatus"); got != to {
			t.Errorf("episode %s: %q, want %q", id, got, to)
		}
	}
	events, err := app.FindRecordsByFilter("moderation_events", "media = {:m}", "-created,-id", 1, 0,
		map[string]any{"m": azOtherDraft})
	must(t, err)
	if len(events) != 1 {
		t.Fatalf("no history row")
	}
	ev := events[0]
	if ev.GetString("fromStatus") != from || ev.GetString("toStatus") != to || ev.GetString("reason") != reason {
		t.Errorf("history row: %s -> %s (%q), want %s -> %s (%q)", ev.GetString("fromStatus"), ev.GetString("toStatus"),
			ev.GetString("reason"), from, to, reason)
	}
	if (ev.GetString("admin") == azAdmin) != path.admin {
		t.Errorf("history row admin %q", ev.GetString("admin"))
	}
}

func waitHeard(t *testing.T, c *sseClient, r role, topic, id string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !c.got(topic, id) {
		if time.Now().After(deadline) {
			var got []string
			for _, m := range c.all() {
				got = append(got, m.topic+" "+m.recordId)
			}
			t.Errorf("%s did not hear %s %s; heard %v", r, topic, id, got)
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestEpisodeCountReachesSubscribers: a new track changes its album's
// episodeCount and duration; subscribers who may see the album hear the
// change (a pending album: its creator and staff), others do not.
func TestEpisodeCountReachesSubscribers(t *testing.T) {
	t.Parallel()
	fx := newAuthzFixture(t)
	app, mux := fx.clone(t)
	defer app.Cleanup()
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	clients := map[role]*sseClient{}
	for _, r := range []role{user, other, superuser} {
		clients[r] = openSSE(t, ctx, srv.URL)
		clients[r].subscribe(t, srv.URL, fx.tokens[r], []string{"media/" + azOtherDraft})
	}
	azSaveEpisode(t, app, azEpOtherDraft2, azOtherDraft, fx.mp3)
	if got := mustFind(t, app, "media", azOtherDraft).GetInt("episodeCount"); got != 2 {
		t.Fatalf("episodeCount %d, want 2", got)
	}
	for _, r := range []role{other, superuser} {
		waitHeard(t, clients[r], r, "media/"+azOtherDraft, azOtherDraft)
		heard := false
		for _, m := range clients[r].all() {
			heard = heard || strings.Contains(m.data, `"episodeCount":2`)
		}
		if !heard {
			t.Errorf("%s did not hear the new count", r)
		}
	}
	for _, m := range clients[user].all() {
		t.Errorf("another user heard %s", m.topic)
	}
}
