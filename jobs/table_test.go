package jobs_test

import (
	"bytes"
	"go/ast"
	"go/token"
	"path"
	"strings"
	"testing"

	"selah/internal/services"
	"selah/jobs"
	"selah/testutil"
	"selah/testutil/gosource"
)

// Every cron job of the table is on the app's cron with its expression,
// and nothing else of ours is: no schedule lives outside the table.
func TestTableIsTheAppsCron(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	table := jobs.Table(app, services.Of(app))
	want := map[string]string{}
	for _, j := range table {
		if j.Cron != "" {
			want[j.Name] = j.Cron
		}
		if (j.Cron == "") == (j.Start == nil) {
			t.Errorf("%s: a job is either a cron job or a worker", j.Name)
		}
		if j.Does == "" || j.Stops == "" || j.When() == "" {
			t.Errorf("%s: says not when it runs, what it does or how it stops", j.Name)
		}
	}
	got := map[string]string{}
	for _, c := range app.Cron().Jobs() {
		got[c.Id()] = c.Expression()
	}
	for name, expr := range want {
		if got[name] != expr {
			t.Errorf("%s: on the cron as %q, the table says %q", name, got[name], expr)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok && (strings.HasPrefix(name, "selah") || name == "__pbDBOptimize__") {
			t.Errorf("%s is on the cron but not in jobs.Table", name)
		}
	}
	var out bytes.Buffer
	if err := jobs.WriteTable(&out, table); err != nil {
		t.Fatal(err)
	}
	for _, j := range table {
		if !strings.Contains(out.String(), "`"+j.Name+"`") {
			t.Errorf("selah jobs leaves out %s", j.Name)
		}
	}
}

// Schedules are started from jobs/ only: no other package puts a job on
// the cron, and the tickers of the workers are the ones the table names
// (with their interval).
func TestSchedulesOnlyInJobs(t *testing.T) {
	tickers := map[string]bool{ // package dir -> its worker is a Table row
		"internal/renditions": true, // selahRenditions, renditions.RescanEvery
		"internal/wakeloop":   true, // the loop of the two below
	}
	loops := map[string]bool{ // package dir -> its wakeloop is a Table row
		"internal/follows":    true, // selahFollowNotices, follows.PollEvery
		"internal/importfeed": true, // selahImports, importfeed.PollEvery
	}
	files, err := gosource.Parse(token.NewFileSet(), "..", gosource.Options{Skip: func(rel string) bool {
		return rel == "bench" || rel == "systemtest"
	}})
	if err != nil {
		t.Fatal(err)
	}
	for _, sf := range files {
		rel, dir := sf.Rel, path.Dir(sf.Rel)
		ast.Inspect(sf.AST, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			x, _ := sel.X.(*ast.Ident)
			switch {
			case x != nil && x.Name == "cronjob" && dir != "jobs":
				t.Errorf("%s: cronjob.%s outside jobs/: add a row to jobs.Table", rel, sel.Sel.Name)
			case sel.Sel.Name == "Cron" && dir != "jobs" && dir != "internal/cronjob":
				t.Errorf("%s: the app's cron used outside jobs/: add a row to jobs.Table", rel)
			case x != nil && x.Name == "time" && (sel.Sel.Name == "NewTicker" || sel.Sel.Name == "Tick") && !tickers[dir]:
				t.Errorf("%s: a ticker outside the workers jobs.Table starts", rel)
			case x != nil && x.Name == "wakeloop" && sel.Sel.Name == "New" && !loops[dir]:
				t.Errorf("%s: a worker loop jobs.Table does not name", rel)
			}
			return true
		})
	}
}
