package reports

import (
	"sort"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Trust is the admin dashboard's trust and safety figures.
type Trust struct {
	OpenReports    int `json:"openReports"`
	AppealsWaiting int `json:"appealsWaiting"`
	// MedianResolveHours is the median time from a report to its
	// resolution over the last 90 days, nil when none was resolved.
	MedianResolveHours *float64 `json:"medianResolveHours"`
}

// TrustFigures reads the figures at now.
func TrustFigures(app core.App, now time.Time) (Trust, error) {
	var t Trust
	var err error
	if t.OpenReports, err = OpenCount(app); err != nil {
		return t, err
	}
	n, err := app.CountRecords(AppealsCollection, dbx.HashExp{"status": Open})
	if err != nil {
		return t, err
	}
	t.AppealsWaiting = int(n)
	var hours []float64
	err = app.DB().NewQuery(`SELECT (julianday([[resolvedAt]]) - julianday([[created]])) * 24 FROM {{reports}}
		WHERE [[status]] = {:s} AND [[resolvedAt]] >= {:since}`).
		Bind(dbx.Params{"s": Resolved, "since": now.Add(-90 * 24 * time.Hour).UTC().Format("2006-01-02 15:04:05.000Z")}).
		Column(&hours)
	if err != nil || len(hours) == 0 {
		return t, err
	}
	sort.Float64s(hours)
	m := hours[len(hours)/2]
	if len(hours)%2 == 0 {
		m = (hours[len(hours)/2-1] + hours[len(hours)/2]) / 2
	}
	t.MedianResolveHours = &m
	return t, nil
}
