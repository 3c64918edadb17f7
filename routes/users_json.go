package routes

import (
	"net/url"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/library"
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
	return userRow{
		Id: r.Id, Name: r.GetString("name"), Email: r.Email(), AccountStatus: r.GetString("accountStatus"),
		IsPremiumUser: r.GetBool("isPremiumUser"), Verified: r.Verified(), Bio: r.GetString("bio"),
		Avatar: r.GetString("avatar"), Created: r.GetString("created"),
	}.json(r.Collection().Id)
}

// userRow is a users row as stored, read by a list's own query
// (admin_users_list.go) or taken from a record (toUserJSON).
type userRow struct {
	Id, Name, Email, AccountStatus string
	IsPremiumUser, Verified        bool
	Bio, Avatar, Created           string
}

// json renders the row; collection is the users collection's id (file
// URLs name it). An empty status (a row written before the field had a
// value) is active.
func (r userRow) json(collection string) userJSON {
	status := r.AccountStatus
	if status == "" {
		status = visibility.AccountActive
	}
	out := userJSON{
		Id: r.Id, Name: r.Name, Email: r.Email, AccountStatus: status, IsPremiumUser: r.IsPremiumUser,
		Verified: r.Verified, Bio: r.Bio, CreatedAt: isoString(r.Created),
	}
	if r.Avatar != "" {
		out.Avatar = filePath(collection, r.Id, r.Avatar)
	}
	return out
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

// meJSON is the signed-in user as their own routes show them (sign-in,
// GET and PATCH /api/users/me): the user, and whether they have uploaded
// anything, which decides where the app lands them (a creator's dashboard
// or a listener's home).
type meJSON struct {
	userJSON
	IsCreator bool `json:"isCreator"`
}

func toMeJSON(app core.App, r *core.Record) (meJSON, error) {
	creator, err := library.IsCreator(app, r.Id)
	return meJSON{userJSON: toUserJSON(r), IsCreator: creator}, err
}
