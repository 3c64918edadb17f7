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
)

func unreadable(detail string) *Failure {
	return &Failure{Sentence: sentenceUnreadable, Detail: detail}
}
