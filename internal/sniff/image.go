// Package sniff decides what an uploaded file is from its bytes, never from
// its name or the type the client declared.
package sniff

import (
	"fmt"
	"io"
	"mime/multipart"

	"github.com/gabriel-vasile/mimetype"
)

// ImageTypes are the image formats Selah accepts, by MIME type.
var ImageTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/webp": true}

// headerSize is how much of a file is read to recognise it.
const headerSize = 3072

// Detect returns the MIME type of the file's first bytes.
func Detect(fh *multipart.FileHeader) (string, error) {
	f, err := fh.Open()
	if err != nil {
		return "", fmt.Errorf("open upload: %w", err)
	}
	defer f.Close()
	buf := make([]byte, headerSize)
	n, err := io.ReadFull(f, buf)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return "", fmt.Errorf("read upload: %w", err)
	}
	return mimetype.Detect(buf[:n]).String(), nil
}

// IsImage reports whether the upload is a JPEG, PNG or WebP image.
func IsImage(fh *multipart.FileHeader) (bool, error) {
	mt, err := Detect(fh)
	if err != nil {
		return false, err
	}
	return ImageTypes[mt], nil
}

// DetectBytes returns the MIME type of a file's first bytes.
func DetectBytes(head []byte) string {
	return mimetype.Detect(head).String()
}
