package routes

import (
	"fmt"
	"regexp"
	"unicode/utf8"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/safetext"
)

// SPEC.md §5's messages, word for word; the client shows the same ones.
const (
	msgName          = "Please enter your full name"
	msgEmail         = "Please enter a valid email address"
	msgPasswordShort = "Password must be at least 8 characters long"
	msgPasswordMatch = "Passwords do not match"
	msgOtp           = "Please enter all 6 digits"
	msgResetCode     = "Please enter a valid 6-digit verification code"
	msgEmailRequired = "Email address is required"
)

// msgNameUnsafe refuses a name with a line break or a control character
// (names go into emails); the users and admins validation hook answers
// every other write path with the same words.
const msgNameUnsafe = safetext.MsgUnsafeName

// Limits beyond SPEC's minimums: bcrypt reads at most 72 bytes, and
// PocketBase caps passwords at 71.
const (
	maxName     = 100
	maxEmail    = 254
	maxPassword = 71
	minPassword = 8
)

// emailPattern is SPEC's "simple {email} pattern": something@something.tld.
var (
	emailPattern = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)
	sixDigits    = regexp.MustCompile(`^[0-9]{6}$`)
)

// form collects field errors in the order they are found, so the envelope's
// message is the first problem a person would see on the screen.
type form struct {
	order []string
	errs  validation.Errors
}

// add records a field error; the first one per field wins.
func (f *form) add(field, code, message string) {
	if f.errs == nil {
		f.errs = validation.Errors{}
	}
	if _, seen := f.errs[field]; seen {
		return
	}
	f.order = append(f.order, field)
	f.errs[field] = validation.NewError("validation_"+code, message)
}

// failed reports whether the field already has an error.
func (f *form) failed(field string) bool {
	_, seen := f.errs[field]
	return seen
}

// err is nil when the form is valid, else a 400 carrying every field error.
func (f *form) err() error {
	if len(f.order) == 0 {
		return nil
	}
	return router.NewBadRequestError(f.errs[f.order[0]].Error(), f.errs)
}

func (f *form) email(field, value string) {
	switch {
	case f.failed(field):
	case utf8.RuneCountInString(value) > maxEmail:
		f.add(field, "too_long", fmt.Sprintf("Email must be at most %d characters long", maxEmail))
	case !emailPattern.MatchString(value):
		f.add(field, "invalid_email", msgEmail)
	}
}

func (f *form) newPassword(field, value string) {
	switch {
	case f.failed(field):
	case utf8.RuneCountInString(value) < minPassword:
		f.add(field, "too_short", msgPasswordShort)
	case len(value) > maxPassword:
		f.add(field, "too_long", fmt.Sprintf("Password must be at most %d characters long", maxPassword))
	}
}

func (f *form) name(field, value string) {
	switch {
	case f.failed(field):
	case value == "":
		f.add(field, "required", msgName)
	case utf8.RuneCountInString(value) > maxName:
		f.add(field, "too_long", fmt.Sprintf("Name must be at most %d characters long", maxName))
	case safetext.HasUnsafe(value):
		// A name goes into emails' greetings: no line of its own there.
		f.add(field, "invalid_characters", msgNameUnsafe)
	}
}

func (f *form) required(field, value, message string) {
	if !f.failed(field) && value == "" {
		f.add(field, "required", message)
	}
}

func (f *form) matches(field, value string, pattern *regexp.Regexp, message string) {
	if !f.failed(field) && !pattern.MatchString(value) {
		f.add(field, "invalid", message)
	}
}
