package suite

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"selah/bench/internal/report"
	"selah/bench/internal/upload"
)

// Target 4: an album through upload-media and through the resumable
// route against cp of the same bytes on the same disk, and the server's
// peak memory during each (VmHWM, reset before each leg).
const (
	uploadRatioGoal = 0.5
	uploadRSSGoal   = 128 << 20
)

// Uploads runs target 4 on a fresh data dir of its own.
func Uploads(env *Env) {
	dir := filepath.Join(env.Out, "upload")
	defer os.RemoveAll(dir)
	goal := fmt.Sprintf("ratio ≥ %.1f, peak RSS ≤ %d MiB", uploadRatioGoal, uploadRSSGoal>>20)
	a := env.Album
	res, err := upload.Measure(env.Bin, dir, a, env.Log)
	if err != nil {
		env.Table.Add(report.Row{Target: "4", Measure: "upload", Goal: goal, Note: err.Error()})
		return
	}
	total := float64(res.Total) / (1 << 20)
	for _, leg := range res.Legs {
		row := report.Row{Target: "4", Measure: fmt.Sprintf("%s, %d × %d MiB WAV", leg.Name, a.Files, a.Size>>20), Goal: goal,
			Peer: fmt.Sprintf("cp %.0f MiB/s (%.1f s)", total/res.Copy.Seconds(), res.Copy.Seconds())}
		switch {
		case errors.Is(leg.Err, upload.ErrNoResumable):
			row.Skipped, row.Note = true, "the server answers 404 on /api/uploads/"
		case leg.Err != nil:
			row.Note = leg.Err.Error()
		default:
			r := res.Copy.Seconds() / leg.Time.Seconds()
			row.Ours = fmt.Sprintf("%.0f MiB/s (%.1f s) · peak RSS %d MiB", total/leg.Time.Seconds(), leg.Time.Seconds(), leg.PeakRSS>>20)
			row.Ratio = ratio(r)
			row.Met = r >= uploadRatioGoal && leg.PeakRSS <= uploadRSSGoal
			if r < uploadRatioGoal {
				row.Note = fmt.Sprintf("ratio %.2f below %.1f", r, uploadRatioGoal)
			}
			if leg.PeakRSS > uploadRSSGoal {
				if row.Note != "" {
					row.Note += "; "
				}
				row.Note += fmt.Sprintf("peak RSS %d MiB over %d", leg.PeakRSS>>20, uploadRSSGoal>>20)
			}
		}
		env.Table.Add(row)
	}
}
