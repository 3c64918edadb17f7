package transcode

// What a creator reads when the rendition of their upload fails because of
// the file itself. Each says what happened and what to do.
const (
	sentenceUnreadable = "We could not read this audio file: it may be damaged or in a format we do not support. " +
		"Upload it again, exported as WAV, FLAC or MP3."
	sentenceNoAudio = "This file holds no audio (it plays for zero seconds). " +
		"Upload it again, exported as WAV, FLAC or MP3."
	sentenceTooShort = "This audio is too short to measure its loudness (less than 0.4 seconds). " +
		"Upload the whole recording."
	sentenceSilent = "This audio is silent, so there is nothing to normalise. " +
		"Check that the recording has sound (a muted microphone or an empty track gives silence) and upload it again."
	// A run stopped by internal/ffmpegrun's limits: the file decoded to
	// more audio than it measured at upload (a playlist or script among
	// its bytes, a lying header), or ffmpeg ran far longer than the
	// recording plays.
	sentenceTooLong = "This file holds more audio than it measured when it was uploaded, so processing was stopped. " +
		"Upload it again, exported as WAV, FLAC or MP3."
	sentenceTooSlow = "Processing this audio took far longer than it should and was stopped. " +
		"Upload it again, exported as WAV, FLAC or MP3."
)

func unreadable(detail string) *Failure {
	return &Failure{Sentence: sentenceUnreadable, Detail: detail}
}
