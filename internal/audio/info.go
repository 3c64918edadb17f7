package audio

// Info is what Probe measures about an audio file.
type Info struct {
	// Format is the detected format.
	Format Format
	// Duration is the playing time in seconds.
	Duration float64
	// Bitrate is the average bitrate in bits per second (0 if unknown).
	Bitrate int
	// SampleRate is the sample rate in Hz (48000 for Opus, whose granule
	// positions are always at 48 kHz).
	SampleRate int
	// Channels is the number of audio channels.
	Channels int
	// HeaderSize is the number of bytes before the first audio frame or
	// sample: the ID3v2 tag of an MP3, a WAV file up to its data chunk's
	// samples, FLAC metadata blocks, the boxes before the MP4 media data
	// (moov when it comes first), the Ogg header pages.
	HeaderSize int64
}
