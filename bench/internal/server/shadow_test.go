package server

import (
	"os"
	"path/filepath"
	"testing"
)

// A shadow links the database and storage, and nothing else.
func TestShadow(t *testing.T) {
	src := t.TempDir()
	for _, p := range []string{"data.db", "auxiliary.db", "selah.running", "storage/media/a.mp3"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(src, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, p), []byte(p), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(t.TempDir(), "shadow")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "stale"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Shadow(src, dir); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "storage/media/a.mp3")); err != nil || string(b) != "storage/media/a.mp3" {
		t.Errorf("storage through the shadow: %q, %v", b, err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "data.db")); err != nil || string(b) != "data.db" {
		t.Errorf("data.db through the shadow: %q, %v", b, err)
	}
	for _, own := range []string{"auxiliary.db", "selah.running", "stale"} {
		if _, err := os.Lstat(filepath.Join(dir, own)); err == nil {
			t.Errorf("%s is in the shadow", own)
		}
	}
}
