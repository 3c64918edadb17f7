package routes

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func (d *deps) registerAdminAuth(g *router.RouterGroup[*core.RequestEvent]) {
	g.POST("/login", d.adminLogin)
}

func (d *deps) adminLogin(e *core.RequestEvent) error {
	admin, err := d.passwordSignIn(e, adminsCollection)
	if err != nil {
		return err
	}
	token, err := admin.NewAuthToken()
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "Signed in successfully", map[string]any{"token": token, "admin": toAdminJSON(admin)})
}
