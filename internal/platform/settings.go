// Package platform reads and writes the admin-editable platform settings.
package platform

import (
	"github.com/pocketbase/pocketbase/core"
)

// settingsId is the id of the single platform_settings row.
const settingsId = "platform0000001"

// Settings are the switches an admin sets at /admin/settings.
type Settings struct {
	RegistrationOpen bool `json:"registrationOpen"`
	MaxUploadMB      int  `json:"maxUploadMB"`
}

// Load reads the settings; a missing row means the defaults.
func Load(app core.App) Settings {
	r, err := app.FindRecordById("platform_settings", settingsId)
	if err != nil {
		return Settings{RegistrationOpen: true, MaxUploadMB: 2048}
	}
	mb := r.GetInt("maxUploadMB")
	if mb <= 0 {
		mb = 2048
	}
	return Settings{RegistrationOpen: !r.GetBool("registrationClosed"), MaxUploadMB: mb}
}

// Save writes the settings.
func Save(app core.App, s Settings) error {
	r, err := app.FindRecordById("platform_settings", settingsId)
	if err != nil {
		return err
	}
	r.Set("registrationClosed", !s.RegistrationOpen)
	r.Set("maxUploadMB", s.MaxUploadMB)
	return app.Save(r)
}
