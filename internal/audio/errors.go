package audio

import "errors"

// Sentinel errors wrapped (with detail, after an "audio: " prefix) by Probe;
// test them with errors.Is.
var (
	// ErrEmpty means the file has no bytes at all.
	ErrEmpty = errors.New("empty audio file")
	// ErrUnknownFormat means the bytes are not one of the supported audio
	// formats (an image, text, a video without sound, ...).
	ErrUnknownFormat = errors.New("unknown or unsupported audio format")
	// ErrCorrupt means the format was recognised but its headers are
	// truncated or invalid, or it holds no audio frames.
	ErrCorrupt = errors.New("corrupt or truncated audio")
)
