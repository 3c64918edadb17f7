package renditions

import "github.com/pocketbase/pocketbase/core"

// Processing states of an episode (episodes.processing).
const (
	Pending = "pending" // waiting for the worker, or being rendered
	Done    = "done"    // the rendition is stored and served
	Failed  = "failed"  // processingError says why; the original is served
)

// File is the stored audio file listeners get of an episode: the
// rendition once it is done, the upload (the original) until then or when
// processing failed.
type File struct {
	Name       string // the stored file's name, in the episode's folder
	Rendition  bool
	Duration   float64 // seconds
	Bitrate    int     // bits per second, 0 when unknown
	HeaderSize int64   // bytes before the first audio frame
	// Size in bytes: the rendition's as measured; 0 for the original,
	// whose size is asked of storage by whoever needs it.
	Size int64
}

// Loudness is the episodes' loudness column, as the API shows it: the
// integrated loudness (LUFS) and true peak (dBTP) of the upload and of the
// rendition, measured by the job.
type Loudness struct {
	Input          float64 `json:"input"`
	Output         float64 `json:"output"`
	InputTruePeak  float64 `json:"inputTruePeak"`
	OutputTruePeak float64 `json:"outputTruePeak"`
}

// MeasuredLoudness is the episode's stored measurement; nil until done.
func MeasuredLoudness(ep *core.Record) *Loudness {
	if ep.GetString("processing") != Done {
		return nil
	}
	var l Loudness
	if err := ep.UnmarshalJSONField("loudness", &l); err != nil || l == (Loudness{}) {
		return nil
	}
	return &l
}

// ServedName is the name of the file served, for callers that read the
// columns themselves (the stream route's one-query look-up).
func ServedName(processing, audio, rendition string) string {
	if processing == Done && rendition != "" {
		return rendition
	}
	return audio
}

// Served is the file listeners get of the episode, with what the play and
// download rules and the feeds need to know of it.
func Served(ep *core.Record) File {
	audio, rendition := ep.GetString("audio"), ep.GetString("rendition")
	if ep.GetString("processing") == Done && rendition != "" {
		duration := ep.GetFloat("renditionDuration")
		if duration <= 0 {
			duration = ep.GetFloat("duration")
		}
		return File{
			Name:       rendition,
			Rendition:  true,
			Duration:   duration,
			Bitrate:    ep.GetInt("renditionBitrate"),
			HeaderSize: int64(ep.GetInt("renditionHeaderSize")),
			Size:       int64(ep.GetInt("renditionSize")),
		}
	}
	return File{
		Name:       audio,
		Duration:   ep.GetFloat("duration"),
		Bitrate:    ep.GetInt("bitrate"),
		HeaderSize: int64(ep.GetInt("headerSize")),
	}
}
