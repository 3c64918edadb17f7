package listening

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Listening sessions: honest play counting when the server does not serve
// the audio. With S3 storage the stream route answers 302 to a signed URL
// of the object, and the bytes go from the bucket to the player; the rule
// "the bytes served cover the threshold" has no bytes to look at. Instead:
//
//   - each redirect to a signed URL opens (or extends) the listener's
//     session of the episode: it was issued at `at` and works until
//     `until`; a session older than Window starts over, as a listen of
//     bytes does;
//   - each report of the player (a position saved, the play report) may
//     claim some listening: a position the advance since the last position
//     reported (or the whole position after a jump back or at the first
//     report), a play report what it says was heard beyond what was
//     credited already;
//   - a claim is credited up to MaxSpeed times the wall time since the last
//     report, counting only time while a signed URL issued to that listener
//     was valid (before the newest URL's expiry; after a redirect that
//     reopened a lapsed session, from that redirect on);
//   - a play of a session counts when the credited seconds reach the
//     threshold (with Judge's other rules: the clock since the session
//     opened at MaxSpeed, once per Window).
//
// So credited listening never outruns the clock at MaxSpeed, jumps ahead
// earn no more than the time they took, and no time earns anything
// without a signed URL issued to that listener key, live at that time.

// Session is a listen opened by redirects to signed URLs.
type Session struct {
	OpenedAt   time.Time // the first signed URL of the session
	Until      time.Time // when the newest signed URL issued expires
	ReportedAt time.Time // the wall time credited so far ends here
	Position   float64   // the last position reported
	Credited   float64   // seconds of listening credited
}

// Redirected is the session after a signed URL valid until `until` was
// issued at `at` (s is nil when there is none yet).
func (s *Session) Redirected(at, until time.Time) *Session {
	if s == nil || s.OpenedAt.IsZero() || at.Sub(s.OpenedAt) > Window {
		return &Session{OpenedAt: at, Until: until, ReportedAt: at}
	}
	n := *s
	if at.After(n.Until) {
		// No URL was valid between the last one's expiry and now: the
		// wall time credited starts again here.
		n.ReportedAt = at
	}
	if until.After(n.Until) {
		n.Until = until
	}
	return &n
}

// Reported is the session after the player saved position pos at `at`.
func (s Session) Reported(pos float64, at time.Time) Session {
	claim := pos - s.Position
	if claim < 0 {
		claim = pos // went back: at most everything before pos was heard since
	}
	s = s.credit(claim, at)
	s.Position = pos
	return s
}

// Played is the session after a play report of `heard` seconds at `at`.
func (s Session) Played(heard float64, at time.Time) Session {
	return s.credit(heard-s.Credited, at)
}

// credit adds claim seconds, at most MaxSpeed times the wall time since
// the last report while a URL was valid, and moves the reference on.
func (s Session) credit(claim float64, at time.Time) Session {
	end := at
	if end.After(s.Until) {
		end = s.Until
	}
	if !end.After(s.ReportedAt) {
		return s
	}
	wall := end.Sub(s.ReportedAt).Seconds()
	s.Credited += max(0, min(claim, MaxSpeed*wall))
	s.ReportedAt = end
	return s
}

// eventKind says what a ledger event records.
type eventKind uint8

const (
	eventServed     eventKind = iota // bytes the server sent
	eventRedirected                  // a signed URL issued
	eventReported                    // a position the player saved
)

// event is one thing that happened to a listener's listen of an episode.
type event struct {
	kind  eventKind
	at    time.Time
	n     int64     // served: the bytes
	until time.Time // redirected: the URL's expiry
	pos   float64   // reported: the position
	// address is the AddressKey of a guest's request ("" for an
	// account): a guest's new listen needs a place on it (guest_caps.go).
	address string
}

