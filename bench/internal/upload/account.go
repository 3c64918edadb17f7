package upload

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"time"
)

// SignUp creates a creator account the way a person does (the code is read
// from the server's log, where it goes without SMTP) and returns its token.
func SignUp(base, logPath, email, password string) (string, error) {
	if _, err := post(base+"/api/users/create-new-account", map[string]string{"name": "Bench Creator", "email": email, "password": password}); err != nil {
		return "", err
	}
	code := ""
	re := regexp.MustCompile(`verification code: (\d{6})`)
	for i := 0; i < 200 && code == ""; i++ {
		b, _ := os.ReadFile(logPath)
		if m := re.FindSubmatch(b); m != nil {
			code = string(m[1])
		}
		time.Sleep(25 * time.Millisecond)
	}
	if code == "" {
		return "", fmt.Errorf("no verification code in %s", logPath)
	}
	if _, err := post(base+"/api/users/verify-user", map[string]string{"email": email, "verificationCode": code}); err != nil {
		return "", err
	}
	b, err := post(base+"/api/users/login", map[string]string{"email": email, "password": password})
	if err != nil {
		return "", err
	}
	var login struct {
		Data struct{ Token string } `json:"data"`
	}
	if err := json.Unmarshal(b, &login); err != nil || login.Data.Token == "" {
		return "", fmt.Errorf("login: %.300s", b)
	}
	return login.Data.Token, nil
}

// FirstGenre is the id of the first genre the API lists.
func FirstGenre(base, token string) (string, error) {
	req, _ := http.NewRequest(http.MethodGet, base+"/api/media/genres", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var g struct {
		Data struct {
			Data []struct {
				Id string `json:"_id"`
			} `json:"data"`
		} `json:"data"`
	}
	if err := json.NewDecoder(res.Body).Decode(&g); err != nil || len(g.Data.Data) == 0 {
		return "", fmt.Errorf("genres: %v", err)
	}
	return g.Data.Data[0].Id, nil
}

func post(url string, body any) ([]byte, error) {
	b, _ := json.Marshal(body)
	res, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return out, fmt.Errorf("POST %s: %d %.300s", url, res.StatusCode, out)
	}
	return out, err
}
