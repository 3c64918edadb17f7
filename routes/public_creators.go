package routes

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func (d *deps) registerPublicCreators(g *router.RouterGroup[*core.RequestEvent]) {}
