package routes

import (
	"slices"
	"strings"
	"unicode/utf8"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/go-ozzo/ozzo-validation/v4/is"

	"selah/internal/moderation"
	"selah/internal/visibility"
)

// The bodies of the admin routes (admin_me.go's settings,
// admin_users_actions.go, media_admin.go), read by bind, fields in the
// screen's order.

// settingsForm is PUT /api/admin/settings: only the fields sent change.
type settingsForm struct {
	SenderName       *string         `json:"senderName"`
	SenderAddress    *string         `json:"senderAddress"`
	RegistrationOpen jsonValue[bool] `json:"registrationOpen"`
	MaxUploadMB      jsonValue[int]  `json:"maxUploadMB"`
}

func (f *settingsForm) normalize() {
	trimPtr(f.SenderName)
	if f.SenderAddress != nil {
		*f.SenderAddress = normalizeEmail(*f.SenderAddress)
	}
}

func (f *settingsForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.SenderName, text(func(s string) error {
			if s == "" || utf8.RuneCountInString(s) > 100 {
				return fieldErr("invalid", "The sender name must be 1 to 100 characters long")
			}
			return nil
		})),
		// PocketBase's own check is stricter than SPEC's pattern ("a@b..c"):
		// refuse here what its Save would, before the platform row is saved.
		validation.Field(&f.SenderAddress, text(checkEmail), text(func(s string) error {
			if is.EmailFormat.Validate(s) != nil {
				return fieldErr("invalid_email", msgEmail)
			}
			return nil
		})),
		validation.Field(&f.RegistrationOpen, validation.By(func(any) error {
			if f.RegistrationOpen.Bad {
				return fieldErr("invalid_type", "registrationOpen must be true or false")
			}
			return nil
		})),
		validation.Field(&f.MaxUploadMB, validation.By(func(any) error {
			if mb := f.MaxUploadMB; mb.Sent && (mb.Bad || mb.V < 1 || mb.V > 2048) {
				return fieldErr("invalid", "The upload limit must be a whole number of MB from 1 to 2048")
			}
			return nil
		})),
	)
}

// userStatusForm is PUT /api/admin/users/{id}/status; "status" is the
// field's other name.
type userStatusForm struct {
	AccountStatus string `json:"accountStatus"`
	Status        string `json:"status"`
}

func (f *userStatusForm) normalize() {
	f.AccountStatus = strings.TrimSpace(f.AccountStatus)
	if f.AccountStatus == "" {
		f.AccountStatus = strings.TrimSpace(f.Status)
	}
}

func (f *userStatusForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.AccountStatus, text(func(s string) error {
			if !slices.Contains(visibility.AccountStatuses, s) {
				return fieldErr("invalid", "Account status must be active or suspended")
			}
			return nil
		})),
	)
}

// messageForm is POST /api/admin/users/{id}/messages.
type messageForm struct {
	Text string `json:"text"`
}

func (f *messageForm) normalize() { f.Text = strings.TrimSpace(f.Text) }

func (f *messageForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Text, text(requiredText("Please write a message")), text(func(s string) error {
			if utf8.RuneCountInString(s) > maxMessage {
				return fieldErr("too_long", "A message must be at most 2000 characters long")
			}
			return nil
		})),
	)
}

// mediaStatusForm is PUT /api/media/media-status; "status" is
// adminStatus's other name (SPEC's other reading).
type mediaStatusForm struct {
	MediaId     string `json:"mediaId"`
	AdminStatus string `json:"adminStatus"`
	Status      string `json:"status"`
	Reason      string `json:"reason"`
}

func (f *mediaStatusForm) normalize() {
	f.MediaId = strings.TrimSpace(f.MediaId)
	f.AdminStatus = strings.TrimSpace(f.AdminStatus)
	if f.AdminStatus == "" {
		f.AdminStatus = strings.TrimSpace(f.Status)
	}
	f.Reason = strings.TrimSpace(f.Reason)
}

func (f *mediaStatusForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.MediaId, text(requiredText("mediaId is required"))),
		validation.Field(&f.AdminStatus, text(requiredText("Please choose a status")), text(func(s string) error {
			if !moderation.ValidDecision(s) {
				return fieldErr("invalid", "Status must be one of pending, active, rejected, suspended")
			}
			return nil
		})),
		validation.Field(&f.Reason, text(func(s string) error {
			if utf8.RuneCountInString(s) > maxReason {
				return fieldErr("too_long", "The reason must be at most 1000 characters long")
			}
			return nil
		})),
	)
}
