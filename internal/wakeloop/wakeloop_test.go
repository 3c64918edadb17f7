package wakeloop_test

import (
	"context"
	"testing"
	"time"

	"selah/internal/wakeloop"
)

// rounds is a worker's work that reports each round on a channel.
func rounds() (chan struct{}, func(context.Context)) {
	ran := make(chan struct{}, 8)
	return ran, func(context.Context) { ran <- struct{}{} }
}

func TestWorkWaitingRunsAtStartAndOnWake(t *testing.T) {
	l := wakeloop.New(time.Hour)
	defer l.Stop()
	ran, work := rounds()
	l.Start(func() bool { return true }, work)
	<-ran // at once: work waited
	l.Wake()
	<-ran
	l.Start(func() bool { t.Error("a second Start asked again"); return true }, work)
}

func TestNothingWaitingWaitsForAWake(t *testing.T) {
	l := wakeloop.New(time.Hour)
	ran, work := rounds()
	l.Start(func() bool { return false }, work)
	l.Stop() // no round ran, and Stop returns
	select {
	case <-ran:
		t.Fatal("a round ran with no work waiting and no wake")
	default:
	}

	l = wakeloop.New(time.Hour)
	defer l.Stop()
	l.Start(func() bool { return false }, work)
	l.Wake()
	<-ran
}

func TestStopWaitsForTheRoundInFlight(t *testing.T) {
	l := wakeloop.New(time.Hour)
	started, finished := make(chan struct{}), make(chan struct{})
	l.Start(func() bool { return true }, func(ctx context.Context) {
		close(started)
		<-ctx.Done() // the round sees the stop
		close(finished)
	})
	<-started
	l.Stop()
	select {
	case <-finished:
	default:
		t.Fatal("Stop returned before the round in flight ended")
	}
}

func TestStopBeforeStartAndWakeNeverBlock(t *testing.T) {
	l := wakeloop.New(time.Hour)
	l.Stop()
	for range 3 {
		l.Wake() // unstarted: the first wake is kept, the rest dropped
	}
}

func TestPollRunsUnwoken(t *testing.T) {
	l := wakeloop.New(time.Millisecond)
	defer l.Stop()
	ran, work := rounds()
	l.Start(func() bool { return false }, work)
	<-ran // the ticker's round, with no wake
}
