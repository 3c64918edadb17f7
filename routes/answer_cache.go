package routes

import (
	"bytes"
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/answercache"
)

// dataVersion is the clock of the answer and token caches: the version of
// data.db (answercache.AppDataVersion).
func dataVersion(app core.App) *answercache.DataVersion { return answercache.AppDataVersion(app) }

// dataVersionKey is where a request keeps the data version it read first.
const dataVersionKey = "selahDataVersion"

// versionAt is the data version as this request first saw it, read once
// per request (the token and answer caches both ask): everything the
// request reads afterwards is at least that new.
func (d *deps) versionAt(e *core.RequestEvent) int64 {
	if v, ok := e.Get(dataVersionKey).(int64); ok {
		return v
	}
	v, err := d.clock.Version()
	if err != nil {
		v = answercache.Unknown
	}
	e.Set(dataVersionKey, v)
	return v
}

// Scopes say whose answer a cached route gives: everyone who may call it
// gets the same (the catalogue), every admin the same (admin lists), or
// each caller their own.
func sharedScope(*core.RequestEvent) string   { return "" }
func adminsScope(*core.RequestEvent) string   { return "admins" }
func callerScope(e *core.RequestEvent) string { return e.Auth.Collection().Id + "/" + e.Auth.Id }

// cached serves a read-only GET handler through the answer cache. It sits
// after the route's middlewares, so authentication, rate limits and role
// checks run on every request; only the reading and rendering are saved.
// The key is the path, the query (in a canonical order) and the scope.
func (d *deps) cached(scope func(*core.RequestEvent) string, h0 func(*core.RequestEvent) error) func(*core.RequestEvent) error {
	h := d.renders.wrap(h0)
	return func(e *core.RequestEvent) error {
		if d.answers == nil || e.Request.Method != http.MethodGet {
			return h(e)
		}
		key := e.Request.URL.Path + "?" + e.Request.URL.Query().Encode() + "\x00" + scope(e)
		a, err := d.answers.Get(d.versionAt(e), key, func() (answercache.Answer, bool, error) {
			rec := &answerRecorder{header: http.Header{}}
			served := e.Response
			e.Response = rec
			err := h(e)
			e.Response = served
			if err != nil {
				return answercache.Answer{}, false, err
			}
			a := answercache.Answer{Status: rec.status, Header: rec.header, Body: rec.body.Bytes()}
			return a, a.Status == http.StatusOK, nil
		})
		if err != nil {
			return err
		}
		for k, vs := range a.Header {
			e.Response.Header()[k] = vs
		}
		offerGzipped(e.Response, a.Body, a.Gzipped)
		e.Response.WriteHeader(a.Status)
		_, err = e.Response.Write(a.Body)
		return err
	}
}

// answerRecorder takes a handler's answer in memory.
type answerRecorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *answerRecorder) Header() http.Header { return r.header }

func (r *answerRecorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *answerRecorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(p)
}
