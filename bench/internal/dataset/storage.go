package dataset

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
)

// EpisodesCollection is the episodes collection id (fixed by the migration).
const EpisodesCollection = "pbc_selah_episodes"

// maxLinks stays under ext4's 65,000 hard links per file.
const maxLinks = 60_000

// linkFiles puts every episode's audio where PocketBase looks for it,
// storage/<collectionId>/<recordId>/<filename>, as a hard link to one of a
// handful of shared files (a symlink where hard links fail, e.g. across
// file systems): 500k episodes cost inodes, not gigabytes. Each 10 MB
// stream file is linked by one episode only.
func linkFiles(dataDir, poolDir string, p *plan, pool int) error {
	sources, err := poolCopies(poolDir, p, pool)
	if err != nil {
		return err
	}
	base := filepath.Join(dataDir, "storage", EpisodesCollection)
	workers := runtime.GOMAXPROCS(0) * 2
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(p.episodes); i += workers {
				ep := p.episodes[i]
				dir := filepath.Join(base, ep.id)
				if err := os.MkdirAll(dir, 0o755); err != nil {
					errs <- err
					return
				}
				src := p.files[ep.audio].path
				if ep.audio < pool {
					src = sources[ep.audio][(i/pool)/maxLinks]
				}
				if err := link(src, filepath.Join(dir, ep.file)); err != nil {
					errs <- err
					return
				}
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	return <-errs
}

// poolCopies makes as many copies of each shared file as the link limit
// needs; sources[k][c] is copy c of pool file k.
func poolCopies(dir string, p *plan, pool int) ([][]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	perFile := (len(p.episodes) + pool - 1) / pool
	copies := perFile/maxLinks + 1
	sources := make([][]string, pool)
	for k := 0; k < pool; k++ {
		for c := 0; c < copies; c++ {
			dst := filepath.Join(dir, fmt.Sprintf("pool-%d-%d%s", k, c, p.files[k].ext))
			if err := copyFile(p.files[k].path, dst); err != nil {
				return nil, err
			}
			sources[k] = append(sources[k], dst)
		}
	}
	return sources, nil
}

func link(src, dst string) error {
	if err := os.Link(src, dst); err == nil {
		return nil
	}
	abs, err := filepath.Abs(src)
	if err != nil {
		return err
	}
	return os.Symlink(abs, dst)
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
