package dataset

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"time"

	"selah/internal/bible"
)

// The plan is the whole database decided in memory first, so counters
// (episodeCount, duration, playsCount, play_days) are written already right
// and both twins come from one catalogue.

type user struct {
	id, email, name, status string
	verified, premium       bool
	created                 time.Time
}

type media struct {
	id, title, desc, kind, genre, category string
	status, reason, preacher, theme, refs  string
	artist                                 int
	preachedAt, created, reviewed          time.Time
	firstEp, nEps                          int
	duration                               float64
	events                                 []event
}

type event struct {
	from, to, reason string
	at               time.Time
}

type episode struct {
	id, title, file string
	media, pos      int
	audio           int // index into plan.files
}

// play is one counted play; the listener is a user index.
type play struct {
	ep, listener int32
	at           int64 // unix milliseconds
}

type plan struct {
	now      time.Time
	size     Size
	users    []user
	media    []media
	episodes []episode
	plays    []play
	files    []audioFile
	// stream lists the episodes holding the distinct 10 MB files.
	stream []int
}

// Well-known accounts of every benchmark database (password Password).
const (
	Password      = "benchmark-pass"
	LabelEmail    = "label@bench.local"
	ListenerEmail = "listener@bench.local"
	labelIdx      = 0
	listenerIdx   = 1
)

var statuses = []string{"pending", "active", "rejected", "suspended"}
var kinds = []string{"album", "podcast", "sermon"}

type catalog struct {
	genres                  []string
	podcastCats, sermonCats []string
	pool                    []audioFile // shared small files
	streamFiles             []audioFile // distinct 10 MB files
}

func newPlan(r *rand.Rand, size Size, cat catalog, now time.Time) *plan {
	p := &plan{now: now, size: size, files: append(append([]audioFile{}, cat.pool...), cat.streamFiles...)}
	p.planUsers(r)
	p.planMedia(r, cat)
	p.planEpisodes(r, len(cat.pool), len(cat.streamFiles))
	p.planPlays(r)
	return p
}

func (p *plan) planUsers(r *rand.Rand) {
	p.users = make([]user, p.size.Users)
	monthStart := time.Date(p.now.Year(), p.now.Month(), 1, 0, 0, 0, 0, time.UTC)
	for i := range p.users {
		u := &p.users[i]
		u.id = newId(r)
		u.name = personName(r)
		u.email = "user" + itoa(i) + "@bench.local"
		u.status = "active"
		if r.IntN(100) < 4 {
			u.status = "suspended"
		}
		u.verified = r.IntN(100) < 92
		u.premium = r.IntN(100) < 10
		u.created = between(r, p.now.AddDate(-2, 0, 0), p.now)
		if r.IntN(100) < 3 { // this month's sign-ups
			u.created = between(r, monthStart, p.now)
		}
	}
	label, listener := &p.users[labelIdx], &p.users[listenerIdx]
	label.email, label.name = LabelEmail, "Bench Label Records"
	listener.email, listener.name = ListenerEmail, "Bench Listener"
	for _, u := range []*user{label, listener} {
		u.status, u.verified = "active", true
		u.created = p.now.AddDate(-2, 0, 0)
	}
}

func (p *plan) planMedia(r *rand.Rand, cat catalog) {
	creators := max(p.size.Users/5, 3)
	p.media = make([]media, p.size.Media)
	for i := range p.media {
		m := &p.media[i]
		m.id = newId(r)
		m.kind = kinds[i%3]
		m.artist = labelIdx
		if i >= p.size.LabelMedia {
			m.artist = 2 + r.IntN(creators-2)
		}
		m.title = mediaTitle(r)
		m.desc = sentence(r, 12)
		m.genre = pick(r, cat.genres)
		m.refs = "[]"
		switch m.kind {
		case "podcast":
			m.category = pick(r, cat.podcastCats)
		case "sermon":
			m.category = pick(r, cat.sermonCats)
			m.preacher = "Pastor " + personName(r)
			m.theme = pick(r, themes)
			m.refs = refsJSON(pick(r, passages))
		}
		m.created = between(r, p.users[m.artist].created, p.now)
		if m.kind == "sermon" {
			m.preachedAt = m.created.Truncate(24 * time.Hour)
		}
		p.moderate(r, m)
	}
}

