package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// follows are listeners following creators (issue 16): one row per
// follower and creator, with `notify` (the new-item email; off after an
// unsubscribe, the follow stays). follow_notices is the outbox of those
// emails: one row per item and follower, ever, written in the approval's
// transaction and sent by a background job (internal/follows.Sender), so a
// crash or a failing mail server loses none and a second approval sends
// nothing more. Both have nil rules: our routes are their API
// (routes/follows.go), and nobody reads them through REST.
const (
	followsId       = "pbc_selah_follows"
	followNoticesId = "pbc_selah_follownotices"
)

// Outcomes of a follow notice ("" while it waits).
var noticeOutcomes = []string{"sent", "skipped", "failed"}

// followRateLimits cap per address the follow routes (writes, and each
// follow may lead to mail later) and the unsubscribe route, which takes a
// token from anyone: HMAC tokens cannot be guessed, and this keeps anyone
// from trying.
var followRateLimits = []core.RateLimitRule{
	{Label: "POST /api/users/follows/", Duration: 60, MaxRequests: 60},
	{Label: "DELETE /api/users/follows/", Duration: 60, MaxRequests: 60},
	{Label: "/api/users/unsubscribe", Duration: 60, MaxRequests: 30},
}

func init() {
	m.Register(func(app core.App) error {
		follows := core.NewBaseCollection("follows", followsId)
		follows.Fields.Add(
			&core.RelationField{Name: "follower", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "creator", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.BoolField{Name: "notify"},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		// The unique pair is what makes a follow idempotent (one INSERT ...
		// ON CONFLICT DO NOTHING); (creator, created) counts a creator's
		// followers and their growth per day from the index alone.
		follows.AddIndex("idx_follows_follower_creator", true, "`follower`, `creator`", "")
		follows.AddIndex("idx_follows_creator_created", false, "`creator`, `created`", "")
		if err := app.Save(follows); err != nil {
			return err
		}

		notices := core.NewBaseCollection("follow_notices", followNoticesId)
		notices.Fields.Add(
			&core.RelationField{Name: "media", CollectionId: mediaId, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "follower", CollectionId: usersId, MaxSelect: 1, Required: true, CascadeDelete: true},
			// The public address the approval was made at, for the links
			// (a job has no request to ask); "" means the configured one.
			&core.TextField{Name: "baseUrl", Max: 2048},
			&core.NumberField{Name: "attempts", OnlyInt: true},
			&core.DateField{Name: "retryAt"},
			&core.DateField{Name: "doneAt"},
			&core.SelectField{Name: "outcome", MaxSelect: 1, Values: noticeOutcomes},
			&core.TextField{Name: "error", Max: 1000},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		// One email per item and follower, ever: a second approval of the
		// same item inserts nothing.
		notices.AddIndex("idx_follow_notices_media_follower", true, "`media`, `follower`", "")
		notices.AddIndex("idx_follow_notices_pending", false, "`retryAt`, `created`", "`outcome` = ''")
		notices.AddIndex("idx_follow_notices_follower", false, "`follower`", "")
		if err := app.Save(notices); err != nil {
			return err
		}

		s := app.Settings()
		s.RateLimits.Rules = append(s.RateLimits.Rules, followRateLimits...)
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Rules = withoutRateLimits(s.RateLimits.Rules, followRateLimits)
		if err := app.Save(s); err != nil {
			return err
		}
		return deleteCollections(app, "follow_notices", "follows")
	})
}
