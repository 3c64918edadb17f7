// Package systemtest runs the real selah binary: it starts, kills and
// restarts it on a fresh data dir and checks what survives (crash
// consistency, graceful shutdown, backups, load). It builds the binary once
// unless SELAH_BIN names one.
package systemtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

var selahBin string

func TestMain(m *testing.M) {
	code := func() int {
		if b := os.Getenv("SELAH_BIN"); b != "" {
			selahBin = b
			return m.Run()
		}
		dir, err := os.MkdirTemp("", "selah-systemtest-*")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		selahBin = filepath.Join(dir, "selah")
		build := exec.Command("go", "build", "-o", selahBin, ".")
		build.Dir = ".."
		build.Stdout, build.Stderr = os.Stderr, os.Stderr
		if err := build.Run(); err != nil {
			fmt.Fprintln(os.Stderr, "building selah:", err)
			return 1
		}
		return m.Run()
	}()
	os.Exit(code)
}

// server is one run of the binary on a data dir.
type server struct {
	t    testing.TB
	dir  string
	url  string
	cmd  *exec.Cmd
	log  *syncBuffer
	done chan error
}

// syncBuffer collects the server's output from its goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// run runs a command of the binary (admins create, superuser upsert) on dir.
func run(t testing.TB, dir string, args ...string) string {
	t.Helper()
	out, err := exec.Command(selahBin, append(args, "--dir", dir)...).CombinedOutput()
	if err != nil {
		t.Fatalf("selah %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func freePort(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// start serves dir on a free port, with any further flags of serve, and
// waits until it answers.
func start(t testing.TB, dir string, flags ...string) *server {
	t.Helper()
	addr := freePort(t)
	s := &server{t: t, dir: dir, url: "http://" + addr, log: &syncBuffer{}, done: make(chan error, 1)}
	s.cmd = exec.Command(selahBin, append([]string{"serve", "--http", addr, "--dir", dir}, flags...)...)
	s.cmd.Stdout, s.cmd.Stderr = s.log, s.log
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { s.done <- s.cmd.Wait() }()
	t.Cleanup(func() { s.kill() })
	waitUntil(t, 30*time.Second, "the server to answer", func() bool {
		select {
		case err := <-s.done:
			t.Fatalf("the server exited while starting: %v\n%s", err, s.log.String())
		default:
		}
		res, err := http.Get(s.url + "/api/health")
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == http.StatusOK
	})
	return s
}

// kill ends the server with SIGKILL, as a power cut would.
func (s *server) kill() {
	if s.cmd.ProcessState != nil {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGKILL)
	<-s.done
	s.done <- nil // later waits return at once
}

// term sends SIGTERM and returns how long the server took to exit and
// its exit error.
func (s *server) term(limit time.Duration) (time.Duration, error) {
	began := time.Now()
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-s.done:
		s.done <- err
		return time.Since(began), err
	case <-time.After(limit):
		s.t.Fatalf("the server did not exit within %s of SIGTERM\n%s", limit, s.log.String())
		return 0, nil
	}
}

// call sends a JSON request and decodes the JSON answer into out (if not nil).
func (s *server) call(method, path, token string, body any, out any) (int, error) {
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, s.url+path, r)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if out != nil && len(raw) > 0 {
		if err := json.Unmarshal(raw, out); err != nil {
			return res.StatusCode, fmt.Errorf("%s %s: %d %s", method, path, res.StatusCode, raw)
		}
	}
	return res.StatusCode, nil
}

// must is call that fails the test on an unexpected status.
func (s *server) must(method, path, token string, body any, want int, out any) {
	s.t.Helper()
	var raw json.RawMessage
	status, err := s.call(method, path, token, body, &raw)
	if err != nil || status != want {
		s.t.Fatalf("%s %s: %d (want %d) %v %s", method, path, status, want, err, raw)
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			s.t.Fatal(err)
		}
	}
}

// waitUntil polls cond until it holds or the limit passes.
func waitUntil(t testing.TB, limit time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func toJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
