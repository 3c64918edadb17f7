package upload

import (
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"selah/bench/internal/dataset"
)

// CopyPeer times `cp` of total bytes on the same disk (dir), then sync, so
// the bytes are as much on disk as the server's are.
func CopyPeer(dir string, total int64) (time.Duration, error) {
	src, dst := filepath.Join(dir, "peer-src.wav"), filepath.Join(dir, "peer-dst.wav")
	defer os.Remove(src)
	defer os.Remove(dst)
	f, err := os.Create(src)
	if err != nil {
		return 0, err
	}
	if err := dataset.WriteWAV(f, total, 0); err != nil {
		f.Close()
		return 0, err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return 0, err
	}
	f.Close()
	start := time.Now()
	if err := exec.Command("cp", src, dst).Run(); err != nil {
		return 0, err
	}
	if err := exec.Command("sync").Run(); err != nil {
		return 0, err
	}
	return time.Since(start), nil
}
