// Package audio decides what an uploaded audio file is from its bytes and
// measures its duration on the server, in pure Go.
//
// Sniff recognises a format from the first few kilobytes of a file; Probe
// recognises it and measures it through an io.ReaderAt, reading only headers
// and indexes (and, for raw AAC, the ADTS frame headers), never the whole
// file into memory. The file name and the type a client declares are never
// consulted.
//
// Supported formats: MP3 (MPEG-1/2/2.5 layer I–III, optionally behind an
// ID3v2 tag), AAC in an MP4 container (M4A), raw AAC in ADTS frames, Ogg
// Vorbis, Ogg Opus, WAV (RIFF/WAVE) and FLAC.
//
// Errors returned by Probe wrap one of ErrEmpty, ErrUnknownFormat or
// ErrCorrupt (test with errors.Is), or an I/O error from the reader.
package audio
