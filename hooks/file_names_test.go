package hooks

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tools/filesystem"
)

func TestNameBySniffedType(t *testing.T) {
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89")
	for _, c := range []struct{ name, want string }{
		{"evil_abcdefghij.html", "evil_abcdefghij.png"},
		{"evil_abcdefghij.png.html", "evil_abcdefghij.png"},
		{"evil_abcdefghij", "evil_abcdefghij.png"},
		{"cover_fixture01.png", "cover_fixture01.png"},
		{"cover_fixture01.PNG", "cover_fixture01.PNG"},
		{".hidden", "file.png"},
		{"x_abc.tar_gz", "x_abc.png"},
		{strings.Repeat("é", 80) + "_abcdefghij.html", strings.Repeat("é", 73) + ".png"},
	} {
		f, err := filesystem.NewFileFromBytes(png, "x.png")
		if err != nil {
			t.Fatal(err)
		}
		f.Name = c.name
		if err := nameBySniffedType(f); err != nil {
			t.Fatal(err)
		}
		if f.Name != c.want {
			t.Errorf("%q renamed %q, want %q", c.name, f.Name, c.want)
		}
	}
}
