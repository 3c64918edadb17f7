package routes_test

import (
	"bytes"
	"mime/multipart"
	"strings"
	"time"

	"selah/testutil"
)

// authzRow is one request of the matrix, sent once per role.
type authzRow struct {
	route   string                  // the route as registered: "METHOD /pattern"
	name    string                  // what the row shows, when a route has several rows
	url     func(c roleCtx) string  // the concrete URL; nil means the pattern itself
	body    func(c roleCtx) reqBody // nil: no body
	headers map[string]string
	want    want
	// alt: further statuses a role may get. Only where the answer
	// legitimately depends on something other than who asks; say why.
	alt     map[role][]int
	see     map[role][]string // must appear in that role's answer
	hide    map[role][]string // must not appear in that role's answer
	timeout time.Duration     // for answers that never end (the realtime stream)
}

func (r authzRow) method() string  { return r.route[:strings.IndexByte(r.route, ' ')] }
func (r authzRow) pattern() string { return r.route[strings.IndexByte(r.route, ' ')+1:] }

func (r authzRow) label() string {
	if r.name == "" {
		return r.route
	}
	return r.route + " (" + r.name + ")"
}

// roleCtx is what a row's builders know: the fixture and who is asking.
type roleCtx struct {
	fx   *authzFixture
	role role
}

func (c roleCtx) email() string { return roleAccount[c.role].email }

// password is the role's own; the guest has no account and guesses.
func (c roleCtx) password() string {
	if c.role == guest {
		return "a-wrong-guess-1"
	}
	return testutil.Password
}

// credentials is a sign-in body with the role's own email and password.
func (c roleCtx) credentials(emailKey string) string {
	return `{"` + emailKey + `":"` + c.email() + `","password":"` + c.password() + `"}`
}

type reqBody struct {
	contentType string
	data        []byte
}

// at is a URL that is the same for every role.
func at(url string) func(roleCtx) string { return func(roleCtx) string { return url } }

// withFileToken adds the role's file token (protected files, streams).
func withFileToken(url string) func(roleCtx) string {
	return func(c roleCtx) string {
		if tok := c.fx.fileTokens[c.role]; tok != "" {
			return url + "?token=" + tok
		}
		return url
	}
}

// asJSON is a JSON body that is the same for every role.
func asJSON(s string) func(roleCtx) reqBody {
	return func(roleCtx) reqBody { return reqBody{"application/json", []byte(s)} }
}

// jsonFor is a JSON body built for the role.
func jsonFor(f func(c roleCtx) string) func(roleCtx) reqBody {
	return func(c roleCtx) reqBody { return reqBody{"application/json", []byte(f(c))} }
}

// multipartFor builds a multipart body of text fields and files (writes
// to a bytes.Buffer cannot fail).
func multipartFor(fields [][2]string, files ...part) reqBody {
	buf := &bytes.Buffer{}
	mw := multipart.NewWriter(buf)
	for _, f := range fields {
		_ = mw.WriteField(f[0], f[1])
	}
	for _, p := range files {
		w, _ := mw.CreateFormFile(p.field, p.name)
		_, _ = w.Write(p.data)
	}
	_ = mw.Close()
	return reqBody{mw.FormDataContentType(), buf.Bytes()}
}
