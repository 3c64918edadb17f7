package systemtest

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"testing"
	"time"
)

// listenAsPlayer plays an episode as the app's player does, at normal speed: it
// fetches the stream (following a redirect to storage, if the server
// answers one), saves the position as the time passes and reports the play
// once the whole episode has been heard, again while the report is not
// counted, until the limit. It returns the audio bytes it received. A short
// episode keeps this quick: its threshold is its whole length.
func (s *server) listenAsPlayer(t *testing.T, token, episodeId, streamUrl string, duration float64, limit time.Duration) []byte {
	t.Helper()
	began := time.Now()
	req, _ := http.NewRequest(http.MethodGet, s.url+streamUrl, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	audio, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("stream of %s: %d, %v", episodeId, res.StatusCode, err)
	}

	// The player saves where it is every tick and reports the play when
	// done; the server judges both against the time since the stream began.
	const tick = 250 * time.Millisecond
	deadline := began.Add(limit)
	for {
		heard := min(time.Since(began).Seconds(), duration)
		s.must(http.MethodPut, "/api/media/episodes/"+episodeId+"/position", token,
			map[string]any{"position": heard}, http.StatusNoContent, nil)
		if heard >= duration {
			var out struct {
				Data struct {
					Counted bool `json:"counted"`
				} `json:"data"`
				Message string `json:"message"`
			}
			s.must(http.MethodPost, "/api/media/plays", token,
				map[string]any{"episodeId": episodeId, "position": duration}, http.StatusAccepted, &out)
			if out.Data.Counted {
				return audio
			}
			if time.Now().After(deadline) {
				t.Fatalf("the play of %s was not counted within %s: %s", episodeId, limit, out.Message)
			}
		}
		time.Sleep(tick)
	}
}

// sameBytes describes how got differs from want, "" when it does not.
func sameBytes(got, want []byte) string {
	if bytes.Equal(got, want) {
		return ""
	}
	return fmt.Sprintf("%d bytes, want %d (same length: %v)", len(got), len(want), len(got) == len(want))
}
