package resumable

import (
	"context"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/exp/slog"
)

// newLogger gives tusd (which logs through golang.org/x/exp/slog, not the
// standard library's) a logger that passes its warnings and errors to
// PocketBase's log and drops the per-request info lines: a 1 GB upload is
// 128 PATCH requests, and the request log already has each of them.
func newLogger(app core.App) *slog.Logger {
	return slog.New(&forwarder{app: app})
}

type forwarder struct {
	app   core.App
	attrs []any
}

func (f *forwarder) Enabled(_ context.Context, level slog.Level) bool { return level >= slog.LevelWarn }

func (f *forwarder) Handle(_ context.Context, r slog.Record) error {
	args := append([]any{}, f.attrs...)
	r.Attrs(func(a slog.Attr) bool {
		args = append(args, a.Key, fmt.Sprint(a.Value.Any()))
		return true
	})
	if r.Level >= slog.LevelError {
		f.app.Logger().Error("tus: "+r.Message, args...)
	} else {
		f.app.Logger().Warn("tus: "+r.Message, args...)
	}
	return nil
}

func (f *forwarder) WithAttrs(attrs []slog.Attr) slog.Handler {
	next := &forwarder{app: f.app, attrs: append([]any{}, f.attrs...)}
	for _, a := range attrs {
		next.attrs = append(next.attrs, a.Key, fmt.Sprint(a.Value.Any()))
	}
	return next
}

func (f *forwarder) WithGroup(string) slog.Handler { return f }
