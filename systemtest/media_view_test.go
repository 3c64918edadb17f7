package systemtest

import (
	"io"
	"net/http"
	"testing"
)

// mediaView is what the system tests read of a media item's JSON
// (GET /api/media/{id} or /api/public/media/{id}).
type mediaView struct {
	AdminStatus string `json:"adminStatus"`
	CoverArt    string `json:"coverArt"`
	Plays       int    `json:"plays"`
	Episodes    []struct {
		Id                 string  `json:"_id"`
		Duration           float64 `json:"duration"`
		Plays              int     `json:"plays"`
		StreamUrl          string  `json:"streamUrl"`
		Processing         string  `json:"processing"`
		ProcessingError    string  `json:"processingError"`
		ProcessingProgress int     `json:"processingProgress"`
		Format             string  `json:"format"`
	} `json:"episodes"`
}

// media reads the item at path (its JSON route) as token ("" for a guest).
func (s *server) media(t *testing.T, token, path string) mediaView {
	t.Helper()
	var out struct {
		Data struct {
			Media mediaView `json:"media"`
		} `json:"data"`
	}
	s.must(http.MethodGet, path, token, nil, http.StatusOK, &out)
	return out.Data.Media
}

// fetch GETs a path of the server as token, following any redirect, and
// returns the Content-Type and body of a 200.
func (s *server) fetch(t *testing.T, token, path string) (string, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, s.url+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d, %v", path, res.StatusCode, err)
	}
	return res.Header.Get("Content-Type"), body
}
