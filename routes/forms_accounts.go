package routes

import (
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"
)

// The bodies of the account and password reset routes (accounts.go,
// password_reset.go), read by bind. Fields are declared in the order the
// screen shows them: the first field with an error gives the message.

// signUpForm is POST /api/users/create-new-account.
type signUpForm struct {
	Name            string  `json:"name"`
	Email           string  `json:"email"`
	Password        string  `json:"password"`
	ConfirmPassword *string `json:"confirmPassword"` // checked only when sent
}

func (f *signUpForm) normalize() {
	f.Name = strings.TrimSpace(f.Name)
	f.Email = normalizeEmail(f.Email)
}

func (f *signUpForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Name, text(checkName)),
		validation.Field(&f.Email, text(checkEmail)),
		validation.Field(&f.Password, text(checkNewPassword)),
		validation.Field(&f.ConfirmPassword, text(sameAs(f.Password))),
	)
}

// verifyForm is POST /api/users/verify-user.
type verifyForm struct {
	VerificationCode string `json:"verificationCode"`
	Email            string `json:"email"`
}

func (f *verifyForm) normalize() {
	f.VerificationCode = strings.TrimSpace(f.VerificationCode)
	f.Email = normalizeEmail(f.Email)
}

func (f *verifyForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.VerificationCode, text(matching(sixDigits, msgOtp))),
		validation.Field(&f.Email, text(checkEmail)),
	)
}

// emailForm is a body of one email address: POST /api/users/resend-
// verification-code and /api/users/forgot-password.
type emailForm struct {
	Email string `json:"email"`
}

func (f *emailForm) normalize() { f.Email = normalizeEmail(f.Email) }

func (f *emailForm) Validate() error {
	return validation.ValidateStruct(f, validation.Field(&f.Email, text(checkEmail)))
}

// loginForm is POST /api/users/login and /api/admin/login.
type loginForm struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (f *loginForm) normalize() { f.Email = normalizeEmail(f.Email) }

func (f *loginForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Email, text(checkEmail)),
		validation.Field(&f.Password, text(requiredText(msgPasswordNeeded)), text(func(s string) error {
			if len(s) > 1024 {
				return fieldErr("too_long", "Password is too long")
			}
			return nil
		})),
	)
}

// verifyResetForm is POST /api/users/verify-reset-code.
type verifyResetForm struct {
	Email string `json:"email"`
	Code  string `json:"code"`
}

func (f *verifyResetForm) normalize() {
	f.Email = normalizeEmail(f.Email)
	f.Code = strings.TrimSpace(f.Code)
}

func (f *verifyResetForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Email, text(checkEmail)),
		validation.Field(&f.Code, text(matching(sixDigits, msgResetCode))),
	)
}

// resetPasswordForm is POST /api/users/reset-password.
type resetPasswordForm struct {
	Email           string  `json:"email"`
	ResetToken      string  `json:"resetToken"`
	Password        string  `json:"password"`
	ConfirmPassword *string `json:"confirmPassword"`
}

func (f *resetPasswordForm) normalize() {
	f.Email = normalizeEmail(f.Email)
	f.ResetToken = strings.TrimSpace(f.ResetToken)
}

func (f *resetPasswordForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Email, text(checkEmail)),
		validation.Field(&f.ResetToken, text(requiredText(msgResetExpired))),
		validation.Field(&f.Password, text(checkNewPassword)),
		validation.Field(&f.ConfirmPassword, text(sameAs(f.Password))),
	)
}

// sameAs refuses a confirmation that differs from the password.
func sameAs(password string) func(string) error {
	return func(value string) error {
		if value != password {
			return fieldErr("mismatch", msgPasswordMatch)
		}
		return nil
	}
}
