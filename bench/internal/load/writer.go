package load

import (
	"bytes"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// WriterResult is what a position writer did.
type WriterResult struct {
	OK, Failed int64
	Rate       float64 // successful saves a second
	FirstError string
}

// StartPositionWriter saves a listening position rate times a second
// through PUT /api/media/episodes/{id}/position as token, on episodes in
// turn, until the returned stop is called (make bench's target 7 and
// bench/probe's write stream).
func StartPositionWriter(base, token string, episodes []string, rate int) (stop func() WriterResult) {
	var okN, failed atomic.Int64
	var firstErr atomic.Value
	fail := func(why string) {
		failed.Add(1)
		firstErr.CompareAndSwap(nil, why)
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 10 * time.Second}
	started := time.Now()
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(time.Second / time.Duration(rate))
		defer tick.Stop()
		var inflight sync.WaitGroup
		for i := 0; ; i++ {
			select {
			case <-done:
				inflight.Wait()
				return
			case <-tick.C:
			}
			if len(episodes) == 0 {
				fail("no episode to save a position on")
				continue
			}
			ep := episodes[i%len(episodes)]
			body := fmt.Sprintf(`{"position": %d}`, 1+i%600)
			inflight.Add(1)
			go func() {
				defer inflight.Done()
				req, _ := http.NewRequest(http.MethodPut, base+"/api/media/episodes/"+ep+"/position", bytes.NewBufferString(body))
				req.Header.Set("Authorization", "Bearer "+token)
				req.Header.Set("Content-Type", "application/json")
				res, err := client.Do(req)
				if err != nil {
					fail(err.Error())
					return
				}
				res.Body.Close()
				if res.StatusCode/100 == 2 {
					okN.Add(1)
				} else {
					fail(res.Status)
				}
			}()
		}
	}()
	return func() WriterResult {
		close(done)
		wg.Wait()
		first, _ := firstErr.Load().(string)
		return WriterResult{OK: okN.Load(), Failed: failed.Load(),
			Rate: float64(okN.Load()) / time.Since(started).Seconds(), FirstError: first}
	}
}
