package routes

import (
	"strconv"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// maxLimit caps every list's page size (API.md: limit at most 100).
const maxLimit = 100

// paging reads ?page= and ?limit= (1-based page). Non-numbers and values
// out of range are a 400, not silently replaced.
func paging(e *core.RequestEvent, defaultLimit int) (page, limit int, err error) {
	q := e.Request.URL.Query()
	page, limit = 1, defaultLimit
	f := &form{}
	if v := q.Get("page"); v != "" {
		n, convErr := strconv.Atoi(v)
		if convErr != nil || n < 1 {
			f.add("page", "invalid", "Page must be a whole number from 1")
		}
		page = n
	}
	if v := q.Get("limit"); v != "" {
		n, convErr := strconv.Atoi(v)
		if convErr != nil || n < 1 || n > maxLimit {
			f.add("limit", "invalid", "Limit must be a whole number from 1 to 100")
		}
		limit = n
	}
	if err := f.err(); err != nil {
		return 0, 0, err
	}
	if page > 1_000_000 {
		return 0, 0, router.NewBadRequestError("Page is too large", nil)
	}
	return page, limit, nil
}

func isoTime(r *core.Record, field string) string {
	return r.GetDateTime(field).Time().UTC().Format("2006-01-02T15:04:05.000Z")
}

func dateOrNil(r *core.Record, field string) any {
	if r.GetDateTime(field).IsZero() {
		return nil
	}
	return isoTime(r, field)
}
