package routes

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/accounts"
	"selah/internal/messages"
	"selah/internal/sniff"
)

// Messages of the signed-in user's routes.
const (
	msgProfileSaved     = "Your profile has been updated"
	msgPasswordChanged  = "Your password has been changed"
	msgCurrentPassword  = "Please enter your current password"
	msgWrongPassword    = "Your current password is incorrect"
	msgAccountDeleted   = "Your account has been deleted"
	msgEmailMismatch    = "The email address does not match your account"
	msgAvatarType       = "The avatar must be a JPEG, PNG or WebP image"
	msgAvatarTooLarge   = "The avatar must be at most 10 MB"
	maxAvatarBytes      = 10 << 20
	maxBio              = 500
	defaultMessagesPage = 10
)

func (d *deps) registerMe(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/me", d.getMe).Bind(requireUser())
	g.PATCH("/me", d.patchMe).Bind(requireUser(), apis.BodyLimit(avatarBodyLimit))
	g.DELETE("/me", d.deleteMe).Bind(requireUser())
	g.POST("/change-password", d.changePassword).Bind(requireUser())
	g.GET("/messages", d.listMessages).Bind(requireUser())
}

func (d *deps) getMe(e *core.RequestEvent) error {
	me, err := toMeJSON(e.App, e.Auth)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"user": me})
}

func (d *deps) patchMe(e *core.RequestEvent) error {
	in := &profileForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	user := e.Auth.Fresh()
	if in.Name != nil {
		user.Set("name", *in.Name)
	}
	if in.Bio != nil {
		user.Set("bio", *in.Bio)
	}
	if e.Request.MultipartForm != nil {
		if fhs := e.Request.MultipartForm.File["avatar"]; len(fhs) > 0 {
			fh := fhs[0]
			if fh.Size > maxAvatarBytes {
				return router.NewApiError(http.StatusRequestEntityTooLarge, msgAvatarTooLarge, nil)
			}
			isImage, err := sniff.IsImage(fh)
			if err != nil {
				return err
			}
			if !isImage {
				return router.NewApiError(http.StatusUnsupportedMediaType, msgAvatarType, nil)
			}
			file, err := filesystem.NewFileFromMultipart(fh)
			if err != nil {
				return err
			}
			file.OriginalName = originalName(file.OriginalName, 255)
			user.Set("avatar", file)
		}
	}
	if err := e.App.Save(user); err != nil {
		return err
	}
	me, err := toMeJSON(e.App, user)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, msgProfileSaved, map[string]any{"user": me})
}

func (d *deps) changePassword(e *core.RequestEvent) error {
	return changePassword(e)
}

// changePassword changes the signed-in account's password (a user's or an
// admin's) and answers a fresh token: the new password revokes the rest.
func changePassword(e *core.RequestEvent) error {
	in := &changePasswordForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	user := e.Auth.Fresh()
	if !user.ValidatePassword(in.CurrentPassword) {
		return fieldError("currentPassword", "invalid", msgWrongPassword)
	}
	// The new password rotates the token key, revoking every token of the
	// account; this session continues with the fresh token we answer.
	user.SetPassword(in.Password)
	if err := e.App.Save(user); err != nil {
		return err
	}
	token, err := user.NewAuthToken()
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, msgPasswordChanged, map[string]any{"token": token})
}

func (d *deps) deleteMe(e *core.RequestEvent) error {
	in := &deleteAccountForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	user := e.Auth
	if !strings.EqualFold(user.Email(), in.Email) {
		return fieldError("email", "mismatch", msgEmailMismatch)
	}
	// Relations cascade: media, episodes, likes, plays and messages go with
	// the account, and PocketBase deletes their files after the commit.
	err := e.App.RunInTransaction(func(tx core.App) error {
		return accounts.Delete(tx, user)
	})
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, msgAccountDeleted, nil)
}

func (d *deps) listMessages(e *core.RequestEvent) error {
	page, limit, err := paging(e, defaultMessagesPage)
	if err != nil {
		return err
	}
	total, records, err := messages.Page(e.App, e.Auth.Id, page, limit)
	if err != nil {
		return err
	}
	items := make([]map[string]any, 0, len(records))
	for _, r := range records {
		from := "Selah team"
		if a := r.ExpandedOne("from"); a != nil && a.GetString("name") != "" {
			from = a.GetString("name")
		}
		items = append(items, map[string]any{
			"_id":       r.Id,
			"text":      r.GetString("text"),
			"from":      map[string]any{"name": from},
			"readAt":    dateOrNil(r, "readAt"),
			"createdAt": isoTime(r, "created"),
		})
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items, "totalCount": total, "page": page, "limit": limit})
}
