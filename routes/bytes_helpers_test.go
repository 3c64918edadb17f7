package routes_test

import (
	"bytes"
	"encoding/json"
	"io"
)

func bytesReaderAt(b []byte) io.ReaderAt { return bytes.NewReader(b) }

// unescapeJSON decodes a JSON string body (e.g. \u0026 in a URL).
func unescapeJSON(s string) string {
	var out string
	if err := json.Unmarshal([]byte(`"`+s+`"`), &out); err != nil {
		return s
	}
	return out
}
