package storage

import (
	"context"
	"io"
	"os"

	"github.com/pocketbase/pocketbase/core"
)

// LocalCopy is a path on this machine to the record's stored file `name`,
// for tools that read files by path (the waveform decoder, ffmpeg): the
// stored file itself with local storage, a temporary copy with S3 (or for a
// name the local filesystem would escape). cleanup removes what LocalCopy
// made and must be called once the path is no longer read. The copy stops
// when ctx ends.
func LocalCopy(ctx context.Context, app core.App, record *core.Record, name string) (path string, cleanup func(), err error) {
	key := Key(record, name)
	if path, ok := LocalPath(app, key); ok && IsLocal(app) {
		return path, func() {}, nil
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		return "", nil, err
	}
	defer fsys.Close()
	r, err := fsys.GetReader(key)
	if err != nil {
		return "", nil, err
	}
	defer r.Close()
	tmp, err := os.CreateTemp("", "selah-copy-*")
	if err != nil {
		return "", nil, err
	}
	remove := func() { _ = os.Remove(tmp.Name()) }
	_, err = io.Copy(tmp, &ctxReader{ctx: ctx, r: r})
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		remove()
		return "", nil, err
	}
	return tmp.Name(), remove, nil
}

// ctxReader stops a copy when ctx ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c *ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
