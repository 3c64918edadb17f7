package routes

import (
	"net/http"
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/lists"
	"selah/internal/messages"
	"selah/internal/publicurl"
	"selah/internal/visibility"
)

const maxMessage = 2000

func itoa(n int) string { return strconv.Itoa(n) }

// getUser is View Profile: the user, their content (every status) and its
// figures.
func (d *deps) getUser(e *core.RequestEvent) error {
	user, err := e.App.FindRecordById(usersCollection, e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	ids, err := lists.CreatorMediaIds(e.App, user.Id, 50)
	if err != nil {
		return err
	}
	stats, err := d.creatorStats(e.App, user.Id, "")
	if err != nil {
		return err
	}
	counts, err := mediaCounts(e.App, []*core.Record{user})
	if err != nil {
		return err
	}
	media, err := d.mediaPage(e.App, ids, true)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{
		"user":  adminUserJSON{userJSON: toUserJSON(user), MediaCount: counts[user.Id]},
		"media": media,
		"stats": stats,
	})
}

// setUserStatus suspends or reactivates an account. Suspending rotates
// the token key (every session of the user dies at once); the visibility
// rules hide a suspended creator's media from listeners.
func (d *deps) setUserStatus(e *core.RequestEvent) error {
	user, err := e.App.FindRecordById(usersCollection, e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	in := &userStatusForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	status := in.AccountStatus
	user.Set("accountStatus", status)
	if visibility.Suspends(status) {
		user.RefreshTokenKey()
	}
	if err := e.App.Save(user); err != nil {
		return err
	}
	msg := "User reactivated successfully"
	if visibility.Suspends(status) {
		msg = "User suspended successfully"
	}
	return ok(e, http.StatusOK, msg, map[string]any{"user": toUserJSON(user)})
}

// sendMessage stores an admin's message to a user and emails it.
func (d *deps) sendMessage(e *core.RequestEvent) error {
	user, err := e.App.FindRecordById(usersCollection, e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError("", nil)
	}
	in := &messageForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	sent, err := messages.Send(e.App, e.Auth, user, in.Text, publicurl.Base(e.App, e.Request))
	if err != nil {
		return err
	}
	if sent.MailErr != nil {
		logError(e, sent.MailErr) // stored and listed in the app even if the email fails
	}
	return ok(e, http.StatusCreated, "Message sent successfully", map[string]any{"_id": sent.Message.Id})
}
