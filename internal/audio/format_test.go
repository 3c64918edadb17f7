package audio

import "testing"

func TestFormatMIMEAndExt(t *testing.T) {
	want := map[Format][2]string{
		MP3:       {"audio/mpeg", ".mp3"},
		M4A:       {"audio/mp4", ".m4a"},
		AAC:       {"audio/aac", ".aac"},
		OGGVorbis: {"audio/ogg", ".ogg"},
		OGGOpus:   {"audio/ogg", ".opus"},
		WAV:       {"audio/wav", ".wav"},
		FLAC:      {"audio/flac", ".flac"},
	}
	if len(Formats) != len(want) {
		t.Fatalf("Formats has %d entries, want %d", len(Formats), len(want))
	}
	for _, f := range Formats {
		w, ok := want[f]
		if !ok {
			t.Fatalf("unexpected format %q", f)
		}
		if f.MIME() != w[0] || f.Ext() != w[1] || !f.Valid() {
			t.Errorf("%s: MIME %q Ext %q Valid %v, want %q %q true", f, f.MIME(), f.Ext(), f.Valid(), w[0], w[1])
		}
	}
	if f := Format("png"); f.MIME() != "" || f.Ext() != "" || f.Valid() {
		t.Errorf("unknown format has MIME %q Ext %q", f.MIME(), f.Ext())
	}
}
