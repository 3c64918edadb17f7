package routes_test

import (
	"bytes"
	"io"
	"net/http"
	"strings"
)

// copyBody reads the response body and puts it back, so later readers
// (ApiScenario's content checks) still see it.
func copyBody(dst *strings.Builder, res *http.Response) (int64, error) {
	raw, err := io.ReadAll(res.Body)
	res.Body = io.NopCloser(bytes.NewReader(raw))
	dst.Write(raw)
	return int64(len(raw)), err
}
