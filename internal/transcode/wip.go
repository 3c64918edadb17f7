package transcode

// TEMPORARY, replaced by the engine (find.go, render.go) within this change;
// it exists so the packages that call this one build meanwhile.

import "context"

// Find is the ffmpeg of this machine (SELAH_FFMPEG, else ffmpeg on PATH).
func Find() (Tool, error) { return Tool{}, ErrMissing }

func (t Tool) render(ctx context.Context, in, out string, kind Kind, duration float64, progress func(float64)) (Result, error) {
	return Result{}, ErrMissing
}
