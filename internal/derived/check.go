package derived

import (
	"fmt"
	"strings"

	"github.com/pocketbase/dbx"
)

// Difference is one row where a derived table and its query disagree.
type Difference struct {
	Table string
	Key   []string // "column=value", Key's columns
	// Stored and Want are the row's values ("column=value"), kept and
	// computed; nil when that side has no row.
	Stored, Want []string
}

func (d Difference) String() string {
	side := func(vals []string) string {
		if vals == nil {
			return "no row"
		}
		if len(vals) == 0 {
			return "a row"
		}
		return strings.Join(vals, " ")
	}
	return fmt.Sprintf("%s %s: %s, want %s", d.Table, strings.Join(d.Key, " "), side(d.Stored), side(d.Want))
}

// Check compares each table with its query and returns every difference.
// Run it in one read transaction (one snapshot) when other connections
// may write: the tables are read one after another.
func Check(db dbx.Builder, tables []Table) ([]Difference, error) {
	var out []Difference
	for _, t := range tables {
		diffs, err := checkTable(db, t)
		if err != nil {
			return nil, fmt.Errorf("check %s: %w", t.Name, err)
		}
		out = append(out, diffs...)
	}
	return out, nil
}

// checkTable is one statement: the kept rows (s) and the computed ones (q)
// joined on the key both ways. Each output row is the key, then for each
// side a presence flag and its values.
func checkTable(db dbx.Builder, t Table) ([]Difference, error) {
	cols := t.Columns()
	names := make([]string, len(cols))
	for i := range cols {
		names[i] = fmt.Sprintf("c%d", i)
	}
	k := len(t.Key)
	on := make([]string, k)
	for i := 0; i < k; i++ {
		on[i] = fmt.Sprintf("s.c%d = q.c%d", i, i)
	}
	var differ, zeroS, zeroQ []string
	for i := k; i < len(cols); i++ {
		if t.Ledger {
			differ = append(differ, fmt.Sprintf("s.c%[1]d IS NULL OR s.c%[1]d < q.c%[1]d - 1e-9", i))
		} else {
			differ = append(differ, fmt.Sprintf("NOT (s.c%[1]d IS q.c%[1]d OR (%[2]s AND abs(s.c%[1]d - q.c%[1]d) < 1e-9))", i, numeric(i)))
		}
		zeroS = append(zeroS, fmt.Sprintf("(s.c%[1]d IS NULL OR typeof(s.c%[1]d) IN ('integer', 'real') AND abs(s.c%[1]d) < 1e-9)", i))
		zeroQ = append(zeroQ, fmt.Sprintf("(q.c%[1]d IS NULL OR typeof(q.c%[1]d) IN ('integer', 'real') AND abs(q.c%[1]d) < 1e-9)", i))
	}
	if len(differ) == 0 {
		differ = []string{"0"}
	}
	absentS, absentQ := "0", "0" // a missing row's counterpart that counts as none
	if t.ZeroIsAbsent || t.Ledger {
		absentQ = strings.Join(zeroQ, " AND ")
	}
	if t.ZeroIsAbsent {
		absentS = strings.Join(zeroS, " AND ")
	}
	if len(zeroS) == 0 {
		absentS, absentQ = "0", "0"
	}
	sel := func(keySide string) string {
		parts := make([]string, 0, 2*len(cols)+2)
		for i := 0; i < k; i++ {
			parts = append(parts, fmt.Sprintf("%s.c%d", keySide, i))
		}
		parts = append(parts, "s.c0 IS NOT NULL", "q.c0 IS NOT NULL")
		for i := k; i < len(cols); i++ {
			parts = append(parts, fmt.Sprintf("s.c%d", i))
		}
		for i := k; i < len(cols); i++ {
			parts = append(parts, fmt.Sprintf("q.c%d", i))
		}
		return strings.Join(parts, ", ")
	}
	join := strings.Join(on, " AND ")
	list := strings.Join(names, ", ")
	sql := `WITH s(` + list + `) AS MATERIALIZED (` + t.stored() + `), q(` + list + `) AS MATERIALIZED (` + t.Query + `)
	SELECT ` + sel("s") + ` FROM s LEFT JOIN q ON ` + join + `
		WHERE (q.c0 IS NULL AND NOT (` + absentS + `)` + extra(t) + `) OR (q.c0 IS NOT NULL AND (` + strings.Join(differ, " OR ") + `))
	UNION ALL
	SELECT ` + sel("q") + ` FROM q LEFT JOIN s ON ` + join + `
		WHERE s.c0 IS NULL AND NOT (` + absentQ + `)`
	rows, err := db.NewQuery(sql).Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Difference
	nv := len(cols) - k
	for rows.Next() {
		vals := make([]any, k+2+2*nv)
		ptrs := make([]any, len(vals))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		d := Difference{Table: t.Name}
		for i := 0; i < k; i++ {
			d.Key = append(d.Key, t.Key[i]+"="+show(vals[i]))
		}
		hasS, hasQ := truthy(vals[k]), truthy(vals[k+1])
		if hasS {
			d.Stored = []string{}
			for i := 0; i < nv; i++ {
				d.Stored = append(d.Stored, t.Values[i]+"="+show(vals[k+2+i]))
			}
		}
		if hasQ {
			d.Want = []string{}
			for i := 0; i < nv; i++ {
				d.Want = append(d.Want, t.Values[i]+"="+show(vals[k+2+nv+i]))
			}
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// numeric: both sides of value column i are numbers, compared with a
// tolerance (sums of REAL days differ in the last bits by order).
func numeric(i int) string {
	return fmt.Sprintf("typeof(s.c%[1]d) IN ('integer', 'real') AND typeof(q.c%[1]d) IN ('integer', 'real')", i)
}

// extra: a ledger keeps rows its query no longer gives; they are no
// difference.
func extra(t Table) string {
	if t.Ledger {
		return " AND 0"
	}
	return ""
}

func truthy(v any) bool {
	switch x := v.(type) {
	case int64:
		return x != 0
	case bool:
		return x
	}
	return false
}

func show(v any) string {
	switch x := v.(type) {
	case nil:
		return "NULL"
	case []byte:
		return fmt.Sprintf("%q", string(x))
	case string:
		return fmt.Sprintf("%q", x)
	default:
		return fmt.Sprint(x)
	}
}
