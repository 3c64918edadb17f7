package upload

import (
	"errors"
	"path/filepath"
	"time"

	"selah/bench/internal/server"
)

// Leg is one way of uploading the album.
type Leg struct {
	Name    string
	Time    time.Duration
	PeakRSS int64 // the server's VmHWM during this leg only
	Err     error // ErrNoResumable when the tus route is missing
}

// Report is an upload comparison.
type Report struct {
	Total   int64
	Copy    time.Duration // cp of the same bytes (mean of the runs around the legs)
	IdleRSS int64
	Legs    []Leg
}

// Measure starts bin on a fresh data dir under dir, signs a creator up and
// uploads the album through upload-media and the resumable route, with a
// cp of the same bytes before, between and after (the disk is shared, so
// its speed drifts). The server's peak memory is reset before each leg,
// and each leg and cp starts on an idle server.
func Measure(bin, dir string, a Album, logf func(string, ...any)) (*Report, error) {
	srv, err := server.Start(bin, filepath.Join(dir, "data"))
	if err != nil {
		return nil, err
	}
	defer srv.Stop()
	token, err := SignUp(srv.Base, filepath.Join(srv.Dir, "server.log"), "uploader@bench.local", "benchmark-pass")
	if err != nil {
		return nil, err
	}
	if a.Genre, err = FirstGenre(srv.Base, token); err != nil {
		return nil, err
	}
	r := &Report{Total: a.Total(), IdleRSS: srv.RSS()}
	var copies []time.Duration
	peer := func() error {
		d, err := CopyPeer(dir, a.Total())
		copies = append(copies, d)
		return err
	}
	if err := peer(); err != nil {
		return nil, err
	}
	// The server computes each stored track's waveform after answering:
	// the next leg, and the cp between legs, wait until it is done, so
	// that each leg is measured on an idle server, as the first one is.
	settle := func() {
		if d, ok := srv.Settle(2 * time.Minute); !ok || d > time.Second {
			logf("upload: waited %.1f s for the server to be idle (idle: %v)", d.Seconds(), ok)
		}
	}
	for _, leg := range []struct {
		name string
		send func(base, token string, a Album) (time.Duration, error)
	}{{"upload-media", Multipart}, {"resumable (tus)", Resumable}} {
		settle()
		if err := srv.ResetPeakRSS(); err != nil {
			return nil, err
		}
		logf("upload: %s, %d x %d MiB", leg.name, a.Files, a.Size>>20)
		d, err := leg.send(srv.Base, token, a)
		r.Legs = append(r.Legs, Leg{Name: leg.name, Time: d, PeakRSS: srv.PeakRSS(), Err: err})
		if err != nil && !errors.Is(err, ErrNoResumable) {
			logf("upload: %s failed: %v", leg.name, err)
		}
		if err == nil {
			settle()
			if err := peer(); err != nil {
				return nil, err
			}
		}
	}
	var sum time.Duration
	for _, c := range copies {
		sum += c
	}
	r.Copy = sum / time.Duration(len(copies))
	return r, nil
}
