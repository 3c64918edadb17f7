// Command authtiming shows, for a person to compare, whether the response
// time of a password sign-in tells a registered email from an unknown one.
// For each auth collection (users, admins, _superusers) it times PocketBase's
// own POST /api/collections/{collection}/auth-with-password with a
// registered email and a wrong password, and with an unknown email, the two
// interleaved, and prints the median (and the 10th and 90th percentiles) of
// each. It does the same for our own /api/users/login and /api/admin/login.
//
//	go run ./bench/authtiming -bin ./selah [-n 40]
//
// starts the binary on a fresh data dir (a superuser and an admin made by
// the CLI, a user through the REST API, the rate limiter turned off on that
// throwaway server). Against a running server:
//
//	go run ./bench/authtiming -url http://127.0.0.1:8090 -su-email root@example.com -su-password '…'
//
// creates a user and an admin through the REST API as that superuser,
// deletes them at the end, and leaves the settings alone: each request that
// meets the rate limiter (PocketBase's default "*:auth" rule allows two
// sign-ins per 3 s per address) is retried after a pause and not counted.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"time"

	"selah/bench/internal/server"
)

const password = "bench-timing-password-1"

func main() {
	bin := flag.String("bin", "./selah", "the selah binary to start on a fresh data dir (ignored with -url)")
	target := flag.String("url", "", "a running server to measure instead of starting -bin")
	suEmail := flag.String("su-email", "", "with -url: a superuser's email (creates and removes the test accounts)")
	suPassword := flag.String("su-password", "", "with -url: that superuser's password")
	n := flag.Int("n", 40, "timed requests per case")
	flag.Parse()

	stamp := fmt.Sprint(time.Now().UnixNano())
	emails := map[string]string{
		"users":       "bench-user-" + stamp + "@example.com",
		"admins":      "bench-admin-" + stamp + "@example.com",
		"_superusers": "bench-root-" + stamp + "@example.com",
	}
	c := &client{http: &http.Client{Timeout: 30 * time.Second}}

	if *target == "" {
		dir, err := os.MkdirTemp("", "selah-authtiming-")
		check(err)
		cleanups = append(cleanups, func() { os.RemoveAll(dir) })
		check(run(*bin, "superuser", "upsert", emails["_superusers"], password, "--dir", dir))
		check(run(*bin, "admins", "create", emails["admins"], password, "--dir", dir))
		srv, err := server.Start(*bin, dir)
		check(err)
		cleanups = append(cleanups, srv.Stop)
		c.base = srv.Base
		c.token, err = srv.SuperuserToken(emails["_superusers"], password)
		check(err)
		// A throwaway server: no rate limiter, so every request is timed.
		check(c.do(http.MethodPatch, "/api/settings", map[string]any{"rateLimits": map[string]any{"enabled": false}}, nil))
		check(c.createUser(emails["users"]))
		srv.Settle(10 * time.Second)
	} else {
		if *suEmail == "" || *suPassword == "" {
			check(fmt.Errorf("-url needs -su-email and -su-password"))
		}
		c.base = *target
		srv := &server.Server{Base: *target}
		var err error
		c.token, err = srv.SuperuserToken(*suEmail, *suPassword)
		check(err)
		emails["_superusers"] = *suEmail
		check(c.createUser(emails["users"]))
		cleanups = append(cleanups, func() { c.remove("users", emails["users"]) })
		check(c.create("admins", map[string]any{"email": emails["admins"], "password": password, "passwordConfirm": password, "name": "Bench Admin", "verified": true}))
		cleanups = append(cleanups, func() { c.remove("admins", emails["admins"]) })
	}

	fmt.Printf("%d timed requests per case, registered and unknown interleaved; milliseconds (p10 / median / p90)\n\n", *n)
	fmt.Printf("%-50s %-22s %-22s %s\n", "POST", "registered, wrong pw", "unknown email", "median diff")
	type route struct {
		path, idField, email string
	}
	for _, t := range []route{
		{"/api/collections/users/auth-with-password", "identity", emails["users"]},
		{"/api/collections/admins/auth-with-password", "identity", emails["admins"]},
		{"/api/collections/_superusers/auth-with-password", "identity", emails["_superusers"]},
		{"/api/users/login", "email", emails["users"]},
		{"/api/admin/login", "email", emails["admins"]},
	} {
		known, unknown := c.measure(t.path, t.idField, t.email, *n)
		fmt.Printf("%-50s %-22s %-22s %+.1f\n", t.path, known, unknown, unknown.median-known.median)
	}
	cleanup()
}

