package routes_test

import (
	"reflect"
	"sort"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// registeredRoutes lists "METHOD /path" of every route on the router, as
// the mux will see it (group prefixes joined). PocketBase keeps a group's
// children in an unexported slice and offers no public listing (HasRoute
// answers one pattern at a time), so this reads the tree with package
// reflect: Field, Index, Elem and String only, never Interface on an
// unexported value, so nothing is written or bypassed.
func registeredRoutes(r *router.Router[*core.RequestEvent]) []string {
	var out []string
	walkGroup(reflect.ValueOf(r.RouterGroup).Elem(), "", &out)
	sort.Strings(out)
	return out
}

func walkGroup(group reflect.Value, prefix string, out *[]string) {
	prefix += group.FieldByName("Prefix").String()
	children := group.FieldByName("children")
	for i := 0; i < children.Len(); i++ {
		child := children.Index(i).Elem() // interface -> *Route or *RouterGroup
		if child.Kind() != reflect.Pointer {
			continue
		}
		node := child.Elem()
		switch {
		case strings.HasPrefix(node.Type().Name(), "RouterGroup["):
			walkGroup(node, prefix, out)
		case strings.HasPrefix(node.Type().Name(), "Route["):
			method := node.FieldByName("Method").String()
			if method == "" {
				method = "ANY"
			}
			*out = append(*out, method+" "+prefix+node.FieldByName("Path").String())
		}
	}
}
