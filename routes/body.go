package routes

import (
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// multipartMemory is how much of a multipart body is kept in memory before
// Go spills the rest to temporary files.
const multipartMemory = 1 << 20

// body is a request body read as JSON, urlencoded or multipart form, so
// the documented client, the PocketBase SDK and curl all work. Routes read
// it into a form struct (bind); a field is looked up in the JSON first (a
// multipart body's @jsonPayload), then in the form values.
type body struct {
	json map[string]json.RawMessage
	form url.Values
}

// readBody decodes the request body. Malformed JSON and a JSON value that
// is not an object are 400s, another content type a 415, a body over the
// route's limit a 413.
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

// bind reads the request body into dst, a form struct (forms_*.go), and
// validates it: nil, or a 400 carrying every field's error, whose message
// is the first of them in dst's field order, the order the screen shows
// them. A field sent with the wrong JSON type is that field's error, and
// its Validate error is dropped. A form with a normalize method (trimming,
// lower-casing the email) has it called between reading and validating.
func bind(e *core.RequestEvent, dst validation.Validatable) error {
	b, err := readBody(e)
	if err != nil {
		return err
	}
	return b.bind(dst)
}

// bind is bind for a body already read.
func (b *body) bind(dst validation.Validatable) error {
	order, errs, err := validate(dst, b.fill(dst))
	if err != nil || len(errs) == 0 {
		return err
	}
	return router.NewBadRequestError(errs[order[0]].Error(), errs)
}

// validate normalizes and validates a form struct that fill set, and
// returns its field errors and their keys in dst's field order (a key the
// struct does not declare goes after, by name). A field's type error wins
// over its Validate error. Validate's errors other than validation.Errors
// are returned as they are.
func validate(dst validation.Validatable, typeErrs validation.Errors) ([]string, validation.Errors, error) {
	if n, ok := dst.(interface{ normalize() }); ok {
		n.normalize()
	}
	errs := typeErrs
	if err := dst.Validate(); err != nil {
		var verrs validation.Errors
		if !errors.As(err, &verrs) {
			return nil, nil, err
		}
		for k, v := range verrs {
			if _, seen := errs[k]; !seen {
				errs[k] = v
			}
		}
	}
	var order, rest []string
	declared := map[string]bool{}
	for _, k := range fieldOrder(dst) {
		declared[k] = true
		if _, ok := errs[k]; ok {
			order = append(order, k)
		}
	}
	for k := range errs {
		if !declared[k] {
			rest = append(rest, k)
		}
	}
	slices.Sort(rest)
	return append(order, rest...), errs, nil
}

// jsonValue is a form field that is not text (a boolean, a number, a list):
// Sent when the field was in the body, Bad when its value did not decode as
// T. A form value is read as JSON ("true", "12"), as the SDK sends it.
type jsonValue[T any] struct {
	Sent, Bad bool
	V         T
}

func (v *jsonValue[T]) bindJSON(raw []byte) {
	v.Sent = true
	v.Bad = json.Unmarshal(raw, &v.V) != nil
}

// fill sets dst's fields from the body, each by its json tag's name:
// a string takes a JSON string or a form value (null is ""), a *string the
// same but stays nil when the field was not sent, and a type with a
// bindJSON method decodes its own (a form value goes to its bindText method
// when it has one, else to bindJSON as JSON). It returns the errors of fields sent with another JSON type.
func (b *body) fill(dst any) validation.Errors {
	errs := validation.Errors{}
	v := reflect.ValueOf(dst).Elem()
	for i := 0; i < v.NumField(); i++ {
		name := jsonName(v.Type().Field(i))
		if name == "" {
			continue
		}
		field := v.Field(i)
		raw, inJSON := b.json[name]
		_, inForm := b.form[name]
		if !inJSON && !inForm {
			continue
		}
		if t, ok := field.Addr().Interface().(interface{ bindText(string) }); ok && !inJSON {
			t.bindText(b.form.Get(name))
			continue
		}
		if j, ok := field.Addr().Interface().(interface{ bindJSON([]byte) }); ok {
			if inJSON {
				j.bindJSON(raw)
			} else {
				j.bindJSON([]byte(b.form.Get(name)))
			}
			continue
		}
		s := b.form.Get(name)
		if inJSON {
			s = ""
			if string(raw) != "null" && json.Unmarshal(raw, &s) != nil {
				errs[name] = validation.NewError("validation_invalid_type", name+" must be text")
			}
		}
		switch field.Kind() {
		case reflect.String:
			field.SetString(s)
		case reflect.Pointer:
			field.Set(reflect.ValueOf(&s))
		}
	}
	return errs
}

// fieldOrder is the json names of a form struct's fields, in declaration
// order.
func fieldOrder(dst any) []string {
	t := reflect.TypeOf(dst).Elem()
	order := make([]string, 0, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		if name := jsonName(t.Field(i)); name != "" {
			order = append(order, name)
		}
	}
	return order
}

func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "-" {
		return ""
	}
	return name
}

// fieldError is a 400 for one field's problem found after validation (a
// wrong current password).
func fieldError(field, code, message string) error {
	err := validation.NewError("validation_"+code, message)
	return router.NewBadRequestError(message, validation.Errors{field: err})
}
