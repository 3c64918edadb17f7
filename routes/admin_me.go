package routes

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/platform"
	"selah/internal/renditions"
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
	in := &adminProfileForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	admin := e.Auth.Fresh()
	admin.Set("name", in.Name)
	if err := e.App.Save(admin); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Your profile has been updated", map[string]any{"admin": toAdminJSON(admin)})
}

func (d *deps) adminChangePassword(e *core.RequestEvent) error {
	return changePassword(e)
}

// platformSettingsJSON are the settings an admin edits, with the sender
// from PocketBase's mail settings, and whether audio is processed here
// (read-only: it is the machine's, not a setting).
type platformSettingsJSON struct {
	SenderName    string `json:"senderName"`
	SenderAddress string `json:"senderAddress"`
	platform.Settings
	AudioProcessing audioProcessingJSON `json:"audioProcessing"`
}

// audioProcessingJSON says whether this server makes renditions: ffmpeg's
// version when it can, what is missing (ErrMissing's sentence, or why
// the ffmpeg found does not work) when it cannot.
type audioProcessingJSON struct {
	Available bool   `json:"available"`
	Version   string `json:"version"`
	Message   string `json:"message"`
}

// It is the engine the rendition worker was started with (found once, at
// start: the worker's Engine), not ffmpeg run again for every request.
func audioProcessing(w *renditions.Worker) audioProcessingJSON {
	engine := w.Engine()
	if engine.Err != nil {
		return audioProcessingJSON{Message: engine.Err.Error()}
	}
	return audioProcessingJSON{Available: true, Version: engine.Tool.Version}
}

func (d *deps) getPlatformSettings(e *core.RequestEvent) error {
	meta := e.App.Settings().Meta
	return ok(e, http.StatusOK, "", platformSettingsJSON{SenderName: meta.SenderName, SenderAddress: meta.SenderAddress,
		Settings: platform.Load(e.App), AudioProcessing: audioProcessing(d.renditions)})
}

func (d *deps) putPlatformSettings(e *core.RequestEvent) error {
	in := &settingsForm{}
	if err := bind(e, in); err != nil {
		return err
	}
	current := platform.Load(e.App)
	meta := e.App.Settings().Meta
	name, address := meta.SenderName, meta.SenderAddress
	if in.SenderName != nil {
		name = *in.SenderName
	}
	if in.SenderAddress != nil {
		address = *in.SenderAddress
	}
	if in.RegistrationOpen.Sent {
		current.RegistrationOpen = in.RegistrationOpen.V
	}
	if in.MaxUploadMB.Sent {
		current.MaxUploadMB = in.MaxUploadMB.V
	}
	if err := platform.Save(e.App, current); err != nil {
		return err
	}
	settings := e.App.Settings()
	settings.Meta.SenderName, settings.Meta.SenderAddress = name, address
	if err := e.App.Save(settings); err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Settings saved", platformSettingsJSON{SenderName: name, SenderAddress: address,
		Settings: current, AudioProcessing: audioProcessing(d.renditions)})
}
