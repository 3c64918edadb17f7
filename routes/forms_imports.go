package routes

import (
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"
)

// importForm is POST /api/media/import-feed: the address of the podcast's
// RSS feed on its old host (imports.go checks it further).
type importForm struct {
	URL string `json:"url"`
}

func (f *importForm) normalize() { f.URL = strings.TrimSpace(f.URL) }

func (f *importForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.URL, text(requiredText("Please enter the address of the podcast's RSS feed"))),
	)
}
