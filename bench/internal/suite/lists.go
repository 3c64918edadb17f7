package suite

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"selah/bench/internal/dataset"
	"selah/bench/internal/load"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
	"selah/internal/answercache"
	"selah/internal/visibility"
)

// Target 1: each documented list route against PocketBase's own records
// list for the same filter, sort, page and page size, as a superuser
// (expanding the relations ours shows, and counting the total as ours does).
const (
	listP99Goal   = 25 * time.Millisecond
	listRatioGoal = 1.0
)

type listCase struct {
	name     string
	ours     string // path and query, without page
	oursTok  string
	coll     string // PocketBase collection
	filter   string
	expand   string
	limit    int
	itemsKey string // where our page's items are
	totalKey string
}

const browsePath = "/api/media/browse?limit=20"

func listCases(t tokens, labelId string) []listCase {
	const media = "genre,category,artist"
	browse := visibility.PublicMediaFilter("")
	w := dataset.SearchWord
	return []listCase{
		{"media-by-admin-status (pending)", "/api/media/media-by-admin-status?adminStatus=pending&limit=10", t.admin,
			"media", "adminStatus = 'pending'", media, 10, "media", "total"},
		{"user-media (the label's own)", "/api/media/user-media?limit=10", t.label,
			"media", "artist = '" + labelId + "'", media, 10, "data", "total"},
		{"get-paginated-list-of-users (active)", "/api/admin/users/get-paginated-list-of-users?status=active&limit=10", t.admin,
			"users", "accountStatus = 'active'", "", 10, "data", "totalCount"},
		{"browse (newest)", browsePath, t.listener,
			"media", browse, media, 20, "data", "total"},
		{"search \"" + w + "\"", "/api/media/browse?search=" + w + "&limit=20", t.listener,
			"media", browse + " && (title ~ '" + w + "' || artist.name ~ '" + w + "' || preacher ~ '" + w +
				"' || theme ~ '" + w + "' || description ~ '" + w + "')", media, 20, "data", "total"},
	}
}

func (c listCase) pbPath(page int) string {
	q := url.Values{}
	q.Set("filter", c.filter)
	q.Set("sort", "-created,-id")
	q.Set("page", fmt.Sprint(page))
	q.Set("perPage", fmt.Sprint(c.limit))
	if c.expand != "" {
		q.Set("expand", c.expand)
	}
	return "/api/collections/" + c.coll + "/records?" + q.Encode()
}

func (c listCase) oursPath(page int) string { return fmt.Sprintf("%s&page=%d", c.ours, page) }

// Lists runs target 1 on the big database.
func Lists(env *Env, srv *server.Server, t tokens) {
	for _, c := range listCases(t, env.Data.LabelId) {
		total, err := checkSame(srv, c, t.superuser, 1)
		if err != nil {
			env.Table.Warn("%s: %v", c.name, err)
		}
		deep := min(env.DeepPage, max(1, (total+c.limit-1)/c.limit))
		if deep < env.DeepPage {
			env.Table.Warn("%s has %d items: its deep page is %d, not %d", c.name, total, deep, env.DeepPage)
		}
		if _, err := checkSame(srv, c, t.superuser, deep); err != nil {
			env.Table.Warn("%s page %d: %v", c.name, deep, err)
		}
		for _, page := range []int{1, deep} {
			ours := load.Leg{Name: "ours", URLs: []string{srv.Base + c.oursPath(page)}, Token: c.oursTok}
			pb := load.Leg{Name: "pocketbase", URLs: []string{srv.Base + c.pbPath(page)}, Token: t.superuser}
			ro, rp := load.Compare(env.Lists, ours, pb)
			row := report.Row{
				Target: "1", Measure: fmt.Sprintf("%s, page %d", c.name, page),
				Ours: reqs(ro), Peer: "PocketBase " + reqs(rp),
				Goal: fmt.Sprintf("ratio ≥ %.1f, p99 ≤ %s (%d conns)", listRatioGoal, ms(listP99Goal), env.Lists.Conns),
			}
			r := ro.Throughput / rp.Throughput
			row.Ratio = ratio(r)
			row.Met = r >= listRatioGoal && ro.P99 <= listP99Goal
			row.Note = listNote(r, ro)
			if f := failures(ro); f != "" {
				row.Met, row.Note = false, "ours: "+f
			} else if f := failures(rp); f != "" && !rp.OnlyTimeouts() {
				row.Met, row.Note = false, "PocketBase: "+f
			} else if f != "" {
				// The peer was slower than the client's 30 s, not wrong: its
				// throughput counts its answers only, and the verdict stands.
				row.Note = strings.TrimPrefix(row.Note+"; PocketBase: "+timeoutNote(rp), "; ")
			}
			env.Table.Add(row)
		}
		if c.ours == browsePath {
			browseMisses(env, srv, t, c, total)
		}
	}
}

