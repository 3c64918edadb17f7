package systemtest

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// litestreamPath is where `npm ci` in systemtest/tools (run by make test)
// puts Litestream's Linux binary, v0.3.13, relative to this package.
var litestreamPath = filepath.Join("tools", "node_modules", "@flydotio", "litestream-linux-x64", "litestream")

// litestreamBin is the absolute path of Litestream's binary; a missing one
// fails the test, since make test installs it.
func litestreamBin(t *testing.T) string {
	t.Helper()
	abs, err := filepath.Abs(litestreamPath)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(abs); err != nil {
		t.Fatalf("Litestream's binary is missing (%v): run `make test`, or `cd systemtest/tools && npm ci`", err)
	}
	return abs
}

// litestreamReplica is where Litestream copies the database: an S3 bucket
// and a key prefix, on a given endpoint.
type litestreamReplica struct {
	endpoint string // "" for AWS itself
	bucket   string
	path     string
	region   string
	interval time.Duration // how often the WAL is checked and shipped
}

// litestreamConfig is the configuration docs/OPERATIONS.md step 4
// recommends, for the database at dbPath. The credentials are not in it:
// Litestream reads LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY
// from its environment, so the file holds no secret.
func litestreamConfig(dbPath string, r litestreamReplica) string {
	var b strings.Builder
	fmt.Fprintf(&b, "dbs:\n")
	fmt.Fprintf(&b, "  - path: %s\n", yamlQuote(dbPath))
	fmt.Fprintf(&b, "    monitor-interval: %s\n", r.interval)
	fmt.Fprintf(&b, "    replicas:\n")
	fmt.Fprintf(&b, "      - type: s3\n")
	fmt.Fprintf(&b, "        bucket: %s\n", yamlQuote(r.bucket))
	fmt.Fprintf(&b, "        path: %s\n", yamlQuote(r.path))
	fmt.Fprintf(&b, "        region: %s\n", yamlQuote(r.region))
	if r.endpoint != "" {
		fmt.Fprintf(&b, "        endpoint: %s\n", yamlQuote(r.endpoint))
		fmt.Fprintf(&b, "        force-path-style: true\n")
	}
	fmt.Fprintf(&b, "        sync-interval: %s\n", r.interval)
	return b.String()
}

// yamlQuote writes s as a YAML double-quoted scalar (JSON's escapes are
// valid there), so a temp dir's path cannot break the file.
func yamlQuote(s string) string {
	return toJSON(s)
}

// litestreamEnv is the environment of a Litestream process: the S3
// credentials by the variables Litestream documents.
func litestreamEnv(accessKey, secret string) []string {
	return append(os.Environ(), "LITESTREAM_ACCESS_KEY_ID="+accessKey, "LITESTREAM_SECRET_ACCESS_KEY="+secret)
}

// replicator is one `litestream replicate` process.
type replicator struct {
	cmd  *exec.Cmd
	log  *syncBuffer
	done chan error
}

// startReplicating runs `litestream replicate -config cfg` until the test
// ends or kill is called.
func startReplicating(t *testing.T, cfg string, env []string) *replicator {
	t.Helper()
	r := &replicator{log: &syncBuffer{}, done: make(chan error, 1)}
	r.cmd = exec.Command(litestreamBin(t), "replicate", "-config", cfg)
	r.cmd.Env = env
	r.cmd.Stdout, r.cmd.Stderr = r.log, r.log
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { r.done <- r.cmd.Wait() }()
	t.Cleanup(r.kill)
	return r
}

// kill ends Litestream with SIGKILL, as the machine's loss would.
func (r *replicator) kill() {
	if r.cmd.ProcessState != nil {
		return
	}
	_ = r.cmd.Process.Signal(syscall.SIGKILL)
	<-r.done
	r.done <- nil // later waits return at once
}

// exited says whether Litestream stopped on its own, with its log.
func (r *replicator) exited() (bool, string) {
	select {
	case err := <-r.done:
		r.done <- err
		return true, fmt.Sprintf("%v\n%s", err, r.log.String())
	default:
		return false, ""
	}
}

// litestreamRestore runs `litestream restore -config cfg -o out dbPath`:
// the database the config names, rebuilt from its replica into out.
func litestreamRestore(t *testing.T, cfg string, env []string, dbPath, out string) ([]byte, error) {
	t.Helper()
	cmd := exec.Command(litestreamBin(t), "restore", "-config", cfg, "-o", out, dbPath)
	cmd.Env = env
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	err := cmd.Run()
	return log.Bytes(), err
}