// apply is the listen after e. A listen of bytes whose first byte is older
// than Window starts over; a report without a session earns nothing (the
// bytes rule judges it).
func (l Listen) apply(e event) Listen {
	switch e.kind {
	case eventServed:
		if l.StartedAt.IsZero() || e.at.Sub(l.StartedAt) > Window {
			l.StartedAt, l.BytesServed = e.at, 0
		}
		l.BytesServed += e.n
	case eventRedirected:
		l.Session = l.Session.Redirected(e.at, e.until)
		if l.StartedAt.IsZero() {
			l.StartedAt = e.at
		}
	case eventReported:
		if l.Session != nil {
			s := l.Session.Reported(e.pos, e.at)
			l.Session = &s
		}
	}
	return l
}

// AfterRedirect is the listen after a signed URL valid until `until` was
// issued at `at`; AfterReport after the player saved position pos at `at`.
// They are what the ledger applies for those events, for callers that judge
// a listen without one (the session tests).
func (l Listen) AfterRedirect(at, until time.Time) Listen {
	return l.apply(event{kind: eventRedirected, at: at, until: until})
}

func (l Listen) AfterReport(at time.Time, pos float64) Listen {
	return l.apply(event{kind: eventReported, at: at, pos: pos})
}

// opensListen says whether an event may create a `listens` row: reports
// only add to a session there is.
func (e event) opensListen() bool { return e.kind != eventReported }

// listenOf reads a `listens` row.
func listenOf(rec *core.Record) Listen {
	l := Listen{StartedAt: rec.GetDateTime("startedAt").Time(), BytesServed: int64(rec.GetInt("bytesServed"))}
	if at := rec.GetDateTime("sessionAt").Time(); !at.IsZero() {
		l.Session = &Session{
			OpenedAt:   at,
			Until:      rec.GetDateTime("sessionUntil").Time(),
			ReportedAt: rec.GetDateTime("reportedAt").Time(),
			Position:   rec.GetFloat("reportedPosition"),
			Credited:   rec.GetFloat("credited"),
		}
	}
	return l
}

// setListen writes l into a `listens` row.
func setListen(rec *core.Record, l Listen) {
	rec.Set("startedAt", l.StartedAt)
	rec.Set("bytesServed", l.BytesServed)
	if s := l.Session; s != nil {
		rec.Set("sessionAt", s.OpenedAt)
		rec.Set("sessionUntil", s.Until)
		rec.Set("reportedAt", s.ReportedAt)
		rec.Set("reportedPosition", s.Position)
		rec.Set("credited", s.Credited)
	}
}

// JudgePlay judges a play report of `heard` seconds of an episode by
// listener at now, inside tx (which holds the writer: call it from
// Ledger.Settle, so every event of the pair is written first): the report
// is credited to the listener's session, if any, and saved with it; then
// Judge decides against the listen and the last play counted.
func JudgePlay(tx core.App, listener, episode, mediaType string, a Audio, heard float64, now time.Time) (Verdict, error) {
	var listen *Listen
	rec, err := tx.FindFirstRecordByFilter("listens", "listenerKey = {:l} && episode = {:e}",
		dbx.Params{"l": listener, "e": episode})
	if err == nil {
		l := listenOf(rec)
		if l.Session != nil {
			s := l.Session.Played(heard, now)
			l.Session = &s
			setListen(rec, l)
			if err := tx.Save(rec); err != nil {
				return Verdict{}, err
			}
		}
		listen = &l
	}
	var last string
	if err := tx.DB().Select("COALESCE(MAX(created), '')").From("plays").
		Where(dbx.HashExp{"listenerKey": listener, "episode": episode}).Row(&last); err != nil {
		return Verdict{}, err
	}
	lastPlay, _ := time.Parse("2006-01-02 15:04:05.000Z", last)
	return Judge(mediaType, a, heard, listen, lastPlay, now), nil
}

// sameListen says whether two readings of a listen hold the same values.
func sameListen(a, b Listen) bool {
	if !a.StartedAt.Equal(b.StartedAt) || a.BytesServed != b.BytesServed || (a.Session == nil) != (b.Session == nil) {
		return false
	}
	if a.Session == nil {
		return true
	}
	x, y := a.Session, b.Session
	return x.OpenedAt.Equal(y.OpenedAt) && x.Until.Equal(y.Until) && x.ReportedAt.Equal(y.ReportedAt) &&
		x.Position == y.Position && x.Credited == y.Credited
}
