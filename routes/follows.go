package routes

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func (d *deps) registerFollows(users, media *router.RouterGroup[*core.RequestEvent]) {}
