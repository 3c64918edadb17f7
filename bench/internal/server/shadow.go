package server

import (
	"os"
	"path/filepath"
)

// Shadow makes dir a data dir of its own that shares src's database and
// stored files: data.db and storage are links to src's (SQLite follows
// the link, so its WAL and locks are src's and every server sees every
// commit), while the logs database and the running marker are dir's own.
// Two servers on one data dir would each find the other's running marker
// and take it for a crash (a sweep of every stored file,
// internal/storage), and the first to stop would remove the marker of
// the other. dir is emptied first.
func Shadow(src, dir string) (string, error) {
	src, err := filepath.Abs(src)
	if err != nil {
		return "", err
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	for _, name := range []string{"data.db", "storage"} {
		if _, err := os.Stat(filepath.Join(src, name)); err != nil {
			continue
		}
		if err := os.Symlink(filepath.Join(src, name), filepath.Join(dir, name)); err != nil {
			return "", err
		}
	}
	return dir, nil
}
