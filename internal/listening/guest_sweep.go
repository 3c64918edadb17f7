package listening

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// GuestKeep is how long guests' listens and positions are kept after their
// last change. A guest key lasts one UTC day, and a listen counts towards a
// play for Window, so past two days no request can reach these rows again:
// they are only weight (one row per guest, episode and day).
const GuestKeep = 48 * time.Hour

// SweepGuests deletes the guests' listens and positions not changed since
// GuestKeep before now, and the caps' rows of past days, and returns how
// many rows went. Accounts' rows stay
// (their key does not change; they go with the account).
func SweepGuests(app core.App, now time.Time) (int64, error) {
	before, err := types.ParseDateTime(now.Add(-GuestKeep))
	if err != nil {
		return 0, err
	}
	var total int64
	for _, table := range []string{"listens", "positions"} {
		// Guests' rows name no account; the (listener, updated) index
		// finds them.
		res, err := app.DB().Delete(table, dbx.NewExp("[[listener]] = '' AND [[updated]] < {:before}",
			dbx.Params{"before": before.String()})).Execute()
		if err != nil {
			return total, err
		}
		n, _ := res.RowsAffected()
		total += n
	}
	// The caps' tables (guest_caps.go) of days before yesterday: their
	// address keys are of a day, and no request reaches a past day's.
	yesterday := now.UTC().AddDate(0, 0, -1).Format(time.DateOnly)
	for _, table := range []string{"guest_address_plays", "guest_address_keys"} {
		res, err := app.DB().Delete(table, dbx.NewExp("[[day]] < {:day}", dbx.Params{"day": yesterday})).Execute()
		if err != nil {
			return total, err
		}
		n, _ := res.RowsAffected()
		total += n
	}
	return total, nil
}
