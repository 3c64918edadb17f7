package listening_test

import (
	"testing"
	"time"

	"selah/internal/listening"
)

// sessionClock is the wall time of a session test: t0 plus seconds.
var t0 = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

func at(seconds float64) time.Time { return t0.Add(time.Duration(seconds * float64(time.Second))) }

// listenAfter is a listen with one redirect at 0 s valid for ttl seconds,
// then the reports (position saves at their times), as the ledger applies
// them.
func listenAfter(ttl float64, reports ...[2]float64) listening.Listen {
	l := listening.Listen{}.AfterRedirect(at(0), at(ttl))
	for _, r := range reports {
		l = l.AfterReport(at(r[0]), r[1])
	}
	return l
}

// judgeAt credits a play report of heard seconds at `when` and judges it,
// as JudgePlay does.
func judgeAt(kind string, a listening.Audio, l listening.Listen, heard float64, when time.Time, lastPlay time.Time) listening.Verdict {
	if l.Session != nil {
		s := l.Session.Played(heard, when)
		l.Session = &s
	}
	return listening.Judge(kind, a, heard, &l, lastPlay, when)
}

var sermon = listening.Audio{Duration: 1800, Size: 1800 * 16000, Bitrate: 128000}

// TestSessionCountsRealListening: the app's player saves the position
// every 10 s while playing and reports the play with the seconds heard
// once they reach the threshold; at 1x and at 2x that counts, from the
// start and from a resume point.
func TestSessionCountsRealListening(t *testing.T) {
	oneX := listenAfter(600, [2]float64{10, 9.7}, [2]float64{20, 19.7}, [2]float64{30, 29.7}, [2]float64{40, 39.7}, [2]float64{50, 49.7})
	if v := judgeAt("sermon", sermon, oneX, 60, at(60.2), time.Time{}); !v.Counted {
		t.Errorf("1x: %s (credited %.1f)", v.Reason, oneX.Session.Credited)
	}
	twoX := listenAfter(600, [2]float64{10, 20}, [2]float64{20, 40})
	if v := judgeAt("sermon", sermon, twoX, 60, at(30), time.Time{}); !v.Counted {
		t.Errorf("2x: %s", v.Reason)
	}
	resumed := listenAfter(600, [2]float64{10, 309.8}, [2]float64{20, 319.8}, [2]float64{30, 329.8}, [2]float64{40, 339.8}, [2]float64{50, 349.8})
	if v := judgeAt("sermon", sermon, resumed, 60, at(60), time.Time{}); !v.Counted {
		t.Errorf("resumed at 300 s: %s", v.Reason)
	}
	// A 4 s track: no position save before it ends; the play report alone.
	short := listening.Audio{Duration: 4, Size: 64000, Bitrate: 128000}
	if v := judgeAt("album", short, listenAfter(600), 3.8, at(4.3), time.Time{}); !v.Counted {
		t.Errorf("a 4 s track: %s", v.Reason)
	}
	// Going back 20 s and listening on still earns what was heard since.
	back := listenAfter(600, [2]float64{10, 10}, [2]float64{20, 20}, [2]float64{30, 10}, [2]float64{40, 20}, [2]float64{50, 30})
	if c := back.Session.Credited; c < 49 || c > 50 {
		t.Errorf("after a jump back: credited %.1f, want 50", c)
	}
}

// TestSessionRefusesCheats: each way of claiming listening that the wall
// clock and a live signed URL do not vouch for is refused.
func TestSessionRefusesCheats(t *testing.T) {
	cases := []struct {
		name  string
		l     listening.Listen
		heard float64
		when  time.Time
		last  time.Time
	}{
		// A script asks for the stream and reports the play at once.
		{"play reported right after the redirect", listenAfter(600), 60, at(1), time.Time{}},
		// Half the wall time the threshold needs, even at 2x, is not enough.
		{"play reported before enough wall time", listenAfter(600), 60, at(25), time.Time{}},
		// Positions jumping ahead earn only 2x the time they took: 10 s
		// of wall time between reports, 60 s claimed each time.
		{"reports jumping ahead", listenAfter(600, [2]float64{5, 60}, [2]float64{10, 120}), 60, at(12), time.Time{}},
		// Nothing can be fetched after the URL expired: the wall time past
		// it earns nothing, however long the script waits.
		{"reports after the URL expired", listenAfter(20, [2]float64{10, 10}, [2]float64{300, 70}), 60, at(600), time.Time{}},
		{"a second play within 24 h", listenAfter(600, [2]float64{30, 30}, [2]float64{50, 50}), 60, at(60), at(-3600)},
	}
	for _, c := range cases {
		if v := judgeAt("sermon", sermon, c.l, c.heard, c.when, c.last); v.Counted {
			t.Errorf("%s: counted", c.name)
		}
	}
	// No session, no bytes: nothing to credit the reports to.
	none := listening.Listen{}.AfterReport(at(30), 30)
	if none.Session != nil || listening.Judge("sermon", sermon, 60, &none, time.Time{}, at(90)).Counted {
		t.Error("reports without a session counted")
	}
	if listening.Judge("sermon", sermon, 60, nil, time.Time{}, at(90)).Counted {
		t.Error("a play without any listen counted")
	}
}

// TestSessionWindowAndLapses: a redirect after the session's URLs lapsed
// credits from the redirect on (the gap earns nothing); a session older
// than Window starts over.
func TestSessionWindowAndLapses(t *testing.T) {
	l := listenAfter(20, [2]float64{10, 10})
	l = l.AfterRedirect(at(1000), at(1600))
	l = l.AfterReport(at(1010), 20)
	if c := l.Session.Credited; c != 20 {
		t.Errorf("credited %.1f, want 10 + 10", c)
	}
	if !l.Session.OpenedAt.Equal(at(0)) || !l.Session.Until.Equal(at(1600)) {
		t.Errorf("session %+v", *l.Session)
	}
	day := listening.Window.Seconds() + 1
	l = l.AfterRedirect(at(day), at(day+600))
	if l.Session.Credited != 0 || !l.Session.OpenedAt.Equal(at(day)) {
		t.Errorf("a day later: %+v", *l.Session)
	}
	// A report at the same position (paused) earns nothing.
	p := listenAfter(600, [2]float64{10, 10}, [2]float64{40, 10})
	if c := p.Session.Credited; c != 10 {
		t.Errorf("paused: credited %.1f, want 10", c)
	}
}

// TestJudgeKeepsBytesRule: a listen of bytes alone is judged as before,
// and bytes or a session suffice when a listen has both.
func TestJudgeKeepsBytesRule(t *testing.T) {
	song := listening.Audio{Duration: 180, Size: 180*16000 + 1000, Bitrate: 128000, HeaderSize: 1000}
	bytes := listening.Listen{StartedAt: at(0), BytesServed: 1000 + 31*16000}
	if v := listening.Judge("album", song, 30, &bytes, time.Time{}, at(40)); !v.Counted {
		t.Errorf("bytes: %s", v.Reason)
	}
	few := listening.Listen{StartedAt: at(0), BytesServed: 1000}
	if v := listening.Judge("album", song, 30, &few, time.Time{}, at(40)); v.Counted || v.Reason != "less audio was streamed than reported" {
		t.Errorf("few bytes: %+v", v)
	}
	both := few.AfterRedirect(at(1), at(600))
	both = both.AfterReport(at(31), 30)
	if v := listening.Judge("album", song, 30, &both, time.Time{}, at(40)); !v.Counted {
		t.Errorf("few bytes, then a session: %s", v.Reason)
	}
}
