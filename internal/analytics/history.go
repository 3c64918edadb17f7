package analytics

import (
	"hash/fnv"
	"sort"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
)

// A creator's analytics over all their items is history plus today: past
// days only change when something is deleted or moved (which moves
// rollup_generation, migration 1763771200_rollups.go), so they are read
// once a day from the roll-ups and kept in memory; every request reads
// today's figures live. A request costs the same with 20k or 2M plays
// (docs/BENCHMARKS.md, target 2), and its answer is exact: daily figures
// and unique listeners count every listener of the period.

// history is a creator's closed days (before today) of one period.
type history struct {
	days      map[string]Day // closed days with figures
	listeners []uint64       // the period's closed-day listeners, hashed and sorted
	byMedia   map[string]int // plays per item over the closed days
}

type historyKey struct {
	artist, today string
	days          int
	generation    int64
}

// Cache keeps a few hundred creators' history for one app (the routes
// hold one on their deps); when full it starts over (the next request of
// each reads its history again).
type Cache struct {
	mu   sync.Mutex
	m    map[historyKey]*history
	keep bool // false: keep nothing (Uncached)
}

// NewCache is an empty history cache.
func NewCache() *Cache {
	return &Cache{m: map[historyKey]*history{}, keep: true}
}

// Uncached is a Cache that keeps nothing: every report reads its history
// (the analytics-cache layer off, SELAH_ANALYTICS_CACHE=off).
func Uncached() *Cache { return &Cache{} }

const maxHistories = 256

