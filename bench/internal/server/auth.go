package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// UserToken signs a user in through POST /api/users/login.
func (s *Server) UserToken(email, password string) (string, error) {
	return s.token("/api/users/login", email, password, "email", "password")
}

// AdminToken signs an admin in through POST /api/admin/login.
func (s *Server) AdminToken(email, password string) (string, error) {
	return s.token("/api/admin/login", email, password, "email", "password")
}

// SuperuserToken signs a superuser in through PocketBase's own route.
func (s *Server) SuperuserToken(email, password string) (string, error) {
	return s.token("/api/collections/_superusers/auth-with-password", email, password, "identity", "password")
}

func (s *Server) token(path, email, password, idField, pwField string) (string, error) {
	body, _ := json.Marshal(map[string]string{idField: email, pwField: password})
	res, err := http.Post(s.Base+path, "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	var out struct {
		Token string `json:"token"` // PocketBase's shape
		Data  struct {
			Token string `json:"token"` // ours (the envelope)
		} `json:"data"`
	}
	if err := json.Unmarshal(b, &out); err != nil || res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("sign in at %s as %s: %d %s", path, email, res.StatusCode, b)
	}
	if out.Token != "" {
		return out.Token, nil
	}
	return out.Data.Token, nil
}

// GetJSON GETs path with a bearer token and decodes the JSON answer.
func (s *Server) GetJSON(path, token string, v any) (int, error) {
	req, err := http.NewRequest(http.MethodGet, s.Base+path, nil)
	if err != nil {
		return 0, err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return res.StatusCode, err
	}
	if v != nil && len(b) > 0 {
		if err := json.Unmarshal(b, v); err != nil {
			return res.StatusCode, fmt.Errorf("GET %s: %w: %.200s", path, err, b)
		}
	}
	return res.StatusCode, nil
}
