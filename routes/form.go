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

// form collects field errors in the order they are found (query parameters,
// an upload's parts and files, the form structs it reads), so the envelope's
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
	f.errs[field] = fieldErr(code, message)
}

// read fills a form struct from b (an upload's JSON metadata), validates
// it and adds its errors, keys under prefix ("episodes.3."); an error that
// is not a field's is returned.
func (f *form) read(prefix string, dst validation.Validatable, b *body) error {
	order, errs, err := validate(dst, b.fill(dst))
	if err != nil {
		return err
	}
	f.merge(prefix, order, errs)
	return nil
}

// merge adds the errors validate found in a form struct, in its order,
// each key under prefix ("episodes.3.").
func (f *form) merge(prefix string, order []string, errs validation.Errors) {
	for _, k := range order {
		if f.errs == nil {
			f.errs = validation.Errors{}
		}
		if _, seen := f.errs[prefix+k]; !seen {
			f.errs[prefix+k] = errs[k]
			f.order = append(f.order, prefix+k)
		}
	}
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

// fieldErr is a field's error: the code PocketBase's validation errors
// carry, and SPEC's message.
func fieldErr(code, message string) validation.Error {
	return validation.NewError("validation_"+code, message)
}

// text is an ozzo rule over a text field of a form struct (a string or a
// *string, where nil, not sent, passes): check's error or nil.
func text(check func(string) error) validation.Rule {
	return validation.By(func(v any) error {
		switch s := v.(type) {
		case string:
			return check(s)
		case *string:
			if s != nil {
				return check(*s)
			}
		}
		return nil
	})
}

func checkEmail(value string) error {
	switch {
	case utf8.RuneCountInString(value) > maxEmail:
		return fieldErr("too_long", fmt.Sprintf("Email must be at most %d characters long", maxEmail))
	case !emailPattern.MatchString(value):
		return fieldErr("invalid_email", msgEmail)
	}
	return nil
}

func checkNewPassword(value string) error {
	switch {
	case utf8.RuneCountInString(value) < minPassword:
		return fieldErr("too_short", msgPasswordShort)
	case len(value) > maxPassword:
		return fieldErr("too_long", fmt.Sprintf("Password must be at most %d characters long", maxPassword))
	}
	return nil
}

func checkName(value string) error {
	switch {
	case value == "":
		return fieldErr("required", msgName)
	case utf8.RuneCountInString(value) > maxName:
		return fieldErr("too_long", fmt.Sprintf("Name must be at most %d characters long", maxName))
	case safetext.HasUnsafe(value):
		// A name goes into emails' greetings: no line of its own there.
		return fieldErr("invalid_characters", msgNameUnsafe)
	}
	return nil
}

// requiredText refuses an empty value with message.
func requiredText(message string) func(string) error {
	return func(value string) error {
		if value == "" {
			return fieldErr("required", message)
		}
		return nil
	}
}

// matching refuses a value pattern does not match with message.
func matching(pattern *regexp.Regexp, message string) func(string) error {
	return func(value string) error {
		if !pattern.MatchString(value) {
			return fieldErr("invalid", message)
		}
		return nil
	}
}
