package routes

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"strconv"
	"sync"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// envelope is API.md's success shape.
type envelope struct {
	Success bool   `json:"success"`
	Message string `json:"message,omitempty"`
	Data    any    `json:"data"`
}

// failure is PocketBase's error shape plus the documented success flag, so
// both the original client and the PocketBase SDK read it.
type failure struct {
	Success bool           `json:"success"`
	Status  int            `json:"status"`
	Message string         `json:"message"`
	Data    map[string]any `json:"data"`
}

// ok answers a success envelope.
//
// The answer is encoded whole, then written at once with its length:
// encoded straight onto the connection, a list page of 20 items went out
// as several chunks of net/http's 4 KiB buffer, a write system call each
// (a tenth of a rendered page's CPU, perf, docs/BENCHMARKS.md target 7).
// PocketBase's ?fields= picking keeps its own path (e.JSON).
func ok(e *core.RequestEvent, status int, message string, data any) error {
	if data == nil {
		data = map[string]any{}
	}
	body := envelope{Success: true, Message: message, Data: data}
	if e.Request.URL.Query().Has("fields") {
		return e.JSON(status, body)
	}
	buf := answerBuffers.Get().(*bytes.Buffer)
	defer func() {
		if buf.Cap() <= maxKeptAnswerBuffer {
			buf.Reset()
			answerBuffers.Put(buf)
		}
	}()
	buf.Reset()
	// json.Encoder, as e.JSON uses: the same escaping and final newline.
	if err := json.NewEncoder(buf).Encode(body); err != nil {
		return err
	}
	h := e.Response.Header()
	if h.Get("Content-Type") == "" {
		h.Set("Content-Type", "application/json")
	}
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	e.Response.WriteHeader(status)
	_, err := e.Response.Write(buf.Bytes())
	return err
}

// answerBuffers are the encoding buffers of ok, kept between answers up to
// maxKeptAnswerBuffer (a rare huge answer is left to the collector).
var answerBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

const maxKeptAnswerBuffer = 1 << 20

// envelopeMiddlewareId names the middleware so tests and groups can refer to it.
const envelopeMiddlewareId = "selahEnvelope"

// withEnvelope turns every error a handler (or a middleware after it, such
// as the body limit) returns into API.md's failure envelope. It runs right
// after PocketBase loads the auth token, before the rate and body limits.
func withEnvelope() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       envelopeMiddlewareId,
		Priority: apis.DefaultRateLimitMiddlewarePriority - 5,
		Func: func(e *core.RequestEvent) error {
			err := e.Next()
			if err == nil || e.Written() {
				return err
			}
			apiErr := toApiError(e, err)
			return e.JSON(apiErr.Status, failure{
				Success: false,
				Status:  apiErr.Status,
				Message: apiErr.Message,
				Data:    apiErr.Data,
			})
		},
	}
}

// toApiError maps any error to a client-safe ApiError. Errors we did not
// build ourselves become a 500 with a plain sentence; the cause goes to the
// log only, never to the client.
func toApiError(e *core.RequestEvent, err error) *router.ApiError {
	var apiErr *router.ApiError
	var verrs validation.Errors
	switch {
	case errors.As(err, &apiErr):
		if apiErr.Status >= 500 {
			logError(e, err)
		}
		return apiErr
	case errors.As(err, &verrs):
		return router.NewBadRequestError(firstMessage(verrs), verrs)
	case errors.Is(err, sql.ErrNoRows), errors.Is(err, fs.ErrNotExist):
		return router.NewNotFoundError("Not found", nil)
	default:
		logError(e, err)
		return router.NewApiError(http.StatusInternalServerError, "Something went wrong on our side. Please try again.", nil)
	}
}

func logError(e *core.RequestEvent, err error) {
	e.App.Logger().Error("request failed",
		slog.String("method", e.Request.Method),
		slog.String("path", e.Request.URL.Path),
		slog.String("error", err.Error()))
}

// firstMessage picks a message out of PocketBase's own validation errors
// (e.g. from app.Save) for the envelope's top-level sentence.
func firstMessage(verrs validation.Errors) string {
	for _, err := range verrs {
		if err != nil {
			return err.Error()
		}
	}
	return "Some fields are not valid"
}
