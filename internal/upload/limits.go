package upload

// The largest files Selah stores, whichever way they arrive (an upload's
// part, a tus upload claimed, an episode imported from another host's
// feed): the schema's field sizes (migrations 1763770300_media.go).
const (
	MaxAudioBytes = 500 << 20 // an episode's audio
	MaxImageBytes = 10 << 20  // a cover
)
