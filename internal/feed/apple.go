package feed

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	stdimage "image"
	"image/color"
	_ "image/jpeg" // DecodeCover reads JPEG,
	_ "image/png"  // PNG
	"io"
	"net/url"
	"path"
	"strings"

	_ "golang.org/x/image/webp" // and WebP covers (Apple refuses WebP).
)

// What Apple Podcasts takes from a feed, from its own pages
// (podcasters.apple.com "Artwork requirements", "Audio requirements" and
// "Podcast RSS feed requirements"):
//   - the show's cover: square, 1400 × 1400 to 3000 × 3000 pixels, JPEG or
//     PNG, in the RGB colour space;
//   - an episode's file: for audio, MP3 or AAC in an M4A file (.mp3, .m4a);
//     the enclosure list also names the video containers .mp4, .m4v and
//     .mov (and PDF and EPUB). Apple decides by the URL's file extension.
//     WAV and FLAC are taken only by Apple Podcasts Connect uploads of
//     subscriber audio, never from a feed; Ogg (Vorbis, Opus), and AAC as
//     raw ADTS (.aac) are not taken at all.
const (
	AppleCoverMin = 1400
	AppleCoverMax = 3000
)

// appleEnclosures are the enclosure file extensions Apple Podcasts takes
// (audio and video), with the types it names for them; audio/mp4 is the
// registered type of .m4a, which Apple reads as well.
var appleEnclosures = map[string][]string{
	".mp3": {"audio/mpeg", "audio/mp3"},
	".m4a": {"audio/x-m4a", "audio/mp4", "audio/m4a"},
	".mp4": {"video/mp4", "audio/mp4"},
	".m4v": {"video/x-m4v", "video/mp4"},
	".mov": {"video/quicktime"},
}

// formatNames name, for a creator, the audio files Apple refuses.
var formatNames = map[string]string{
	".wav":  "WAV",
	".wave": "WAV",
	".flac": "FLAC",
	".ogg":  "Ogg Vorbis",
	".oga":  "Ogg Vorbis",
	".opus": "Opus",
	".aac":  "raw AAC (an .aac file)",
	".aif":  "AIFF",
	".aiff": "AIFF",
	".wma":  "WMA",
}

// Warning is one thing about a podcast that Apple Podcasts refuses, in
// words the creator can act on.
type Warning struct {
	// Code names the problem: cover_format, cover_not_square,
	// cover_too_small, cover_too_large, cover_cmyk, audio_format.
	Code    string `json:"code"`
	Message string `json:"message"`
	// EpisodeID is the episode an audio_format warning is about.
	EpisodeID string `json:"episodeId,omitempty"`
}

// AppleAcceptsFile reports whether Apple Podcasts takes an episode file of
// this name (or URL path), which it decides by the extension.
func AppleAcceptsFile(name string) bool {
	_, ok := appleEnclosures[strings.ToLower(path.Ext(name))]
	return ok
}

// AppleAudioWarning is the warning for an episode whose audio file (its
// stored name, whose extension says its format) Apple Podcasts refuses;
// false when Apple takes it.
func AppleAudioWarning(episodeTitle, filename string) (Warning, bool) {
	if AppleAcceptsFile(filename) {
		return Warning{}, false
	}
	ext := strings.ToLower(path.Ext(filename))
	name, ok := formatNames[ext]
	if !ok {
		name = "in a format Apple does not list"
		if ext != "" {
			name = strings.ToUpper(strings.TrimPrefix(ext, ".")) + " audio"
		}
	}
	return Warning{
		Code: "audio_format",
		Message: fmt.Sprintf("The audio of %q is %s, which Apple Podcasts does not take from a feed, so Apple will leave this episode out. "+
			"Export it as MP3 or M4A (AAC) and upload it again.", episodeTitle, name),
	}, true
}

// Cover is what AppleCoverWarnings needs of a cover image.
type Cover struct {
	// Format is the image format as the image package names it: "jpeg",
	// "png", "webp".
	Format        string
	Width, Height int
	// CMYK is true for a JPEG whose pixels are CMYK (print) colours.
	CMYK bool
}

// DecodeCover reads a cover's format and size from its header, without
// decoding its pixels.
func DecodeCover(r io.Reader) (Cover, error) {
	cfg, format, err := stdimage.DecodeConfig(r)
	if err != nil {
		return Cover{}, err
	}
	return Cover{Format: format, Width: cfg.Width, Height: cfg.Height, CMYK: cfg.ColorModel == color.CMYKModel}, nil
}

// AppleCoverWarnings lists what Apple Podcasts refuses in a podcast cover:
// its format, its shape or size (one warning at most), its colours.
func AppleCoverWarnings(c Cover) []Warning {
	var out []Warning
	add := func(code, format string, args ...any) {
		out = append(out, Warning{Code: code, Message: fmt.Sprintf(format, args...)})
	}
	switch c.Format {
	case "jpeg", "png":
	case "webp":
		add("cover_format", "Apple Podcasts takes only JPEG or PNG covers, and this one is WebP. Save the cover as JPEG or PNG and upload it again.")
	default:
		add("cover_format", "Apple Podcasts takes only JPEG or PNG covers. Save the cover as JPEG or PNG and upload it again.")
	}
	size := fmt.Sprintf("%d × %d", c.Width, c.Height)
	switch {
	case c.Width != c.Height:
		add("cover_not_square", "Apple Podcasts needs a square cover, and this one is %s pixels. Crop it to a square between %d × %d and %d × %d pixels.",
			size, AppleCoverMin, AppleCoverMin, AppleCoverMax, AppleCoverMax)
	case c.Width < AppleCoverMin:
		add("cover_too_small", "Apple Podcasts needs a cover of at least %d × %d pixels, and this one is %s. Upload a larger square image (%d × %d is best).",
			AppleCoverMin, AppleCoverMin, size, AppleCoverMax, AppleCoverMax)
	case c.Width > AppleCoverMax:
		add("cover_too_large", "Apple Podcasts takes covers of at most %d × %d pixels, and this one is %s. Scale it down to %d × %d.",
			AppleCoverMax, AppleCoverMax, size, AppleCoverMax, AppleCoverMax)
	}
	if c.CMYK {
		add("cover_cmyk", "Apple Podcasts needs a cover in RGB colours, and this one is CMYK (print colours). Export it again as RGB.")
	}
	return out
}

// CheckApple is Check plus what Apple Podcasts refuses that a feed itself
// shows: an episode file whose extension or type is not one Apple takes.
// (The cover's pixels are not in the feed: see AppleCoverWarnings.)
func CheckApple(data []byte) error {
	errs := []error{Check(data)}
	var f struct {
		Items []struct {
			Enclosure struct {
				URL  string `xml:"url,attr"`
				Type string `xml:"type,attr"`
			} `xml:"enclosure"`
		} `xml:"channel>item"`
	}
	if err := xml.NewDecoder(bytes.NewReader(data)).Decode(&f); err != nil {
		return errors.Join(errs...)
	}
	for i, it := range f.Items {
		u, err := url.Parse(it.Enclosure.URL)
		if err != nil {
			continue // Check reported it
		}
		ext := strings.ToLower(path.Ext(u.Path))
		types, ok := appleEnclosures[ext]
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("item %d: Apple Podcasts does not take %q files (%s)", i+1, ext, it.Enclosure.URL))
		case !containsFold(types, it.Enclosure.Type):
			errs = append(errs, fmt.Errorf("item %d: enclosure type %q is not one Apple names for %s", i+1, it.Enclosure.Type, ext))
		}
	}
	return errors.Join(errs...)
}

func containsFold(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}
