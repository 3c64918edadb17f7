package routes

import (
	"os"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// spaCSP allows only our own scripts (the build has no inline script),
// styles inline (React style attributes), media and images from us, blob:
// and data: for previews, and no framing.
const spaCSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; connect-src 'self'; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// RegisterStatic serves the built front end from *publicDir (read when the
// server starts, after flags are parsed) with SPA
// fallback (unknown paths get index.html, so client routes deep-link),
// after our routes, with the security headers of a web app.
func RegisterStatic(app core.App, publicDir *string) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(se *core.ServeEvent) error {
			if !se.Router.HasRoute("GET", "/{path...}") {
				se.Router.GET("/{path...}", apis.Static(os.DirFS(*publicDir), true)).Bind(securityHeaders())
			}
			return se.Next()
		},
		Priority: 999, // after our routes, so they win
	})
}

func securityHeaders() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "selahSecurityHeaders",
		Func: func(e *core.RequestEvent) error {
			h := e.Response.Header()
			h.Set("Content-Security-Policy", spaCSP)
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("X-Frame-Options", "DENY")
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
			return e.Next()
		},
	}
}
