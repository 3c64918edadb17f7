package routes

import (
	"net/url"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/visibility"
)

// userJSON is a user as API.md's routes show it (SPEC's field names).
type userJSON struct {
	Id            string `json:"_id"`
	Name          string `json:"name"`
	Email         string `json:"email"`
	AccountStatus string `json:"accountStatus"`
	IsPremiumUser bool   `json:"isPremiumUser"`
	Verified      bool   `json:"verified"`
	Bio           string `json:"bio"`
	Avatar        string `json:"avatar"`
	CreatedAt     string `json:"createdAt"`
}

func toUserJSON(r *core.Record) userJSON {
	status := r.GetString("accountStatus")
	if status == "" {
		status = visibility.AccountActive
	}
	return userJSON{
		Id:            r.Id,
		Name:          r.GetString("name"),
		Email:         r.Email(),
		AccountStatus: status,
		IsPremiumUser: r.GetBool("isPremiumUser"),
		Verified:      r.Verified(),
		Bio:           r.GetString("bio"),
		Avatar:        fileURL(r, r.GetString("avatar")),
		CreatedAt:     r.GetDateTime("created").Time().UTC().Format("2006-01-02T15:04:05.000Z"),
	}
}

// adminJSON is an admin as the admin login shows it.
type adminJSON struct {
	Id    string `json:"_id"`
	Name  string `json:"name"`
	Email string `json:"email"`
}

func toAdminJSON(r *core.Record) adminJSON {
	return adminJSON{Id: r.Id, Name: r.GetString("name"), Email: r.Email()}
}

// fileURL is the root-relative URL of one of a record's files, "" if none.
func fileURL(r *core.Record, name string) string {
	if name == "" {
		return ""
	}
	return filePath(r.Collection().Id, r.Id, name)
}

// filePath is the /api/files path of a record's stored file.
func filePath(collection, record, name string) string {
	return "/api/files/" + url.PathEscape(collection) + "/" + url.PathEscape(record) + "/" + url.PathEscape(name)
}
