// Package ffmpegrun is the one way Selah runs ffmpeg over an uploaded file
// (internal/transcode for renditions, internal/peaks for waveforms).
//
// ffmpeg is a parser of hostile input: left to guess, it takes a file for
// whatever its bytes look like, and several of its demuxers open other
// files (an HLS playlist or a concat script naming
// ../OTHER_EPISODE/FILE.mp3 made the rendition worker render someone
// else's audio, issue 25). So every run here:
//
//   - names the demuxer of the format internal/audio recognised (-f), and
//     allows only that one (-format_whitelist): ffmpeg never guesses;
//   - allows only the file protocol (-protocol_whitelist file) and gives
//     the input as file:PATH (a name is never an option or a URL);
//   - has a time limit, past which the process is killed (ErrTimeout);
//   - stops when its output runs past the input's measured duration by a
//     small margin (ErrTooLong: the file holds more than it was measured
//     to), and caps the size of a file it writes (ErrTooLarge).
package ffmpegrun
