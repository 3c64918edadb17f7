package importfeed

import (
	"context"
	"errors"
	"fmt"
	"net"
	"testing"
	"time"
)

func TestRetryableFailures(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{&statusError{503}, true},
		{&statusError{500}, true},
		{&statusError{429}, true},
		{&statusError{408}, true},
		{&statusError{404}, false},
		{&statusError{403}, false},
		{&net.OpError{Op: "read", Err: errors.New("connection reset by peer")}, true},
		{&timeoutError{time.Second}, false},
		{&tooLargeError{1}, false},
		{&net.DNSError{Err: "no such host", IsNotFound: true}, false},
		{fmt.Errorf("dial: %w", errRefusedAddress), false},
		{errTooManyRedirects, false},
		{errRedirectScheme, false},
		{errBadAddress, false},
		{context.Canceled, false},
	} {
		if got := retryable(c.err); got != c.want {
			t.Errorf("retryable(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}

func TestWithRetriesStopsWhenItCannotPass(t *testing.T) {
	waits := []time.Duration{0, 0, 0}
	tries := 0
	_, err := withRetries(context.Background(), waits, func() (int, error) {
		tries++
		return 0, &statusError{404}
	})
	if tries != 1 || err == nil {
		t.Fatalf("a 404: %d tries, %v", tries, err)
	}
	tries = 0
	got, err := withRetries(context.Background(), waits, func() (int, error) {
		tries++
		if tries < 3 {
			return 0, &statusError{503}
		}
		return 7, nil
	})
	if tries != 3 || got != 7 || err != nil {
		t.Fatalf("busy twice: %d tries, %d, %v", tries, got, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	tries = 0
	_, err = withRetries(ctx, []time.Duration{time.Hour}, func() (int, error) {
		tries++
		cancel() // the worker stops while the first try fails
		return 0, &statusError{503}
	})
	if tries != 1 || err == nil {
		t.Fatalf("stopped: %d tries, %v", tries, err)
	}
}