// moderate gives media its status and the moderation events that led there,
// as an admin's decisions would have left them.
func (p *plan) moderate(r *rand.Rand, m *media) {
	m.status = statuses[r.IntN(4)]
	at := func(after time.Time) time.Time {
		return minTime(after.Add(time.Duration(1+r.IntN(72))*time.Hour), p.now)
	}
	switch m.status {
	case "active":
		m.events = []event{{from: "pending", to: "active", at: at(m.created)}}
	case "rejected":
		m.reason = "The audio is too quiet; please upload a mastered file."
		m.events = []event{{from: "pending", to: "rejected", reason: m.reason, at: at(m.created)}}
	case "suspended":
		m.reason = "Suspended after a copyright claim."
		approved := at(m.created)
		m.events = []event{{from: "pending", to: "active", at: approved}, {from: "active", to: "suspended", reason: m.reason, at: at(approved)}}
	}
	if n := len(m.events); n > 0 {
		m.reviewed = m.events[n-1].at
	}
}

// planEpisodes gives albums 1.6x, sermons 0.4x the average episode count,
// and shares the small audio files by reference; the first episodes of the
// label's approved albums get the distinct 10 MB files of the stream test.
func (p *plan) planEpisodes(r *rand.Rand, pool, streams int) {
	avg := float64(p.size.Episodes) / float64(p.size.Media)
	per := map[string]int{"album": int(math.Round(1.6 * avg)), "podcast": int(math.Round(avg)), "sermon": max(1, int(math.Round(0.4*avg)))}
	p.episodes = make([]episode, 0, p.size.Episodes+p.size.Media)
	for mi := range p.media {
		m := &p.media[mi]
		m.firstEp, m.nEps = len(p.episodes), per[m.kind]
		for k := 0; k < m.nEps; k++ {
			ep := episode{id: newId(r), media: mi, pos: k + 1, title: "Part " + itoa(k+1) + " " + pick(r, titleWords)}
			ep.audio = len(p.episodes) % pool
			if len(p.stream) < streams && m.artist == labelIdx && m.status == "active" && m.kind == "album" {
				ep.audio = pool + len(p.stream)
				p.stream = append(p.stream, len(p.episodes))
			}
			f := p.files[ep.audio]
			ep.file = "track_" + randomString(r, 10, idAlphabet) + f.ext
			m.duration += f.duration
			p.episodes = append(p.episodes, ep)
		}
	}
}

// planPlays spreads plays over the last 90 days (never before the media
// existed) on approved media of active creators: a tenth on the label's,
// the rest skewed so popular items get most plays, as in any catalogue.
func (p *plan) planPlays(r *rand.Rand) {
	var playable, label []int
	for i, m := range p.media {
		if m.status == "active" && p.users[m.artist].status == "active" {
			playable = append(playable, i)
			if m.artist == labelIdx {
				label = append(label, i)
			}
		}
	}
	var listeners []int32
	for i, u := range p.users {
		if u.status == "active" {
			listeners = append(listeners, int32(i))
		}
	}
	r.Shuffle(len(playable), func(i, j int) { playable[i], playable[j] = playable[j], playable[i] })
	since := p.now.AddDate(0, 0, -90)
	p.plays = make([]play, p.size.Plays)
	for i := range p.plays {
		var mi int
		if len(label) > 0 && r.IntN(10) == 0 {
			mi = label[r.IntN(len(label))]
		} else {
			u := r.Float64()
			mi = playable[int(float64(len(playable))*u*u)]
		}
		m := p.media[mi]
		p.plays[i] = play{
			ep:       int32(m.firstEp + r.IntN(m.nEps)),
			listener: listeners[r.IntN(len(listeners))],
			at:       between(r, maxTime(since, m.created), p.now).UnixMilli(),
		}
	}
}

// refsJSON is bibleReferences as the upload route stores it.
func refsJSON(text string) string {
	ps, err := bible.Parse(text)
	if err != nil {
		panic(err)
	}
	b, _ := json.Marshal(ps)
	return string(b)
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
