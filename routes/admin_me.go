package routes

import (
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/go-ozzo/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/platform"
)

func (d *deps) registerAdminAccount(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/dashboard", d.adminDashboard).Bind(requireAdmin())
	g.GET("/me", d.adminMe).Bind(requireAdmin())
	g.PATCH("/me", d.patchAdminMe).Bind(requireAdmin())
	g.POST("/change-password", d.adminChangePassword).Bind(requireAdmin())
	g.GET("/settings", d.getPlatformSettings).Bind(requireAdmin())
	g.PUT("/settings", d.putPlatformSettings).Bind(requireAdmin())
}

func (d *deps) adminMe(e *core.RequestEvent) error {
	return ok(e, http.StatusOK, "", map[string]any{"admin": toAdminJSON(e.Auth)})
}

func (d *deps) patchAdminMe(e *core.RequestEvent) error {
	b, err := readBody(e)
	if err != nil {
		return err
	}
	f := &form{}
	name := strings.TrimSpace(b.text(f, "name"))
	f.name("name", name)
	if err := f.err(); err != nil {
		return err
	}
	admin := e.Auth.Fresh()
	admin.Set("name", name)
	if err := e.App.Save(admin); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Your profile has been updated", map[string]any{"admin": toAdminJSON(admin)})
}

func (d *deps) adminChangePassword(e *core.RequestEvent) error {
	return changePassword(e)
}

// platformSettingsJSON are the settings an admin edits, with the sender
// from PocketBase's mail settings.
type platformSettingsJSON struct {
	SenderName    string `json:"senderName"`
	SenderAddress string `json:"senderAddress"`
	platform.Settings
}

func (d *deps) getPlatformSettings(e *core.RequestEvent) error {
	meta := e.App.Settings().Meta
	return ok(e, http.StatusOK, "", platformSettingsJSON{SenderName: meta.SenderName, SenderAddress: meta.SenderAddress,
		Settings: platform.Load(e.App)})
}

func (d *deps) putPlatformSettings(e *core.RequestEvent) error {
	b, err := readBody(e)
	if err != nil {
		return err
	}
	f := &form{}
	current := platform.Load(e.App)
	meta := e.App.Settings().Meta
	name, address := meta.SenderName, meta.SenderAddress
	if b.has("senderName") {
		name = strings.TrimSpace(b.text(f, "senderName"))
		if !f.failed("senderName") && (name == "" || utf8.RuneCountInString(name) > 100) {
			f.add("senderName", "invalid", "The sender name must be 1 to 100 characters long")
		}
	}
	if b.has("senderAddress") {
		address = normalizeEmail(b.text(f, "senderAddress"))
		f.email("senderAddress", address)
		// PocketBase's own check is stricter than SPEC's pattern ("a@b..c"):
		// refuse here what its Save would, before the platform row is saved.
		if !f.failed("senderAddress") && is.EmailFormat.Validate(address) != nil {
			f.add("senderAddress", "invalid_email", msgEmail)
		}
	}
	if b.has("registrationOpen") {
		var open bool
		if err := jsonField(b, "registrationOpen", &open); err != nil {
			f.add("registrationOpen", "invalid_type", "registrationOpen must be true or false")
		}
		current.RegistrationOpen = open
	}
	if b.has("maxUploadMB") {
		var mb int
		if err := jsonField(b, "maxUploadMB", &mb); err != nil || mb < 1 || mb > 2048 {
			f.add("maxUploadMB", "invalid", "The upload limit must be a whole number of MB from 1 to 2048")
		}
		current.MaxUploadMB = mb
	}
	if err := f.err(); err != nil {
		return err
	}
	if err := platform.Save(e.App, current); err != nil {
		return err
	}
	settings := e.App.Settings()
	settings.Meta.SenderName, settings.Meta.SenderAddress = name, address
	if err := e.App.Save(settings); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Settings saved", platformSettingsJSON{SenderName: name, SenderAddress: address, Settings: current})
}
