// Package suite runs the targets against the built binary, one
// file per target, each adding its rows to the report.
package suite

import (
	"fmt"
	"time"

	"selah/bench/internal/dataset"
	"selah/bench/internal/load"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
	"selah/bench/internal/stream"
	"selah/bench/internal/upload"
)

// Config is how big and how long, by mode.
type Config struct {
	Mode     string
	Size     dataset.Size
	DeepPage int // the "page 500" of the list targets
	Lists    load.Plan
	LongTail load.Plan // target 7, per row
	// OpenLoop is target 7's open-loop table: Round × Rounds at a constant
	// rate after Warm, per row; Conns is the closed-loop capacity's.
	OpenLoop load.Plan
	Layers   load.Plan // target 10, per row
	Stats    load.Plan
	Stream   stream.Plan
	Album    upload.Album
	LCPLoads int
	Cold     int // cold starts per side
	// Settle is how long to wait, at most, for a fresh server's background
	// work (after a crash, the storage sweep walks every stored file) before measuring.
	Settle time.Duration
}

// Full is `make bench`.
var Full = Config{
	Mode: "full", Size: dataset.Full, DeepPage: 500, Settle: 15 * time.Minute,
	Lists:    load.Plan{Conns: 64, Rounds: 4, Round: 3 * time.Second, Warm: time.Second},
	LongTail: load.Plan{Conns: 64, Rounds: 2, Round: 3 * time.Second, Warm: time.Second},
	OpenLoop: load.Plan{Conns: 64, Rounds: 1, Round: 10 * time.Second, Warm: time.Second},
	Layers:   load.Plan{Conns: 64, Rounds: 4, Round: 2 * time.Second, Warm: 500 * time.Millisecond},
	Stats:    load.Plan{Conns: 8, Rounds: 4, Round: 2500 * time.Millisecond, Warm: time.Second},
	Stream:   stream.Plan{Listeners: 256, Chunk: 1 << 20, Rounds: 4, Round: 3 * time.Second, Warm: time.Second},
	Album:    upload.Album{Files: 10, Size: 100 << 20}, LCPLoads: 5, Cold: 3,
}

// Quick is `make bench QUICK=1` (under 3 minutes): a smaller data set,
// shorter rounds, a smaller album.
var Quick = Config{
	Mode: "quick", Size: dataset.Quick, DeepPage: 50, Settle: 30 * time.Second,
	Lists:    load.Plan{Conns: 64, Rounds: 2, Round: 800 * time.Millisecond, Warm: 200 * time.Millisecond},
	LongTail: load.Plan{Conns: 64, Rounds: 2, Round: 1500 * time.Millisecond, Warm: 300 * time.Millisecond},
	OpenLoop: load.Plan{Conns: 64, Rounds: 1, Round: 2 * time.Second, Warm: 300 * time.Millisecond},
	Layers:   load.Plan{Conns: 64, Rounds: 2, Round: 600 * time.Millisecond, Warm: 200 * time.Millisecond},
	Stats:    load.Plan{Conns: 8, Rounds: 2, Round: 800 * time.Millisecond, Warm: 200 * time.Millisecond},
	Stream:   stream.Plan{Listeners: 256, Chunk: 1 << 20, Rounds: 2, Round: 1200 * time.Millisecond, Warm: 300 * time.Millisecond},
	Album:    upload.Album{Files: 10, Size: 8 << 20}, LCPLoads: 2, Cold: 2,
}

// Env is what the targets share.
type Env struct {
	Config
	Bin, Out  string
	PublicDir string
	Data      *dataset.Manifest
	Table     *report.Table
	Log       func(string, ...any)
}

// tokens are the signed-in accounts of one server.
type tokens struct {
	admin, superuser, label, listener string
}

// SignIn signs the well-known accounts of the data set in.
func SignIn(s *server.Server) (tokens, error) {
	var t tokens
	var err error
	if t.admin, err = s.AdminToken(dataset.AdminEmail, dataset.Password); err != nil {
		return t, err
	}
	if t.superuser, err = s.SuperuserToken(dataset.SuperuserEmail, dataset.Password); err != nil {
		return t, err
	}
	if t.label, err = s.UserToken(dataset.LabelEmail, dataset.Password); err != nil {
		return t, err
	}
	t.listener, err = s.UserToken(dataset.ListenerEmail, dataset.Password)
	return t, err
}

func ms(d time.Duration) string {
	f := float64(d) / float64(time.Millisecond)
	if f < 10 {
		return fmt.Sprintf("%.1f ms", f)
	}
	return fmt.Sprintf("%.0f ms", f)
}

func reqs(r *load.Result) string {
	return fmt.Sprintf("%s req/s · p50 %s · p99 %s", thousands(r.Throughput), ms(r.P50), ms(r.P99))
}

func thousands(f float64) string {
	n := int64(f + 0.5)
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func ratio(f float64) string { return fmt.Sprintf("%.2f", f) }

// failures says what went wrong in a leg, "" when every answer was a 2xx.
func failures(r *load.Result) string {
	if r.Requests == 0 {
		return "no request completed"
	}
	if r.Success >= 1 {
		return ""
	}
	msg := fmt.Sprintf("%.1f%% of answers failed", 100*(1-r.Success))
	if len(r.Errors) > 0 {
		msg += " (" + r.Errors[0] + ")"
	}
	return msg
}
