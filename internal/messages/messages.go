// Package messages keeps the admins' messages to users: stored to be
// listed in the app, and mailed.
package messages

import (
	netmail "net/mail"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/mail"
)

// Page is a page (from 1) of the messages to a user, newest first, each
// with its sender expanded, and how many there are in all.
func Page(app core.App, to string, page, limit int) (total int64, records []*core.Record, err error) {
	where := dbx.HashExp{"to": to}
	total, err = app.CountRecords("messages", where)
	if err != nil {
		return 0, nil, err
	}
	err = app.RecordQuery("messages").AndWhere(where).OrderBy("created DESC", "id DESC").
		Limit(int64(limit)).Offset(int64((page - 1) * limit)).All(&records)
	if err != nil {
		return 0, nil, err
	}
	app.ExpandRecords(records, []string{"from"}, nil)
	return total, records, nil
}

// Sent is a stored message and how its mail went.
type Sent struct {
	Message *core.Record
	// MailErr is why the mail failed, if it did: the message is kept all
	// the same, and the user reads it in the app.
	MailErr error
}

// Send stores admin's message to user and mails it, with links to
// baseURL.
func Send(app core.App, admin, user *core.Record, text, baseURL string) (Sent, error) {
	coll, err := app.FindCachedCollectionByNameOrId("messages")
	if err != nil {
		return Sent{}, err
	}
	m := core.NewRecord(coll)
	m.Set("from", admin.Id)
	m.Set("to", user.Id)
	m.Set("text", text)
	if err := app.Save(m); err != nil {
		return Sent{}, err
	}
	meta := app.Settings().Meta
	from := admin.GetString("name")
	if from == "" {
		from = "The " + meta.AppName + " team"
	}
	letter := mail.AdminMessage(meta.AppName, baseURL, netmail.Address{Name: user.GetString("name"), Address: user.Email()}, from, text)
	return Sent{Message: m, MailErr: mail.Send(app, letter)}, nil
}
