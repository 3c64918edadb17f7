package routes

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/csvsafe"
)

func (d *deps) registerAnalytics(g *router.RouterGroup[*core.RequestEvent]) {
	// Answered from memory until the next commit, as the lists are.
	g.GET("/analytics", d.cached(callerScope, d.analytics)).Bind(requireUser())
	g.GET("/analytics.csv", d.analyticsCSV).Bind(requireUser())
}

// analyticsDay is one day of a creator's figures.
type analyticsDay struct {
	Date      string `json:"date"`
	Plays     int    `json:"plays"`
	Downloads int    `json:"downloads"`
	Listeners int    `json:"listeners"`
}

// analyticsReport is the caller's own figures over a window of days.
type analyticsReport struct {
	Days   []analyticsDay   `json:"days"`
	Totals map[string]int   `json:"totals"`
	Top    []map[string]any `json:"top"`
}

// readAnalyticsQuery reads ?days= (7, 30 or 90) and ?mediaId= (one of the
// caller's items).
func readAnalyticsQuery(e *core.RequestEvent) (days int, mediaId string, err error) {
	q := e.Request.URL.Query()
	f := &form{}
	days = 30
	if v := q.Get("days"); v != "" {
		n, convErr := strconv.Atoi(v)
		if convErr != nil || (n != 7 && n != 30 && n != 90) {
			f.add("days", "invalid", "The period must be 7, 30 or 90 days")
		}
		days = n
	}
	mediaId = strings.TrimSpace(q.Get("mediaId"))
	if err := f.err(); err != nil {
		return 0, "", err
	}
	if mediaId != "" {
		m, err := e.App.FindRecordById("media", mediaId)
		if err != nil || m.GetString("artist") != e.Auth.Id {
			return 0, "", e.NotFoundError("", nil)
		}
	}
	return days, mediaId, nil
}

// buildAnalytics computes the report: of all the caller's items from the
// roll-ups (analytics_history.go), of one item from its daily play totals,
// its plays (for unique listeners) and its feed downloads.
func (d *deps) buildAnalytics(app core.App, artist, mediaId string, days int, now time.Time) (analyticsReport, error) {
	if mediaId == "" {
		return d.histories.creatorAnalytics(app, artist, days, now)
	}
	start := now.UTC().AddDate(0, 0, -(days - 1))
	startDay := start.Format("2006-01-02")
	startTime := startDay + " 00:00:00.000Z"
	params := dbx.Params{"artist": artist, "media": mediaId, "day": startDay, "since": startTime}
	own := `m.[[artist]] = {:artist} AND ({:media} = '' OR m.[[id]] = {:media})`

	byDay := map[string]*analyticsDay{}
	report := analyticsReport{Days: make([]analyticsDay, days)}
	for i := range report.Days {
		report.Days[i].Date = start.AddDate(0, 0, i).Format("2006-01-02")
		byDay[report.Days[i].Date] = &report.Days[i]
	}
	type dayCount struct {
		Day string `db:"day"`
		N   int    `db:"n"`
	}
	var plays, listeners, downloads []dayCount
	queries := []struct {
		sql string
		dst *[]dayCount
	}{
		{`SELECT [[day]] AS day, SUM([[plays]]) AS n FROM {{play_days}}
			WHERE [[media]] = {:media} AND [[day]] >= {:day} GROUP BY [[day]]`, &plays},
		{`SELECT substr(p.[[created]], 1, 10) AS day, COUNT(DISTINCT p.[[listenerKey]]) AS n FROM {{plays}} p
			JOIN {{media}} m ON m.[[id]] = p.[[media]] WHERE ` + own + ` AND p.[[created]] >= {:since} GROUP BY day`, &listeners},
		{`SELECT substr(dl.[[created]], 1, 10) AS day, COUNT(*) AS n FROM {{downloads}} dl
			JOIN {{media}} m ON m.[[id]] = dl.[[media]] WHERE ` + own + ` AND dl.[[created]] >= {:since} GROUP BY day`, &downloads},
	}
	for _, q := range queries {
		if err := app.DB().NewQuery(q.sql).Bind(params).All(q.dst); err != nil {
			return report, err
		}
	}
	totals := map[string]int{"plays": 0, "downloads": 0, "uniqueListeners": 0}
	for _, c := range plays {
		if d := byDay[c.Day]; d != nil {
			d.Plays = c.N
			totals["plays"] += c.N
		}
	}
	for _, c := range listeners {
		if d := byDay[c.Day]; d != nil {
			d.Listeners = c.N
		}
	}
	for _, c := range downloads {
		if d := byDay[c.Day]; d != nil {
			d.Downloads = c.N
			totals["downloads"] += c.N
		}
	}
	var unique int
	if err := app.DB().NewQuery(`SELECT COUNT(DISTINCT p.[[listenerKey]]) FROM {{plays}} p JOIN {{media}} m ON m.[[id]] = p.[[media]]
		WHERE ` + own + ` AND p.[[created]] >= {:since}`).Bind(params).Row(&unique); err != nil {
		return report, err
	}
	totals["uniqueListeners"] = unique
	report.Totals = totals

	var top []struct {
		Id    string `db:"id"`
		Title string `db:"title"`
		Plays int    `db:"plays"`
	}
	err := app.DB().NewQuery(`SELECT m.[[id]] AS id, m.[[title]] AS title, SUM(d.[[plays]]) AS plays FROM {{play_days}} d
		JOIN {{media}} m ON m.[[id]] = d.[[media]] WHERE ` + own + ` AND d.[[day]] >= {:day}
		GROUP BY m.[[id]] ORDER BY plays DESC, m.[[title]] ASC LIMIT 10`).Bind(params).All(&top)
	report.Top = make([]map[string]any, 0, len(top))
	for _, t := range top {
		report.Top = append(report.Top, map[string]any{"_id": t.Id, "title": t.Title, "plays": t.Plays})
	}
	return report, err
}

