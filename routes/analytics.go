package routes

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/analytics"
	"selah/internal/csvsafe"
)

func (d *deps) registerAnalytics(g *router.RouterGroup[*core.RequestEvent]) {
	// Answered from memory until the next commit, as the lists are.
	g.GET("/analytics", d.cached(callerScope, d.analyticsReport)).Bind(requireUser())
	g.GET("/analytics.csv", d.analyticsCSV).Bind(requireUser())
}

// readAnalyticsQuery reads ?days= (7, 30 or 90) and ?mediaId= (one of the
// caller's items).
func readAnalyticsQuery(e *core.RequestEvent) (days int, mediaId string, err error) {
	q := e.Request.URL.Query()
	f := &form{}
	days = analytics.DefaultDays
	if v := q.Get("days"); v != "" {
		n, convErr := strconv.Atoi(v)
		if convErr != nil || !analytics.ValidDays(n) {
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

// analyticsOf is the report the request's query asks for: the JSON answer
// and the CSV download are the same report, written two ways.
func (d *deps) analyticsOf(e *core.RequestEvent) (report analytics.Report, days int, err error) {
	days, mediaId, err := readAnalyticsQuery(e)
	if err != nil {
		return analytics.Report{}, 0, err
	}
	report, err = d.analytics.Report(e.App, e.Auth.Id, mediaId, days, time.Now())
	return report, days, err
}

func (d *deps) analyticsReport(e *core.RequestEvent) error {
	report, _, err := d.analyticsOf(e)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", report)
}

func (d *deps) analyticsCSV(e *core.RequestEvent) error {
	report, days, err := d.analyticsOf(e)
	if err != nil {
		return err
	}
	e.Response.Header().Set("Content-Type", "text/csv; charset=utf-8")
	e.Response.Header().Set("Content-Disposition", `attachment; filename="selah-analytics-`+strconv.Itoa(days)+`-days.csv"`)
	e.Response.WriteHeader(http.StatusOK)
	// The csvsafe writer neutralises every cell: titles are the creators'
	// own text, and a spreadsheet must never run one as a formula.
	w := csvsafe.NewWriter(e.Response)
	// Plays, then the same split into guests' and accounts' (as the JSON).
	_ = w.Write([]string{"date", "plays", "guestPlays", "signedInPlays", "downloads", "listeners", "followers"})
	for _, d := range report.Days {
		_ = w.Write([]string{d.Date, strconv.Itoa(d.Plays), strconv.Itoa(d.GuestPlays), strconv.Itoa(d.SignedInPlays),
			strconv.Itoa(d.Downloads), strconv.Itoa(d.Listeners), strconv.Itoa(d.Followers)})
	}
	// Then the top items of the JSON answer, after an empty line, with a
	// header of their own and seven columns too (the last ones empty), so a
	// strict CSV reader still reads the whole file.
	_ = w.Write([]string{})
	_ = w.Write([]string{"rank", "mediaId", "title", "plays", "", "", ""})
	for i, t := range report.Top {
		_ = w.Write([]string{strconv.Itoa(i + 1), t.Id, t.Title, strconv.Itoa(t.Plays), "", "", ""})
	}
	w.Flush()
	return w.Error()
}
