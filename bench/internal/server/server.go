// Package server starts the built selah binary on a data dir and talks to
// it: health, sign-in, memory figures from /proc.
package server

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Server is a running selah process.
type Server struct {
	Base string // http://127.0.0.1:port
	Dir  string
	cmd  *exec.Cmd
	log  *os.File
	// Ready is how long the process took from exec to its first healthy
	// answer (the cold start of target 6).
	Ready time.Duration
}

// Start runs `bin serve` on dir at a free loopback port and waits until
// /api/health answers 200.
func Start(bin, dir string) (*Server, error) { return StartEnv(bin, dir) }

// StartEnv is Start with variables added to the server's environment
// ("SELAH_ANSWER_CACHE=off").
func StartEnv(bin, dir string, env ...string) (*Server, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	logFile, err := os.OpenFile(filepath.Join(dir, "server.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", port)
	cmd := exec.Command(bin, "serve", "--http", addr, "--dir", dir)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if len(env) > 0 {
		cmd.Env = append(os.Environ(), env...)
	}
	started := time.Now()
	if err := cmd.Start(); err != nil {
		logFile.Close()
		return nil, err
	}
	s := &Server{Base: "http://" + addr, Dir: dir, cmd: cmd, log: logFile}
	if err := s.waitHealthy(30 * time.Second); err != nil {
		s.Stop()
		return nil, err
	}
	s.Ready = time.Since(started)
	return s, nil
}

// waitHealthy polls every millisecond: the cold start is measured to the
// first answer, so the poll must not add much to it.
func (s *Server) waitHealthy(limit time.Duration) error {
	client := &http.Client{Timeout: time.Second}
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		res, err := client.Get(s.Base + "/api/health")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(time.Millisecond)
	}
	return fmt.Errorf("selah on %s did not answer /api/health within %s (see %s)", s.Dir, limit, s.log.Name())
}

// Pid is the server's process id.
func (s *Server) Pid() int { return s.cmd.Process.Pid }

// Stop ends the server (SIGTERM, then SIGKILL after 5 s).
func (s *Server) Stop() {
	if s == nil || s.cmd.Process == nil {
		return
	}
	StopProcess(s.cmd, syscall.SIGTERM)
	s.log.Close()
}

// StopProcess sends cmd's process sig, waits for it to exit and kills it
// after 5 s.
func StopProcess(cmd *exec.Cmd, sig os.Signal) {
	_ = cmd.Process.Signal(sig)
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = cmd.Process.Kill()
		<-done
	}
}

// PeakRSS is the process's resident memory high-water mark (VmHWM), bytes.
func (s *Server) PeakRSS() int64 { return procStatus(s.Pid(), "VmHWM:") }

// RSS is the process's resident memory now (VmRSS), bytes.
func (s *Server) RSS() int64 { return procStatus(s.Pid(), "VmRSS:") }

// ResetPeakRSS sets VmHWM back to the current RSS (Linux clear_refs 5), so
// the next PeakRSS is the peak of what happens in between.
func (s *Server) ResetPeakRSS() error {
	return os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", s.Pid()), []byte("5"), 0)
}

func procStatus(pid int, key string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, key) {
			var kb int64
			fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(line, key)), "%d", &kb)
			return kb << 10
		}
	}
	return 0
}

// FreePort is a loopback TCP port nobody listens on right now.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Settle waits until the server is idle (under a tenth of a core over half
// a second), at most limit, and says how long that took. A server has
// background work after a start (the storage sweep after a crash walks every stored
// file; waveforms are computed); measuring during it would measure it.
func (s *Server) Settle(limit time.Duration) (time.Duration, bool) {
	start := time.Now()
	const window = 500 * time.Millisecond
	for time.Since(start) < limit {
		before := cpuTicks(s.Pid())
		time.Sleep(window)
		// Linux counts CPU time in 1/100 s: 5 ticks in 0.5 s is 10% of a core.
		if cpuTicks(s.Pid())-before < 5 {
			return time.Since(start), true
		}
	}
	return time.Since(start), false
}

// cpuTicks is the process's user plus system time, in clock ticks.
func cpuTicks(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The command name (field 2) may hold spaces; count from its end.
	fields := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(fields) < 13 {
		return 0
	}
	var utime, stime int64
	fmt.Sscan(fields[11], &utime)
	fmt.Sscan(fields[12], &stime)
	return utime + stime
}
