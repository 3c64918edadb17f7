package routes_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"selah/internal/transcode"
	"selah/testutil"
)

// settingsAudio is audioProcessing as GET /api/admin/settings answers it.
func settingsAudio(t *testing.T) (available bool, version, message string) {
	t.Helper()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	staff := testutil.CreateAdmin(t, app, "staff@example.com")
	mux, _ := serveAuthz(t, app)
	req := httptest.NewRequest(http.MethodGet, "/api/admin/settings", nil)
	req.Header.Set("Authorization", "Bearer "+testutil.Token(t, staff))
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	var body struct {
		Data struct {
			AudioProcessing *struct {
				Available bool
				Version   string
				Message   string
			}
		}
	}
	if err := json.Unmarshal(res.Body.Bytes(), &body); err != nil || res.Code != 200 || body.Data.AudioProcessing == nil {
		t.Fatalf("GET settings: %d %s", res.Code, res.Body)
	}
	a := body.Data.AudioProcessing
	return a.Available, a.Version, a.Message
}

// The settings say whether this server processes audio: ffmpeg's version,
// or what is missing.
func TestSettingsAudioProcessing(t *testing.T) {
	tool, err := transcode.Find()
	available, version, message := settingsAudio(t)
	if err == nil && (!available || version != tool.Version || message != "") {
		t.Errorf("with ffmpeg %s: available %v, version %q, message %q", tool.Version, available, version, message)
	}
	if err != nil && (available || message != err.Error()) {
		t.Errorf("without ffmpeg: available %v, message %q, want %q", available, message, err.Error())
	}

	t.Setenv("SELAH_FFMPEG", "/no/such/ffmpeg")
	available, version, message = settingsAudio(t)
	if available || version != "" || !strings.Contains(message, transcode.ErrMissing.Error()) {
		t.Errorf("with SELAH_FFMPEG missing: available %v, version %q, message %q", available, version, message)
	}
}
