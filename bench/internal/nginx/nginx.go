// Package nginx runs Debian's nginx as the streaming test's peer: our own
// process with our own config, listening on loopback only, serving the
// same files from disk as our stream route.
package nginx

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"

	"selah/bench/internal/server"
)

const bin = "/usr/sbin/nginx"

// Ensure installs Debian's nginx package when it is missing (with sudo
// unless we are root). The system service is left alone: Debian images
// with a policy-rc.d do not start it, and we never touch its config.
func Ensure(log func(string, ...any)) error {
	if _, err := os.Stat(bin); err == nil {
		return nil
	}
	log("installing Debian's nginx (apt-get install nginx)")
	sudo := []string{}
	if os.Geteuid() != 0 {
		sudo = []string{"sudo"}
	}
	for _, args := range [][]string{{"apt-get", "update", "-qq"}, {"apt-get", "install", "-y", "-qq", "nginx"}} {
		cmd := exec.Command(append(sudo, args...)[0], append(sudo, args...)[1:]...)
		cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%v: %w\n%s", args, err, out)
		}
	}
	return nil
}

// Server is a running nginx.
type Server struct {
	Base string
	cmd  *exec.Cmd
}

// config is Debian's defaults that matter here (sendfile, tcp_nopush, one
// worker per core, an access log) with a loopback-only listener and
// everything else inside dir.
const config = `worker_processes auto;
daemon off;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log warn;
events { worker_connections 2048; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	sendfile on;
	tcp_nopush on;
	access_log %[1]s/access.log;
	client_body_temp_path %[1]s/body;
	proxy_temp_path %[1]s/proxy;
	fastcgi_temp_path %[1]s/fastcgi;
	uwsgi_temp_path %[1]s/uwsgi;
	scgi_temp_path %[1]s/scgi;
	server {
		listen 127.0.0.1:%[2]d;
		root %[3]s;
	}
}
`

// Start serves root on 127.0.0.1:port, with its files in dir.
func Start(dir, root string, port int) (*Server, error) {
	dir, _ = filepath.Abs(dir)
	root, _ = filepath.Abs(root)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, []byte(fmt.Sprintf(config, dir, port, root)), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "-p", dir, "-c", conf)
	out, err := os.Create(filepath.Join(dir, "stderr.log"))
	if err != nil {
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &Server{Base: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd}
	for i := 0; i < 500; i++ {
		if res, err := http.Get(s.Base + "/"); err == nil {
			res.Body.Close()
			return s, nil
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.Stop()
	b, _ := os.ReadFile(filepath.Join(dir, "stderr.log"))
	return nil, fmt.Errorf("nginx did not start: %s", b)
}

// Stop asks the master to shut down gracefully (SIGQUIT), then kills it.
func (s *Server) Stop() {
	if s == nil || s.cmd.Process == nil {
		return
	}
	server.StopProcess(s.cmd, syscall.SIGQUIT)
}
