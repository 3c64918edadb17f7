package renditions

import "selah/internal/transcode"

// Engine is what this server renders with, as found when it started:
// ffmpeg's version and path, or why there is none (transcode.Find's
// error). The worker runs only with the engine found at start, so the
// admin's settings page reports this, not a fresh look at the machine.
type Engine struct {
	Tool transcode.Tool
	Err  error
}

// FindEngine looks for ffmpeg (transcode.Find: three short ffmpeg runs)
// and keeps the answer on the worker.
func (w *Worker) FindEngine() Engine {
	tool, err := transcode.Find()
	e := Engine{Tool: tool, Err: err}
	w.mu.Lock()
	w.engine = &e
	w.mu.Unlock()
	return e
}

// Engine is the Engine kept on the worker, found now if nothing kept one
// yet (a worker that is held, as in tests).
func (w *Worker) Engine() Engine {
	w.mu.Lock()
	e := w.engine
	w.mu.Unlock()
	if e != nil {
		return *e
	}
	return w.FindEngine()
}
