package follows

import (
	"net/mail"
	"net/url"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	selahmail "selah/internal/mail"
	"selah/internal/publicurl"
	"selah/internal/visibility"
)

// notice is a waiting row of the outbox with what its email needs.
type notice struct {
	Id           string `db:"id"`
	Media        string `db:"media"`
	BaseURL      string `db:"baseUrl"`
	Attempts     int    `db:"attempts"`
	Title        string `db:"title"`
	Kind         string `db:"kind"`
	Creator      string `db:"creator"`
	CreatorName  string `db:"creatorName"`
	Follower     string `db:"follower"`
	FollowerName string `db:"followerName"`
	Email        string `db:"email"`
	// Deliver is whether the email is still wanted now, as the send
	// happens: the item is still public, the follow still asks for emails
	// (no unfollow or unsubscribe since the approval), and the follower's
	// account may still receive mail (verified, not suspended).
	Deliver bool `db:"deliver"`
}

// pendingSQL reads the waiting notices that are due, oldest first, from
// the outbox's partial index.
var pendingSQL = `SELECT n.[[id]] AS id, n.[[media]] AS media, n.[[baseUrl]] AS baseUrl, n.[[attempts]] AS attempts,
		m.[[title]] AS title, m.[[type]] AS kind, m.[[artist]] AS creator, COALESCE(cu.[[name]], '') AS creatorName,
		n.[[follower]] AS follower, fu.[[name]] AS followerName, fu.[[email]] AS email,
		(` + visibility.PublicMediaSQL("m", "cu") + ` AND COALESCE(f.[[notify]], FALSE) AND fu.[[verified]]
			AND ` + visibility.InGoodStandingSQL("fu") + ` AND fu.[[email]] != '') AS deliver
	FROM {{follow_notices}} n
	JOIN {{media}} m ON m.[[id]] = n.[[media]]
	LEFT JOIN {{users}} cu ON cu.[[id]] = m.[[artist]]
	JOIN {{users}} fu ON fu.[[id]] = n.[[follower]]
	LEFT JOIN {{follows}} f ON f.[[follower]] = n.[[follower]] AND f.[[creator]] = m.[[artist]]
	WHERE n.[[outcome]] = '' AND n.[[retryAt]] <= {:now}
	ORDER BY n.[[retryAt]], n.[[created]] LIMIT {:limit}`

func pending(app core.App, limit int) ([]notice, error) {
	var out []notice
	err := app.DB().NewQuery(pendingSQL).
		Bind(dbx.Params{"now": types.NowDateTime().String(), "limit": limit}).All(&out)
	return out, err
}

// message is the notice's email. Its links start with the address the
// approval was made at, else the configured public URL.
func (n notice) message(app core.App) (selahmail.Message, error) {
	base := strings.TrimRight(n.BaseURL, "/")
	if base == "" {
		base = publicurl.OrDefault(app)
	}
	token, err := UnsubscribeToken(app, n.Follower, n.Creator)
	if err != nil {
		return selahmail.Message{}, err
	}
	q := "?token=" + url.QueryEscape(token)
	return selahmail.NewItem(app.Settings().Meta.AppName, mail.Address{Name: n.FollowerName, Address: n.Email},
		n.CreatorName, n.Title, n.Kind,
		base+"/m/"+url.PathEscape(n.Media), base+"/unsubscribe"+q, base+"/api/users/unsubscribe"+q), nil
}

// Outcomes of a notice (follow_notices.outcome; "" while it waits).
const (
	outcomeSent    = "sent"
	outcomeSkipped = "skipped"
	outcomeFailed  = "failed"
)

// finish records a notice's outcome, once: a row already finished is left
// as it is.
func finish(app core.App, id, outcome, reason string) error {
	_, err := app.DB().Update("follow_notices",
		dbx.Params{"outcome": outcome, "doneAt": types.NowDateTime().String(), "error": clip(reason)},
		dbx.HashExp{"id": id, "outcome": ""}).Execute()
	return err
}

// retryLater counts a failed attempt and sets when to try again, or gives
// the notice up after maxAttempts.
func retryLater(app core.App, n notice, reason string) error {
	attempts := n.Attempts + 1
	set := dbx.Params{"attempts": attempts, "error": clip(reason)}
	if attempts >= maxAttempts {
		set["outcome"], set["doneAt"] = outcomeFailed, types.NowDateTime().String()
	} else {
		at, err := types.ParseDateTime(types.NowDateTime().Time().Add(backoff(attempts)))
		if err != nil {
			return err
		}
		set["retryAt"] = at.String()
	}
	_, err := app.DB().Update("follow_notices", set, dbx.HashExp{"id": n.Id, "outcome": ""}).Execute()
	return err
}

func clip(s string) string {
	if r := []rune(s); len(r) > 1000 {
		return string(r[:1000])
	}
	return s
}