// missPages is how many different browse pages the cache-miss figure
// walks through: more than the answer cache keeps (512), so in turn each
// request finds its page evicted and renders it.
const missPages = 2000

// browseMisses measures browse with every answer rendered (the path of a
// page's first request after a write), side by side with PocketBase's
// records API over the same pages. It is context for target 1's verdicts,
// which measure a page asked for again and again.
func browseMisses(env *Env, srv *server.Server, t tokens, c listCase, total int) {
	// Pages small enough that there are twice as many as the cache keeps
	// (the quick data set has only a few hundred pages of 20).
	c.limit = max(1, min(c.limit, total/(2*answercache.DefaultEntries)))
	c.ours = fmt.Sprintf("/api/media/browse?limit=%d", c.limit)
	pages := min(missPages, max(1, (total+c.limit-1)/c.limit))
	var ours, pb []string
	for p := 1; p <= pages; p++ {
		ours = append(ours, srv.Base+c.oursPath(p))
		pb = append(pb, srv.Base+c.pbPath(p))
	}
	ro, rp := load.Compare(env.Lists, load.Leg{Name: "ours", URLs: ours, Token: c.oursTok},
		load.Leg{Name: "pocketbase", URLs: pb, Token: t.superuser})
	env.Table.Note("Cache misses: %s over %d different pages of %d in turn (each answer rendered, as after a write): ours %s, PocketBase %s, ratio %.2f.",
		c.name, pages, c.limit, reqs(ro), reqs(rp), ro.Throughput/rp.Throughput)
}

func timeoutNote(r *load.Result) string {
	return fmt.Sprintf("%.1f%% of its requests took over 30 s", 100*(1-r.Success))
}

func listNote(r float64, ro *load.Result) string {
	note := ""
	if r < listRatioGoal {
		note = fmt.Sprintf("ratio %.2f below %.1f", r, listRatioGoal)
	}
	if ro.P99 > listP99Goal {
		if note != "" {
			note += "; "
		}
		note += fmt.Sprintf("p99 %s over %s by %s", ms(ro.P99), ms(listP99Goal), ms(ro.P99-listP99Goal))
	}
	return note
}

// checkSame asks both sides for one page and checks they agree on the
// total and the first item, so the comparison is like for like.
func checkSame(srv *server.Server, c listCase, superuser string, page int) (int, error) {
	var ours struct {
		Data map[string]any `json:"data"`
	}
	var pb struct {
		TotalItems int `json:"totalItems"`
		Items      []struct {
			Id string `json:"id"`
		} `json:"items"`
	}
	if code, err := srv.GetJSON(c.oursPath(page), c.oursTok, &ours); err != nil || code != 200 {
		return 0, fmt.Errorf("ours answered %d (%v)", code, err)
	}
	if code, err := srv.GetJSON(c.pbPath(page), superuser, &pb); err != nil || code != 200 {
		return 0, fmt.Errorf("PocketBase answered %d (%v)", code, err)
	}
	total, _ := ours.Data[c.totalKey].(float64)
	items, _ := ours.Data[c.itemsKey].([]any)
	if int(total) != pb.TotalItems {
		return int(total), fmt.Errorf("totals differ: ours %d, PocketBase %d", int(total), pb.TotalItems)
	}
	if len(items) != len(pb.Items) {
		return int(total), fmt.Errorf("page sizes differ: ours %d, PocketBase %d", len(items), len(pb.Items))
	}
	if len(items) > 0 {
		first, _ := items[0].(map[string]any)
		if first["_id"] != pb.Items[0].Id {
			return int(total), fmt.Errorf("first items differ: ours %v, PocketBase %s", first["_id"], pb.Items[0].Id)
		}
	}
	return int(total), nil
}
