package systemtest

import (
	"net/http"
	"testing"
)

const password = "correct-horse-1"

// accounts are the people of a system test.
type accounts struct {
	superuser string // token
	admin     string // token
}

// setup prepares a fresh data dir with a superuser and an admin (by the
// CLI, as an operator would) and returns it.
func setup(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	run(t, dir, "superuser", "upsert", "root@example.com", password)
	run(t, dir, "admins", "create", "admin@example.com", password)
	return dir
}

// signIn returns the superuser's and the admin's tokens.
func (s *server) signIn() accounts {
	var su, admin struct {
		Token string `json:"token"`
		Data  struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	s.must(http.MethodPost, "/api/collections/_superusers/auth-with-password", "",
		map[string]string{"identity": "root@example.com", "password": password}, http.StatusOK, &su)
	s.must(http.MethodPost, "/api/admin/login", "",
		map[string]string{"email": "admin@example.com", "password": password}, http.StatusOK, &admin)
	return accounts{superuser: su.Token, admin: admin.Data.Token}
}

// creator makes a verified user through the superuser's REST access and
// returns their id and token.
func (s *server) creator(su, email string) (string, string) {
	var rec struct {
		Id string `json:"id"`
	}
	s.must(http.MethodPost, "/api/collections/users/records", su, map[string]any{
		"email": email, "password": password, "passwordConfirm": password, "verified": true, "name": "Creator " + email,
	}, http.StatusOK, &rec)
	var login struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	s.must(http.MethodPost, "/api/users/login", "", map[string]string{"email": email, "password": password}, http.StatusOK, &login)
	return rec.Id, login.Data.Token
}
