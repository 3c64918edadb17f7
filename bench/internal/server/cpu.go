package server

import "time"

// CPU is the CPU time the server process has used so far, user plus
// system, over all its threads (not its children: ffmpeg's time is its
// own). The kernel counts it in clock ticks of 10 ms (USER_HZ, as Settle
// assumes), so a difference is exact to a tick.
func (s *Server) CPU() time.Duration {
	return time.Duration(cpuTicks(s.Pid())) * 10 * time.Millisecond
}
