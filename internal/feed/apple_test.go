package feed

import (
	"bytes"
	stdimage "image"
	"image/jpeg"
	"image/png"
	"slices"
	"strings"
	"testing"
)

func TestLanguages(t *testing.T) {
	t.Parallel()
	if !slices.IsSorted(Languages) || len(Languages) != 183 {
		t.Fatalf("Languages: %d codes, sorted %v; want the 183 ISO 639-1 codes, sorted", len(Languages), slices.IsSorted(Languages))
	}
	for _, c := range []string{"en", "es", "pt", "yo", "zh", "tw"} {
		if !ValidLanguage(c) {
			t.Errorf("ValidLanguage(%q) = false", c)
		}
	}
	for _, c := range []string{"", "EN", "eng", "en-us", "xx", "e"} {
		if ValidLanguage(c) {
			t.Errorf("ValidLanguage(%q) = true", c)
		}
	}
	for s, want := range map[string]bool{"en": true, "en-us": true, "EN-GB": true, "pt-BR": true, "zz": false, "en-": false, "en-u$": false, "english": false} {
		if got := validFeedLanguage(s); got != want {
			t.Errorf("validFeedLanguage(%q) = %v", s, got)
		}
	}
}

func TestAppleCoverWarnings(t *testing.T) {
	t.Parallel()
	codes := func(ws []Warning) []string {
		var out []string
		for _, w := range ws {
			out = append(out, w.Code)
		}
		return out
	}
	for _, c := range []struct {
		cover Cover
		want  []string
		text  string
	}{
		{Cover{Format: "png", Width: 1400, Height: 1400}, nil, ""},
		{Cover{Format: "jpeg", Width: 3000, Height: 3000}, nil, ""},
		{Cover{Format: "png", Width: 600, Height: 600}, []string{"cover_too_small"}, "at least 1400 × 1400 pixels, and this one is 600 × 600"},
		{Cover{Format: "jpeg", Width: 1399, Height: 1399}, []string{"cover_too_small"}, "1399 × 1399"},
		{Cover{Format: "jpeg", Width: 3001, Height: 3001}, []string{"cover_too_large"}, "at most 3000 × 3000 pixels, and this one is 3001 × 3001"},
		{Cover{Format: "png", Width: 1600, Height: 1400}, []string{"cover_not_square"}, "square cover, and this one is 1600 × 1400 pixels"},
		{Cover{Format: "webp", Width: 1400, Height: 1400}, []string{"cover_format"}, "only JPEG or PNG covers, and this one is WebP"},
		{Cover{Format: "jpeg", Width: 2000, Height: 2000, CMYK: true}, []string{"cover_cmyk"}, "CMYK"},
		{Cover{Format: "webp", Width: 300, Height: 200}, []string{"cover_format", "cover_not_square"}, ""},
	} {
		got := AppleCoverWarnings(c.cover)
		if !slices.Equal(codes(got), c.want) {
			t.Errorf("%+v: %v, want %v", c.cover, codes(got), c.want)
			continue
		}
		if c.text != "" && !strings.Contains(got[0].Message, c.text) {
			t.Errorf("%+v: %q lacks %q", c.cover, got[0].Message, c.text)
		}
	}
}

func TestDecodeCover(t *testing.T) {
	t.Parallel()
	img := stdimage.NewNRGBA(stdimage.Rect(0, 0, 40, 30))
	var p, j bytes.Buffer
	if err := png.Encode(&p, img); err != nil {
		t.Fatal(err)
	}
	if err := jpeg.Encode(&j, img, nil); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		data []byte
		want Cover
	}{
		"png":  {p.Bytes(), Cover{Format: "png", Width: 40, Height: 30}},
		"jpeg": {j.Bytes(), Cover{Format: "jpeg", Width: 40, Height: 30}},
	} {
		got, err := DecodeCover(bytes.NewReader(c.data))
		if err != nil || got != c.want {
			t.Errorf("%s: %+v, %v; want %+v", name, got, err, c.want)
		}
	}
	if _, err := DecodeCover(strings.NewReader("not an image")); err == nil {
		t.Error("DecodeCover took text")
	}
}

func TestAppleAudioWarning(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"a.mp3", "b.m4a", "C.MP3", "d.mp4"} {
		if w, bad := AppleAudioWarning("Ep", name); bad {
			t.Errorf("%s: %v", name, w)
		}
	}
	for name, want := range map[string]string{
		"a.wav":  `The audio of "Ep. 1" is WAV, which Apple Podcasts does not take from a feed, so Apple will leave this episode out. Export it as MP3 or M4A (AAC) and upload it again.`,
		"a.flac": "is FLAC,",
		"a.ogg":  "is Ogg Vorbis,",
		"a.opus": "is Opus,",
		"a.aac":  "is raw AAC (an .aac file),",
		"a.xyz":  "is XYZ audio,",
	} {
		w, bad := AppleAudioWarning("Ep. 1", name)
		if !bad || w.Code != "audio_format" || !strings.Contains(w.Message, want) {
			t.Errorf("%s: %+v, %v; want a message with %q", name, w, bad, want)
		}
	}
}

func TestCheckApple(t *testing.T) {
	t.Parallel()
	good, err := RSS(samplePodcast())
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckApple(good); err != nil {
		t.Fatalf("CheckApple(good) = %v", err)
	}
	p := samplePodcast()
	p.Episodes[0].URL = "https://selah.example/api/feeds/episodes/e2/two.wav"
	p.Episodes[0].Type = "audio/wav"
	p.Episodes[1].Type = "audio/flac"
	wav, err := RSS(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(wav); err != nil {
		t.Fatalf("Check (formats are Apple's business only) = %v", err)
	}
	err = CheckApple(wav)
	if err == nil || !strings.Contains(err.Error(), `item 1: Apple Podcasts does not take ".wav" files`) ||
		!strings.Contains(err.Error(), `item 2: enclosure type "audio/flac" is not one Apple names for .m4a`) {
		t.Fatalf("CheckApple = %v", err)
	}
	if err := CheckApple([]byte("<rss")); err == nil {
		t.Fatal("CheckApple took a broken feed")
	}
}
