package commands_test

import (
	"database/sql"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	_ "modernc.org/sqlite"
)

// binDir holds the selah binary the tests build (TestMain removes it).
var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "selah-bin")
	if err != nil {
		panic(err)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// binary builds the selah binary once for the tests that run it as a
// script would.
var binary = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(binDir, "selah")
	out, err := exec.Command("go", "build", "-o", bin, "selah").CombinedOutput()
	if err != nil {
		return "", &buildError{out: string(out), err: err}
	}
	return bin, nil
})

type buildError struct {
	out string
	err error
}

func (e *buildError) Error() string { return e.err.Error() + ": " + e.out }

func selah(t *testing.T, args ...string) (string, int) {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, args...).CombinedOutput()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), code
}

// TestCheckAndRebuild runs the real commands on a data dir: clean after
// the demo seed; a hand edit of a derived table is named with its key and
// fails the run; rebuild makes it clean again.
func TestCheckAndRebuild(t *testing.T) {
	dir := t.TempDir()
	if out, code := selah(t, "seed", "demo", "--dir", dir); code != 0 {
		t.Fatalf("seed demo: exit %d\n%s", code, out)
	}
	if out, code := selah(t, "check", "--dir", dir); code != 0 || !strings.Contains(out, "each equals its query") {
		t.Fatalf("check after seed: exit %d\n%s", code, out)
	}

	db, err := sql.Open("sqlite", filepath.Join(dir, "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec(`UPDATE catalogue SET plays = 41 WHERE media = (SELECT MIN(media) FROM catalogue)`)
	var media string
	if err == nil {
		err = db.QueryRow(`SELECT MIN(media) FROM catalogue`).Scan(&media)
	}
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, code := selah(t, "check", "--dir", dir)
	if code == 0 || !strings.Contains(out, `catalogue media="`+media+`": status=`) || !strings.Contains(out, "plays=41, want") {
		t.Fatalf("check after a hand edit: exit %d\n%s", code, out)
	}
	if out, code := selah(t, "check", "rollup_media", "--dir", dir); code != 0 {
		t.Fatalf("check of a table not edited: exit %d\n%s", code, out)
	}

	if out, code := selah(t, "rebuild", "--dir", dir); code != 0 {
		t.Fatalf("rebuild: exit %d\n%s", code, out)
	}
	if out, code := selah(t, "check", "--dir", dir); code != 0 {
		t.Fatalf("check after rebuild: exit %d\n%s", code, out)
	}
	if out, code := selah(t, "check", "no_such_table", "--dir", dir); code == 0 || !strings.Contains(out, "no derived table no_such_table") {
		t.Fatalf("check of an unknown table: exit %d\n%s", code, out)
	}
}

// TestUnknownCommandFails: a script can tell a mistyped command.
func TestUnknownCommandFails(t *testing.T) {
	out, code := selah(t, "no-such-command", "--dir", t.TempDir())
	if code == 0 || !strings.Contains(out, `unknown command "no-such-command"`) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if out, code := selah(t, "--help"); code != 0 {
		t.Fatalf("--help: exit %d\n%s", code, out)
	}
}
