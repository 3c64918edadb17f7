package routes

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"selah/internal/resumable"
)

const msgUploadGone = "This upload was not found. It may have expired or been cancelled; please upload the file again"

// tusMessages turn tusd's error codes into sentences a person can act on.
// A code missing here keeps tusd's own message, capitalised.
var tusMessages = map[string]string{
	"ERR_UPLOAD_NOT_FOUND":            msgUploadGone,
	"ERR_MISMATCHED_OFFSET":           "The upload's offset does not match what the server holds. Ask for the current offset (HEAD) and resume from there",
	"ERR_MAX_SIZE_EXCEEDED":           "A file can be at most " + humanBytes(maxAudioBytes),
	"ERR_UPLOAD_SIZE_EXCEEDED":        "The data goes past the upload's declared length",
	"ERR_INVALID_UPLOAD_LENGTH":       "Upload-Length must be the file's size in bytes",
	"ERR_INVALID_OFFSET":              "Upload-Offset must be the number of bytes already sent",
	"ERR_INVALID_CONTENT_TYPE":        "Send upload data as application/offset+octet-stream",
	"ERR_UNSUPPORTED_VERSION":         "This server speaks tus 1.0.0: send the header Tus-Resumable: 1.0.0",
	"ERR_NOT_IMPLEMENTED":             "This tus extension is not supported here; declare the file's length when you create the upload",
	"ERR_INVALID_UPLOAD_LENGTH_DEFER": "This tus extension is not supported here; declare the file's length when you create the upload",
	"ERR_AMBIGUOUS_UPLOAD_LENGTH":     "Send either Upload-Length or Upload-Defer-Length, not both",
	"ERR_UPLOAD_LOCKED":               "This upload is busy with another request. Try again in a moment",
	"ERR_LOCK_TIMEOUT":                "This upload is busy with another request. Try again in a moment",
	"ERR_UPLOAD_INTERRUPTED":          "The connection dropped before all the data arrived. Resume the upload",
	"ERR_UNEXPECTED_EOF":              "The connection dropped before all the data arrived. Resume the upload",
	"ERR_READ_TIMEOUT":                "The connection dropped before all the data arrived. Resume the upload",
	"ERR_CONNECTION_RESET":            "The connection dropped before all the data arrived. Resume the upload",
	"ERR_SERVER_SHUTDOWN":             "The server is restarting. Resume the upload in a moment",
	"ERR_INTERNAL_SERVER_ERROR":       "Something went wrong on our side. Please try again",
	resumable.ErrCodeSignIn:           "Please sign in to continue",
	resumable.ErrCodeTooSlow:          "The data arrived too slowly, so the server stopped this request. What arrived is kept: resume the upload",
	resumable.ErrCodeTooLong:          "This request ran too long, so the server stopped it. What arrived is kept: resume the upload",
}

// tusWriter passes tusd's answers through, with two changes: an error
// (tusd writes "ERR_CODE: message" as text) leaves as API.md's JSON
// envelope, and protocol discovery also names the expiration extension,
// which we implement (Upload-Expires, the sweep) around tusd.
type tusWriter struct {
	http.ResponseWriter
	status  int  // an error status held back until its body is known
	written bool // the held-back header went out
}

func newTusWriter(w http.ResponseWriter) *tusWriter { return &tusWriter{ResponseWriter: w} }

// Unwrap lets tusd's http.ResponseController reach the connection (it
// sets read deadlines while a chunk streams in).
func (w *tusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *tusWriter) WriteHeader(code int) {
	h := w.Header()
	if ext := h.Get("Tus-Extension"); ext != "" && !strings.Contains(ext, "expiration") {
		h.Set("Tus-Extension", ext+",expiration")
	}
	if code >= 400 && strings.HasPrefix(h.Get("Content-Type"), "text/plain") {
		// tusd answers 501 to a request for an extension we leave out
		// (Upload-Defer-Length, or Upload-Length on a PATCH): the client
		// asked for something this server does not accept, a 400 (API.md
		// has no 501, and a 5xx would read as our failure).
		if code == http.StatusNotImplemented {
			code = http.StatusBadRequest
		}
		w.status = code
		h.Set("Content-Type", "application/json")
		h.Del("Content-Length")
		return
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *tusWriter) Write(p []byte) (int, error) {
	if w.status == 0 || w.written {
		return w.ResponseWriter.Write(p)
	}
	code, message, _ := strings.Cut(strings.TrimSpace(string(p)), ": ")
	if friendly, ok := tusMessages[code]; ok {
		message = friendly
	} else if message != "" {
		message = strings.ToUpper(message[:1]) + message[1:]
	}
	body, err := json.Marshal(failure{Success: false, Status: w.status, Message: message, Data: map[string]any{}})
	if err != nil {
		return 0, err
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.written = true
	w.ResponseWriter.WriteHeader(w.status)
	if _, err := w.ResponseWriter.Write(body); err != nil {
		return 0, err
	}
	return len(p), nil
}

// finish sends a held-back error header that had no body (HEAD).
func (w *tusWriter) finish() {
	if w.status != 0 && !w.written {
		w.written = true
		w.ResponseWriter.WriteHeader(w.status)
	}
}
