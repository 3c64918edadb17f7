package upload

import (
	"bytes"
	"mime/multipart"
	"os"
	"testing"
)

// fuzzLimits are small, so the fuzzer reaches every limit with short inputs;
// one file field allows more than SniffLen, so Head's cut is exercised too.
var fuzzLimits = Limits{
	MaxValueBytes: 32,
	MaxValues:     3,
	MaxFileBytes:  map[string]int64{"cover": 64, "audio": SniffLen + 64},
	MaxFiles:      3,
}

// FuzzRead feeds raw bytes to Read as a multipart body (boundary "fz"):
// whatever the framing, Read must not panic, must leave no temporary file
// behind on an error, and on success must have kept within every limit,
// with each file's Head the first bytes of what is on disk.
func FuzzRead(f *testing.F) {
	part := func(headers, content string) string {
		return "--fz\r\n" + headers + "\r\n\r\n" + content + "\r\n"
	}
	disp := func(name, file string) string {
		h := `Content-Disposition: form-data; name="` + name + `"`
		if file != "" {
			h += `; filename="` + file + `"`
		}
		return h
	}
	f.Add([]byte(part(disp("meta", ""), `{"title":"x"}`) + part(disp("cover", "c.png"), "\x89PNG") + "--fz--\r\n"))
	f.Add([]byte(part(disp("audio", "a.wav"), string(bytes.Repeat([]byte("RIFF"), SniffLen/4+8))) + "--fz--\r\n"))
	f.Add([]byte(part(disp("audio", "../x"), "a") + part(disp("audio", "y"), "b") + part(disp("audio", "z"), "c") + part(disp("audio", "w"), "d") + "--fz--\r\n"))
	f.Add([]byte(part(disp("other", "o.bin"), "x") + "--fz--\r\n"))
	f.Add([]byte(part(disp("v", ""), string(bytes.Repeat([]byte("v"), 40))) + "--fz--\r\n"))
	f.Add([]byte(part(disp("a", ""), "1") + part(disp("b", ""), "2") + part(disp("c", ""), "3") + part(disp("d", ""), "4") + "--fz--\r\n"))
	f.Add([]byte(part(disp("cover", "c.png"), "cut short")))
	f.Add([]byte(part(`Content-Disposition: form-data; name="cover"; filename*=UTF-8''%92.png`, "x") + "--fz--\r\n"))
	f.Add([]byte("--fz--\r\n"))
	f.Add([]byte{})

	dir := f.TempDir() // shared: every input must leave it empty
	f.Fuzz(func(t *testing.T, body []byte) {
		form, err := Read(multipart.NewReader(bytes.NewReader(body), "fz"), dir, fuzzLimits)
		if err != nil {
			if form != nil {
				t.Fatalf("a form with the error %v", err)
			}
			if left, _ := os.ReadDir(dir); len(left) > 0 {
				t.Fatalf("%d temporary files left after %v", len(left), err)
			}
			return
		}
		defer form.Cleanup()
		values, files := 0, 0
		for _, vs := range form.Values {
			for _, v := range vs {
				values++
				if int64(len(v)) > fuzzLimits.MaxValueBytes {
					t.Fatalf("a value of %d bytes", len(v))
				}
			}
		}
		for field, fs := range form.Files {
			for i, file := range fs {
				files++
				data, err := os.ReadFile(file.Path)
				if err != nil {
					t.Fatal(err)
				}
				if file.Field != field || file.Index != i || file.Size != int64(len(data)) ||
					file.Size > fuzzLimits.MaxFileBytes[field] ||
					!bytes.Equal(file.Head, data[:min(len(data), SniffLen)]) {
					t.Fatalf("file %s[%d] (%q, %d bytes, head %d) holds %d bytes", field, i, file.Name, file.Size, len(file.Head), len(data))
				}
			}
		}
		if values > fuzzLimits.MaxValues || files > fuzzLimits.MaxFiles {
			t.Fatalf("%d values and %d files", values, files)
		}
		form.Cleanup()
		if left, _ := os.ReadDir(dir); len(left) > 0 {
			t.Fatalf("%d temporary files left after Cleanup", len(left))
		}
	})
}
