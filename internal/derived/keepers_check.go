package derived

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/pocketbase/dbx"
)

// CheckKeepers compares the generated triggers in the database (those whose
// name holds "__") with Keepers and names each one missing, extra or
// different: a declaration changed without a migration made by
// keepersgen, or a trigger changed by hand.
func CheckKeepers(db dbx.Builder) ([]string, error) {
	var rows []struct {
		Name string `db:"name"`
		SQL  string `db:"sql"`
	}
	err := db.NewQuery(`SELECT [[name]], [[sql]] FROM sqlite_master WHERE [[type]] = 'trigger' AND [[name]] LIKE '%\_\_%' ESCAPE '\'`).All(&rows)
	if err != nil {
		return nil, err
	}
	have := map[string]string{}
	for _, r := range rows {
		have[r.Name] = r.SQL
	}
	var out []string
	for _, k := range Keepers() {
		got, ok := have[k.Name]
		delete(have, k.Name)
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("trigger %s: missing (a declaration changed: make a migration with keepersgen)", k.Name))
		case normalizeSQL(got) != normalizeSQL(k.SQL):
			out = append(out, fmt.Sprintf("trigger %s: differs from its declaration", k.Name))
		}
	}
	for name := range have {
		out = append(out, fmt.Sprintf("trigger %s: not declared", name))
	}
	return out, nil
}

var (
	quoting = regexp.MustCompile("\\{\\{|\\}\\}|\\[\\[|\\]\\]|`")
	spaces  = regexp.MustCompile(`\s+`)
)

// normalizeSQL drops quoting (dbx's and SQLite's) and folds whitespace, so
// a statement compares equal to the text it was made from.
func normalizeSQL(q string) string {
	return strings.TrimSpace(spaces.ReplaceAllString(quoting.ReplaceAllString(q, ""), " "))
}