func (d *deps) analytics(e *core.RequestEvent) error {
	days, mediaId, err := readAnalyticsQuery(e)
	if err != nil {
		return err
	}
	report, err := d.buildAnalytics(e.App, e.Auth.Id, mediaId, days, time.Now())
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", report)
}

func (d *deps) analyticsCSV(e *core.RequestEvent) error {
	days, mediaId, err := readAnalyticsQuery(e)
	if err != nil {
		return err
	}
	report, err := d.buildAnalytics(e.App, e.Auth.Id, mediaId, days, time.Now())
	if err != nil {
		return err
	}
	e.Response.Header().Set("Content-Type", "text/csv; charset=utf-8")
	e.Response.Header().Set("Content-Disposition", `attachment; filename="selah-analytics-`+strconv.Itoa(days)+`-days.csv"`)
	e.Response.WriteHeader(http.StatusOK)
	// The csvsafe writer neutralises every cell: titles are the creators'
	// own text, and a spreadsheet must never run one as a formula.
	w := csvsafe.NewWriter(e.Response)
	_ = w.Write([]string{"date", "plays", "downloads", "listeners"})
	for _, d := range report.Days {
		_ = w.Write([]string{d.Date, strconv.Itoa(d.Plays), strconv.Itoa(d.Downloads), strconv.Itoa(d.Listeners)})
	}
	// Then the top items of the JSON answer, after an empty line, with a
	// header of their own and four columns too, so a strict CSV reader
	// still reads the whole file.
	_ = w.Write([]string{})
	_ = w.Write([]string{"rank", "mediaId", "title", "plays"})
	for i, t := range report.Top {
		_ = w.Write([]string{strconv.Itoa(i + 1), fmt.Sprint(t["_id"]), fmt.Sprint(t["title"]), fmt.Sprint(t["plays"])})
	}
	w.Flush()
	return w.Error()
}