// keepHistory keeps h under key, starting over when full.
func (c *Cache) keepHistory(key historyKey, h *history) {
	if !c.keep {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= maxHistories {
		c.m = map[historyKey]*history{}
	}
	c.m[key] = h
}

// creator is Report for all of a creator's items.
func (c *Cache) creator(db dbx.Builder, artist string, days int, now time.Time) (Report, error) {
	start := now.UTC().AddDate(0, 0, -(days - 1))
	today := now.UTC().Format("2006-01-02")
	var generation int64
	if err := db.NewQuery("SELECT [[n]] FROM {{rollup_generation}}").Row(&generation); err != nil {
		return Report{}, err
	}
	key := historyKey{artist: artist, today: today, days: days, generation: generation}
	c.mu.Lock()
	h := c.m[key]
	c.mu.Unlock()
	if h == nil {
		var err error
		if h, err = loadHistory(db, artist, start.Format("2006-01-02"), today); err != nil {
			return Report{}, err
		}
		c.keepHistory(key, h)
	}
	t, err := loadToday(db, artist, today)
	if err != nil {
		return Report{}, err
	}

	report := Report{Days: make([]Day, days)}
	totals := Totals{UniqueListeners: len(h.listeners)}
	for i := range report.Days {
		date := start.AddDate(0, 0, i).Format("2006-01-02")
		d := h.days[date]
		if date == today {
			d = t.day
		}
		d.Date = date
		report.Days[i] = d
		totals.add(&report.Days[i])
	}
	for _, l := range t.listeners {
		if !containsHash(h.listeners, l) {
			totals.UniqueListeners++
		}
	}
	report.Totals = totals
	report.Top, err = topItems(db, h.byMedia, t.byMedia)
	return report, err
}

// loadHistory reads the closed days [startDay, today) of a creator.
func loadHistory(db dbx.Builder, artist, startDay, today string) (*history, error) {
	h := &history{days: map[string]Day{}, byMedia: map[string]int{}}
	params := dbx.Params{"artist": artist, "from": startDay, "to": today}
	type dayCount struct {
		Day string `db:"day"`
		N   int    `db:"n"`
	}
	var totals []struct {
		Day        string `db:"day"`
		Plays      int    `db:"plays"`
		GuestPlays int    `db:"guestPlays"`
		Downloads  int    `db:"downloads"`
	}
	err := db.NewQuery(`SELECT [[day]] AS day, SUM([[plays]]) AS plays, SUM([[guestPlays]]) AS guestPlays, SUM([[downloads]]) AS downloads
		FROM {{rollup_creator_days}} WHERE [[artist]] = {:artist} AND [[day]] >= {:from} AND [[day]] < {:to}
		GROUP BY [[day]]`).Bind(params).All(&totals)
	if err != nil {
		return nil, err
	}
	for _, c := range totals {
		h.days[c.Day] = Day{Plays: c.Plays, GuestPlays: c.GuestPlays, Downloads: c.Downloads}
	}
	var listeners []dayCount
	err = db.NewQuery(`SELECT [[day]] AS day, COUNT(*) AS n FROM {{rollup_listener_days}}
		WHERE [[artist]] = {:artist} AND [[day]] >= {:from} AND [[day]] < {:to} GROUP BY [[day]]`).Bind(params).All(&listeners)
	if err != nil {
		return nil, err
	}
	for _, c := range listeners {
		d := h.days[c.Day]
		d.Listeners = c.N
		h.days[c.Day] = d
	}
	var ids []string
	err = db.NewQuery(`SELECT DISTINCT [[listener]] FROM {{rollup_listener_days}}
		WHERE [[artist]] = {:artist} AND [[day]] >= {:from} AND [[day]] < {:to}`).Bind(params).Column(&ids)
	if err != nil {
		return nil, err
	}
	h.listeners = make([]uint64, len(ids))
	for i, id := range ids {
		h.listeners[i] = hashListener(id)
	}
	sort.Slice(h.listeners, func(i, j int) bool { return h.listeners[i] < h.listeners[j] })
	var items []struct {
		Media string `db:"media"`
		Plays int    `db:"plays"`
	}
	err = db.NewQuery(`SELECT [[media]] AS media, SUM([[plays]]) AS plays FROM {{rollup_item_days}}
		WHERE [[artist]] = {:artist} AND [[day]] >= {:from} AND [[day]] < {:to} GROUP BY [[media]]`).Bind(params).All(&items)
	for _, it := range items {
		h.byMedia[it.Media] = it.Plays
	}
	return h, err
}

// todayFigures are a creator's figures so far today.
type todayFigures struct {
	day       Day
	listeners []uint64
	byMedia   map[string]int
}

// loadToday reads today from the roll-ups: a row per listener and per
// item played today, none per item of the catalogue.
func loadToday(db dbx.Builder, artist, today string) (todayFigures, error) {
	t := todayFigures{byMedia: map[string]int{}}
	params := dbx.Params{"artist": artist, "today": today}
	err := db.NewQuery(`SELECT COALESCE(SUM([[plays]]), 0) AS plays, COALESCE(SUM([[guestPlays]]), 0) AS guestPlays,
		COALESCE(SUM([[downloads]]), 0) AS downloads FROM {{rollup_creator_days}} WHERE [[artist]] = {:artist} AND [[day]] = {:today}`).Bind(params).One(&t.day)
	if err != nil {
		return t, err
	}
	var ids []string
	err = db.NewQuery(`SELECT [[listener]] FROM {{rollup_listener_days}} WHERE [[artist]] = {:artist} AND [[day]] = {:today}`).
		Bind(params).Column(&ids)
	if err != nil {
		return t, err
	}
	t.day.Listeners = len(ids)
	t.listeners = make([]uint64, len(ids))
	for i, id := range ids {
		t.listeners[i] = hashListener(id)
	}
	var items []struct {
		Media string `db:"media"`
		Plays int    `db:"plays"`
	}
	err = db.NewQuery(`SELECT [[media]] AS media, [[plays]] AS plays FROM {{rollup_item_days}}
		WHERE [[artist]] = {:artist} AND [[day]] = {:today}`).Bind(params).All(&items)
	for _, it := range items {
		t.byMedia[it.Media] = it.Plays
	}
	return t, err
}

// topItems are the ten most played items of the period (ties by title),
// from the closed days' and today's plays per item.
func topItems(db dbx.Builder, closed, today map[string]int) ([]TopItem, error) {
	plays := make(map[string]int, len(closed)+len(today))
	for id, n := range closed {
		plays[id] += n
	}
	for id, n := range today {
		plays[id] += n
	}
	ids := make([]string, 0, len(plays))
	for id := range plays {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return plays[ids[i]] > plays[ids[j]] })
	// Titles break ties: read them for the ten and whatever ties the tenth.
	n := min(10, len(ids))
	for n < len(ids) && n > 0 && plays[ids[n]] == plays[ids[n-1]] {
		n++
	}
	titles := map[string]string{}
	if n > 0 {
		var rows []struct {
			Id    string `db:"id"`
			Title string `db:"title"`
		}
		in := make([]any, n)
		for i, id := range ids[:n] {
			in[i] = id
		}
		if err := db.Select("id", "title").From("media").Where(dbx.In("id", in...)).All(&rows); err != nil {
			return nil, err
		}
		for _, r := range rows {
			titles[r.Id] = r.Title
		}
	}
	ids = ids[:n]
	sort.SliceStable(ids, func(i, j int) bool {
		if plays[ids[i]] != plays[ids[j]] {
			return plays[ids[i]] > plays[ids[j]]
		}
		return titles[ids[i]] < titles[ids[j]]
	})
	top := make([]TopItem, 0, 10)
	for _, id := range ids[:min(10, len(ids))] {
		top = append(top, TopItem{Id: id, Title: titles[id], Plays: plays[id]})
	}
	return top, nil
}

func hashListener(id string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(id))
	return h.Sum64()
}

func containsHash(sorted []uint64, x uint64) bool {
	i := sort.Search(len(sorted), func(i int) bool { return sorted[i] >= x })
	return i < len(sorted) && sorted[i] == x
}
