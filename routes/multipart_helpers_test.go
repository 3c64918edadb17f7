package routes_test

import (
	"bytes"
	"mime/multipart"
)

func newMultipart(buf *bytes.Buffer) *multipart.Writer { return multipart.NewWriter(buf) }
