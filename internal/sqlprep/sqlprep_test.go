package sqlprep

import (
	"errors"
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/layers"
	"selah/testutil/migrated"
)

func newApp(t *testing.T) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(migrated.Dir(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	for _, q := range []string{
		"CREATE TABLE prep_things (id TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL, n INTEGER NOT NULL)",
		"INSERT INTO prep_things (id, kind, n) VALUES ('a', 'x', 1), ('b', 'y', 2), ('c', 'x', 3)",
	} {
		if _, err := app.DB().NewQuery(q).Execute(); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	return app
}

func (s *Statements) size() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.stmts)
}

// One statement per text, prepared once.
func TestGetPreparesOnce(t *testing.T) {
	app := newApp(t)
	s := New(app)
	const q = "SELECT id FROM prep_things WHERE kind = +? ORDER BY id"
	a, err := s.Get(app, q)
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Get(app, q)
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Error("the same text was prepared twice")
	}
	c, err := s.Get(app, "SELECT n FROM prep_things WHERE id = +?")
	if err != nil {
		t.Fatal(err)
	}
	if c == a {
		t.Error("two texts share a statement")
	}
	if n := s.size(); n != 2 {
		t.Errorf("%d statements kept, want 2", n)
	}
	if _, err := s.Get(app, "SELECT nope FROM prep_missing"); err == nil {
		t.Error("a statement that cannot be prepared was")
	}
	if n := s.size(); n != 2 {
		t.Errorf("%d statements kept after a failed prepare, want 2", n)
	}
}

// Strings and QueryRow read the values, through the kept statements.
func TestStringsAndQueryRow(t *testing.T) {
	app := newApp(t)
	s := New(app)
	for _, c := range []struct {
		kind string
		want []string
	}{
		{"x", []string{"a", "c"}},
		{"y", []string{"b"}},
		{"z", nil},
	} {
		got, err := s.Strings(app, "SELECT id FROM prep_things WHERE kind = +? ORDER BY id", c.kind)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("kind %s: %v, want %v", c.kind, got, c.want)
		}
	}
	for id, want := range map[string]int{"a": 1, "b": 2, "c": 3} {
		row, err := s.QueryRow(app, "SELECT n FROM prep_things WHERE id = +?", id)
		if err != nil {
			t.Fatal(err)
		}
		var n int
		if err := row.Scan(&n); err != nil || n != want {
			t.Errorf("id %s: %d (%v), want %d", id, n, err, want)
		}
	}
	row, err := s.QueryRow(app, "SELECT n FROM prep_things WHERE id = +?", "missing")
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := row.Scan(&n); err == nil {
		t.Error("a missing row scanned")
	}
	rows, err := s.Query(app, "SELECT id, n FROM prep_things ORDER BY n DESC")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var id string
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			t.Fatal(err)
		}
		got = append(got, id)
	}
	rows.Close()
	if !slices.Equal(got, []string{"c", "b", "a"}) {
		t.Errorf("Query: %v", got)
	}
	if n := s.size(); n != 3 {
		t.Errorf("%d statements kept, want 3", n)
	}
	// The pool sees committed writes.
	if _, err := app.DB().NewQuery("INSERT INTO prep_things (id, kind, n) VALUES ('d', 'y', 4)").Execute(); err != nil {
		t.Fatal(err)
	}
	got, err = s.Strings(app, "SELECT id FROM prep_things WHERE kind = +? ORDER BY id", "y")
	if err != nil || !slices.Equal(got, []string{"b", "d"}) {
		t.Errorf("after an insert: %v (%v)", got, err)
	}
}

// A transaction's app gets no pooled statement: it would not see the
// transaction's writes.
func TestGetRefusesTransactions(t *testing.T) {
	app := newApp(t)
	s := New(app)
	const q = "SELECT id FROM prep_things ORDER BY id"
	if _, err := s.Get(app, q); err != nil {
		t.Fatal(err)
	}
	err := app.RunInTransaction(func(tx core.App) error {
		if _, err := s.Get(tx, q); !errors.Is(err, ErrNoPool) {
			t.Errorf("Get in a transaction: %v, want ErrNoPool", err)
		}
		if _, err := s.Get(tx, "SELECT n FROM prep_things"); !errors.Is(err, ErrNoPool) {
			t.Errorf("Get of a new text in a transaction: %v, want ErrNoPool", err)
		}
		if _, err := s.Strings(tx, q); !errors.Is(err, ErrNoPool) {
			t.Errorf("Strings in a transaction: %v, want ErrNoPool", err)
		}
		if _, err := s.QueryRow(tx, q); !errors.Is(err, ErrNoPool) {
			t.Errorf("QueryRow in a transaction: %v, want ErrNoPool", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := s.size(); n != 1 {
		t.Errorf("%d statements kept, want 1", n)
	}
}

// Terminate closes and forgets the statements; the next Get prepares
// again.
func TestTerminateClosesStatements(t *testing.T) {
	app := newApp(t)
	s := New(app)
	const q = "SELECT id FROM prep_things WHERE kind = +? ORDER BY id"
	old, err := s.Get(app, q)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(app, "SELECT n FROM prep_things WHERE id = +?"); err != nil {
		t.Fatal(err)
	}
	if err := app.OnTerminate().Trigger(&core.TerminateEvent{App: app}); err != nil {
		t.Fatal(err)
	}
	if n := s.size(); n != 0 {
		t.Fatalf("%d statements kept after terminate", n)
	}
	if _, err := old.Query("x"); err == nil {
		t.Error("a statement still runs after terminate")
	}
	fresh, err := s.Get(app, q)
	if err != nil {
		t.Fatal(err)
	}
	if fresh == old {
		t.Error("Get after terminate returned the closed statement")
	}
	got, err := s.Strings(app, q, "x")
	if err != nil || !slices.Equal(got, []string{"a", "c"}) {
		t.Errorf("after terminate: %v (%v)", got, err)
	}
	if n := s.size(); n != 1 {
		t.Errorf("%d statements kept, want 1", n)
	}
}

// With the prepared layer off (SELAH_PREPARED=off) the same reads answer
// the same, and nothing is kept.
func TestUnpreparedReadsTheSame(t *testing.T) {
	app := newApp(t)
	s := NewWith(app, layers.Set{}.Without(layers.Prepared))
	got, err := s.Strings(app, "SELECT id FROM prep_things WHERE kind = +? ORDER BY id", "x")
	if err != nil || !slices.Equal(got, []string{"a", "c"}) {
		t.Errorf("Strings: %v (%v)", got, err)
	}
	n, err := s.Int(app, "SELECT n FROM prep_things WHERE id = +?", "b")
	if err != nil || n != 2 {
		t.Errorf("Int: %d (%v)", n, err)
	}
	if k := s.size(); k != 0 {
		t.Errorf("%d statements kept with the layer off", k)
	}
	if err := app.RunInTransaction(func(tx core.App) error {
		if _, err := s.Query(tx, "SELECT n FROM prep_things"); !errors.Is(err, ErrNoPool) {
			t.Errorf("in a transaction: %v, want ErrNoPool", err)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}
