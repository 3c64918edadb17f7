package routes

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// multipartMemory is how much of a multipart body is kept in memory before
// Go spills the rest to temporary files.
const multipartMemory = 1 << 20

// body is a request body read as JSON, urlencoded or multipart form, so
// the documented client, the PocketBase SDK and curl all work.
type body struct {
	json map[string]json.RawMessage
	form url.Values
}

// readBody decodes the request body. Malformed JSON, a JSON value that is
// not an object and an unsupported content type are 400s; a body over the
// route's limit is a 413.
func readBody(e *core.RequestEvent) (*body, error) {
	ct, _, _ := mime.ParseMediaType(e.Request.Header.Get("Content-Type"))
	switch ct {
	case "", "application/json":
		raw, err := io.ReadAll(e.Request.Body)
		if err != nil {
			return nil, readError(err)
		}
		b := &body{json: map[string]json.RawMessage{}}
		if len(strings.TrimSpace(string(raw))) == 0 {
			return b, nil
		}
		if err := json.Unmarshal(raw, &b.json); err != nil {
			return nil, router.NewBadRequestError("The request body is not valid JSON", nil)
		}
		return b, nil
	case "multipart/form-data":
		if err := e.Request.ParseMultipartForm(multipartMemory); err != nil {
			return nil, readError(err)
		}
		b := &body{form: url.Values(e.Request.MultipartForm.Value)}
		// The PocketBase SDK sends the non-file fields as one JSON part.
		if payload := b.form.Get("@jsonPayload"); payload != "" {
			if err := json.Unmarshal([]byte(payload), &b.json); err != nil {
				return nil, router.NewBadRequestError("The request body is not valid JSON", nil)
			}
		}
		return b, nil
	case "application/x-www-form-urlencoded":
		if err := e.Request.ParseForm(); err != nil {
			return nil, readError(err)
		}
		return &body{form: e.Request.PostForm}, nil
	default:
		return nil, router.NewApiError(http.StatusUnsupportedMediaType, "Send the request body as JSON or a multipart form", nil)
	}
}

func readError(err error) error {
	var maxErr *http.MaxBytesError
	if errors.Is(err, apis.ErrRequestEntityTooLarge) || errors.As(err, &maxErr) {
		return apis.ErrRequestEntityTooLarge
	}
	return router.NewBadRequestError("The request body could not be read", nil)
}

// text returns the field's string value. A value of another JSON type
// (number, object, ...) is recorded on f as a field error.
func (b *body) text(f *form, name string) string {
	if raw, ok := b.json[name]; ok {
		if string(raw) == "null" {
			return ""
		}
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			f.add(name, "invalid_type", name+" must be text")
			return ""
		}
		return s
	}
	if b.form != nil {
		return b.form.Get(name)
	}
	return ""
}

// has reports whether the field was sent at all.
func (b *body) has(name string) bool {
	if _, ok := b.json[name]; ok {
		return true
	}
	_, ok := b.form[name]
	return ok
}

// jsonField decodes a field of a JSON body into dst (numbers, booleans);
// form values are parsed as JSON too ("true", "12").
func jsonField(b *body, name string, dst any) error {
	if raw, ok := b.json[name]; ok {
		return json.Unmarshal(raw, dst)
	}
	return json.Unmarshal([]byte(b.form.Get(name)), dst)
}
