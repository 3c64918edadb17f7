package renditions

import (
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/transcode"
)

// Engine is what this server renders with, as found when it started:
// ffmpeg's version and path, or why there is none (transcode.Find's
// error). The worker runs only with the engine found at start, so the
// admin's settings page reports this, not a fresh look at the machine.
type Engine struct {
	Tool transcode.Tool
	Err  error
}

// engineKey keeps an app's Engine in its store (per app, not per package).
const engineKey = "selah.renditions.engine"

// FindEngine looks for ffmpeg (transcode.Find: three short ffmpeg runs)
// and keeps the answer on app.
func FindEngine(app core.App) Engine {
	tool, err := transcode.Find()
	e := Engine{Tool: tool, Err: err}
	app.Store().Set(engineKey, e)
	return e
}

// EngineOf is the Engine kept on app, found now if nothing kept one yet
// (an app whose worker is held, as in tests).
func EngineOf(app core.App) Engine {
	if e, ok := app.Store().Get(engineKey).(Engine); ok {
		return e
	}
	return FindEngine(app)
}
