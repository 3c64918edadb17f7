package suite

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"selah/bench/internal/report"
	"selah/bench/internal/speech"
	"selah/internal/transcode"
)

// Target 8: the rendition of one hour of speech (a sermon as recorded: 48
// kHz mono WAV at about -24 LUFS), made by transcode.Tool.Render, the code
// the server's rendition job runs (two passes of EBU R128 loudness work
// and the MP3 encoding), called in-process. The peer, in the same run, is
// ffmpeg encoding the same file to MP3 at the same bitrate in one pass
// with no loudness work, what a host that does not normalise does.
//
// The goal is what a creator can wait for on this 2-core machine: an hour
// rendered in at most 10 minutes, a real-time factor of 6 or more.
const renderRTFGoal = 6.0

// peerThreads is the peer's -threads: the same as the rendition's ffmpeg,
// which runs one thread so it leaves the server's other core to listeners.
const peerThreads = 1

// renderSeconds is the recording's length: an hour, or 10 minutes in
// quick mode (the figures are then also scaled to an hour, labelled so).
func renderSeconds(env *Env) int {
	if env.Mode == "quick" {
		return 10 * 60
	}
	return 60 * 60
}

// Renditions runs target 8.
func Renditions(env *Env) {
	seconds := renderSeconds(env)
	length := fmt.Sprintf("%d min", seconds/60)
	if seconds == 3600 {
		length = "one hour"
	}
	row := report.Row{Target: "8", Measure: "render " + length + " of speech (48 kHz mono WAV) to the MP3 rendition",
		Goal: fmt.Sprintf("real-time factor ≥ %.0f (an hour in ≤ 10 min)", renderRTFGoal)}
	tool, err := transcode.Find()
	if err != nil {
		row.Skipped, row.Note = true, err.Error()
		env.Table.Add(row)
		return
	}
	// The recording is kept beside the data sets (bench/out), not in this
	// run's directory, which is removed at the end.
	in, err := speech.Recording(tool.FFmpeg, filepath.Join(filepath.Dir(env.Out), "_speech"), seconds)
	if err != nil {
		row.Note = err.Error()
		env.Table.Add(row)
		return
	}
	work := filepath.Join(env.Out, "render")
	if err := os.MkdirAll(work, 0o755); err != nil {
		row.Note = err.Error()
		env.Table.Add(row)
		return
	}
	defer os.RemoveAll(work)

	env.Log("render: %s of speech with transcode.Render (%s)", length, tool.Version)
	cpu0, start := speech.ChildCPU(), time.Now()
	res, err := tool.Render(context.Background(), in, filepath.Join(work, "ours.mp3"), transcode.Speech, float64(seconds),
		progressLog(env, "render"))
	took, cpu := time.Since(start), speech.ChildCPU()-cpu0
	if err != nil {
		row.Note = "Render: " + err.Error()
		env.Table.Add(row)
		return
	}
	channels := 1 // the recording is mono, and so is a speech rendition of it
	env.Log("render: the peer, ffmpeg in one pass at %d kbit/s", res.Bitrate/1000)
	peerCPU0 := speech.ChildCPU()
	peerTook, err := speech.PlainMP3(context.Background(), tool.FFmpeg, in, filepath.Join(work, "peer.mp3"), res.Bitrate, channels, peerThreads)
	peerCPU := speech.ChildCPU() - peerCPU0
	if err != nil {
		row.Note = err.Error()
		env.Table.Add(row)
		return
	}

	audio := time.Duration(seconds) * time.Second
	rtf, peerRTF := audio.Seconds()/took.Seconds(), audio.Seconds()/peerTook.Seconds()
	row.Ours = fmt.Sprintf("%.0f s · %.1f× real time · CPU %.0f s", took.Seconds(), rtf, cpu.Seconds())
	row.Peer = fmt.Sprintf("ffmpeg, one pass, no loudness: %.0f s · %.1f× real time · CPU %.0f s", peerTook.Seconds(), peerRTF, peerCPU.Seconds())
	if seconds != 3600 {
		scale := 3600 / float64(seconds)
		row.Ours += fmt.Sprintf(" (scaled to an hour: %.0f s, CPU %.0f s)", took.Seconds()*scale, cpu.Seconds()*scale)
		row.Peer += fmt.Sprintf(" (scaled to an hour: %.0f s)", peerTook.Seconds()*scale)
	}
	row.Ours += fmt.Sprintf(" · %.1f → %.1f LUFS, %.1f dBTP, %d kbit/s", res.Input.Integrated, res.Output.Integrated,
		res.Output.TruePeak, res.Bitrate/1000)
	row.Ratio = ratio(took.Seconds() / peerTook.Seconds())
	row.Met = rtf >= renderRTFGoal
	if !row.Met {
		row.Note = fmt.Sprintf("real-time factor %.1f below %.0f", rtf, renderRTFGoal)
	}
	// A fast rendition off its targets would not be one: the loudness
	// guarantees (API.md) are part of what is measured.
	target := transcode.TargetLUFS(transcode.Speech)
	if off := math.Abs(res.Output.Integrated - target); off > 1 || res.Output.TruePeak > transcode.MaxTruePeak {
		row.Met = false
		if row.Note != "" {
			row.Note += "; "
		}
		row.Note += fmt.Sprintf("output %.1f LUFS, %.1f dBTP: want %.0f ± 1 LUFS, ≤ %.0f dBTP",
			res.Output.Integrated, res.Output.TruePeak, target, transcode.MaxTruePeak)
	}
	if d := math.Abs(res.Duration - float64(seconds)); d > 0.1 {
		row.Met = false
		if row.Note != "" {
			row.Note += "; "
		}
		row.Note += fmt.Sprintf("rendition lasts %.2f s, the recording %d s", res.Duration, seconds)
	}
	env.Table.Add(row)
}

// progressLog logs a long job's progress every quarter, so a full run
// shows it is alive.
func progressLog(env *Env, name string) func(float64) {
	next := 0.25
	return func(f float64) {
		for f >= next && next <= 1 {
			env.Log("%s: %.0f%%", name, next*100)
			next += 0.25
		}
	}
}
