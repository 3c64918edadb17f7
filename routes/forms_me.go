package routes

import (
	"strings"
	"unicode/utf8"

	validation "github.com/go-ozzo/ozzo-validation/v4"
)

// The bodies of the signed-in account's own routes (me.go, admin_me.go),
// read by bind, fields in the screen's order.

// profileForm is PATCH /api/users/me: only the fields sent change (the
// avatar is a file of the same multipart body, read by the route).
type profileForm struct {
	Name *string `json:"name"`
	Bio  *string `json:"bio"`
}

func (f *profileForm) normalize() {
	trimPtr(f.Name)
	trimPtr(f.Bio)
}

func (f *profileForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Name, text(checkName)),
		validation.Field(&f.Bio, text(func(s string) error {
			if utf8.RuneCountInString(s) > maxBio {
				return fieldErr("too_long", "Bio must be at most 500 characters long")
			}
			return nil
		})),
	)
}

// adminProfileForm is PATCH /api/admin/me: the name is required.
type adminProfileForm struct {
	Name string `json:"name"`
}

func (f *adminProfileForm) normalize() { f.Name = strings.TrimSpace(f.Name) }

func (f *adminProfileForm) Validate() error {
	return validation.ValidateStruct(f, validation.Field(&f.Name, text(checkName)))
}

// changePasswordForm is POST /api/users/change-password and
// /api/admin/change-password.
type changePasswordForm struct {
	CurrentPassword string  `json:"currentPassword"`
	Password        string  `json:"password"`
	ConfirmPassword *string `json:"confirmPassword"` // checked only when sent
}

func (f *changePasswordForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.CurrentPassword, text(requiredText(msgCurrentPassword))),
		validation.Field(&f.Password, text(checkNewPassword)),
		validation.Field(&f.ConfirmPassword, text(sameAs(f.Password))),
	)
}

// deleteAccountForm is DELETE /api/users/me: the account's email, typed
// again.
type deleteAccountForm struct {
	Email string `json:"email"`
}

func (f *deleteAccountForm) normalize() { f.Email = normalizeEmail(f.Email) }

func (f *deleteAccountForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Email, text(requiredText(msgEmailRequired)), text(checkEmail)),
	)
}

// trimPtr trims a field that may not have been sent.
func trimPtr(s *string) {
	if s != nil {
		*s = strings.TrimSpace(*s)
	}
}