// cleanups undo what the run set up (server, data dir, accounts), last
// first, also when it stops on an error.
var cleanups []func()

func cleanup() {
	for i := len(cleanups) - 1; i >= 0; i-- {
		cleanups[i]()
	}
	cleanups = nil
}

// figures are the percentiles of a case, in milliseconds.
type figures struct{ p10, median, p90 float64 }

func (f figures) String() string { return fmt.Sprintf("%.1f / %.1f / %.1f", f.p10, f.median, f.p90) }

func summarize(d []time.Duration) figures {
	slices.Sort(d)
	at := func(q float64) float64 {
		return float64(d[int(q*float64(len(d)-1)+0.5)].Microseconds()) / 1000
	}
	return figures{at(0.1), at(0.5), at(0.9)}
}

type client struct {
	http  *http.Client
	base  string
	token string // the superuser's
}

// measure signs in n times with the registered email and a wrong password
// and n times with unknown emails (a new one each time), alternating, after
// a few untimed warm-up requests of each.
func (c *client) measure(path, idField, email string, n int) (known, unknown figures) {
	var k, u []time.Duration
	for i := -3; i < n; i++ {
		dk := c.signIn(path, idField, email)
		du := c.signIn(path, idField, fmt.Sprintf("nobody-%d-%d@example.com", time.Now().UnixNano(), i))
		if i >= 0 {
			k, u = append(k, dk), append(u, du)
		}
	}
	return summarize(k), summarize(u)
}

// signIn times one failed sign-in; a 429 is waited out and retried.
func (c *client) signIn(path, idField, email string) time.Duration {
	body, _ := json.Marshal(map[string]string{idField: email, "password": "wrong-" + password})
	for {
		start := time.Now()
		res, err := c.http.Post(c.base+path, "application/json", bytes.NewReader(body))
		check(err)
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		took := time.Since(start)
		switch res.StatusCode {
		case http.StatusTooManyRequests:
			time.Sleep(1500 * time.Millisecond)
			continue
		case http.StatusBadRequest, http.StatusUnauthorized:
			return took
		default:
			check(fmt.Errorf("POST %s as %s: status %d, want a refusal", path, email, res.StatusCode))
		}
	}
}

func (c *client) createUser(email string) error {
	return c.create("users", map[string]any{
		"email": email, "password": password, "passwordConfirm": password,
		"name": "Bench User", "verified": true, "accountStatus": "active",
	})
}

func (c *client) create(collection string, fields map[string]any) error {
	return c.do(http.MethodPost, "/api/collections/"+collection+"/records", fields, nil)
}

// remove deletes the account of collection with email (best effort).
func (c *client) remove(collection, email string) {
	var list struct {
		Items []struct {
			Id string `json:"id"`
		} `json:"items"`
	}
	filter := fmt.Sprintf("email=%q", email)
	if err := c.do(http.MethodGet, "/api/collections/"+collection+"/records?perPage=1&filter="+url.QueryEscape(filter), nil, &list); err != nil || len(list.Items) == 0 {
		log.Printf("could not find %s in %s to remove it: %v", email, collection, err)
		return
	}
	if err := c.do(http.MethodDelete, "/api/collections/"+collection+"/records/"+list.Items[0].Id, nil, nil); err != nil {
		log.Printf("remove %s from %s: %v", email, collection, err)
	}
}

func (c *client) do(method, path string, body, out any) error {
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, r)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", c.token)
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d %.300s", method, path, res.StatusCode, b)
	}
	if out != nil {
		return json.Unmarshal(b, out)
	}
	return nil
}

func run(bin string, args ...string) error {
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %v: %w\n%s", bin, args, err, out)
	}
	return nil
}

func check(err error) {
	if err != nil {
		cleanup()
		log.Fatal(err)
	}
}
