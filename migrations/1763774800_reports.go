package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Trust and safety (issue 30, API.md "Reports"):
//
//   - reports: a listener's (or a signed-out visitor's, with an email)
//     report of an item, copyright notices included (reason "copyright"
//     with the notice's fields). reporterKey is the reporter (a user id,
//     or "email:" and the address): the partial unique index allows one
//     open report per reporter per item, so two requests at once make one.
//     Admins read them through the API and realtime (the queue is live);
//     nobody else, through any API.
//   - appeals: a creator's appeal of one decision (a moderation_events
//     row that rejected or took down the item); the unique index on the
//     decision makes it once per decision. Admins read them.
//   - blocked_domains: email domains sign-ups are refused from. Through
//     our admin routes only.
//   - moderation_events.kind says what a row records beyond a status
//     change: a takedown, dismissed reports, an appeal's outcome.
const reportsAdminsOnly = "@request.auth.collectionName = 'admins'"

func init() {
	m.Register(func(app core.App) error {
		media, err := app.FindCollectionByNameOrId("media")
		if err != nil {
			return err
		}
		episodes, err := app.FindCollectionByNameOrId("episodes")
		if err != nil {
			return err
		}
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		admins, err := app.FindCollectionByNameOrId("admins")
		if err != nil {
			return err
		}
		events, err := app.FindCollectionByNameOrId("moderation_events")
		if err != nil {
			return err
		}

		reports := core.NewBaseCollection("reports")
		reports.Fields.Add(
			&core.RelationField{Name: "media", CollectionId: media.Id, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "episode", CollectionId: episodes.Id, MaxSelect: 1},
			&core.RelationField{Name: "reporter", CollectionId: users.Id, MaxSelect: 1},
			&core.EmailField{Name: "email"},
			&core.TextField{Name: "reporterKey", Required: true, Max: 300},
			&core.SelectField{Name: "reason", MaxSelect: 1, Required: true,
				Values: []string{"copyright", "hateful", "sexual", "spam", "misleading", "other"}},
			&core.TextField{Name: "details", Max: 2000},
			// A copyright notice's fields: the work, the rights holder, contact.
			&core.JSONField{Name: "notice", MaxSize: 8 << 10},
			&core.SelectField{Name: "status", MaxSelect: 1, Required: true, Values: []string{"open", "resolved"}},
			&core.SelectField{Name: "resolution", MaxSelect: 1, Values: []string{"dismissed", "takedown"}},
			&core.DateField{Name: "resolvedAt"},
			&core.RelationField{Name: "resolvedBy", CollectionId: admins.Id, MaxSelect: 1},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		reports.AddIndex("idx_reports_open_once", true, "`media`, `reporterKey`", "`status` = 'open'")
		reports.AddIndex("idx_reports_status_media", false, "`status`, `media`", "")
		reports.ListRule, reports.ViewRule = types.Pointer(reportsAdminsOnly), types.Pointer(reportsAdminsOnly)
		if err := app.Save(reports); err != nil {
			return err
		}

		appeals := core.NewBaseCollection("appeals")
		appeals.Fields.Add(
			&core.RelationField{Name: "media", CollectionId: media.Id, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "event", CollectionId: events.Id, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.RelationField{Name: "creator", CollectionId: users.Id, MaxSelect: 1, Required: true, CascadeDelete: true},
			&core.TextField{Name: "message", Required: true, Max: 2000},
			&core.SelectField{Name: "status", MaxSelect: 1, Required: true, Values: []string{"open", "granted", "denied"}},
			&core.TextField{Name: "reason", Max: 1000},
			&core.DateField{Name: "decidedAt"},
			&core.RelationField{Name: "decidedBy", CollectionId: admins.Id, MaxSelect: 1},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		appeals.AddIndex("idx_appeals_event", true, "`event`", "")
		appeals.AddIndex("idx_appeals_status_created", false, "`status`, `created`", "")
		appeals.ListRule, appeals.ViewRule = types.Pointer(reportsAdminsOnly), types.Pointer(reportsAdminsOnly)
		if err := app.Save(appeals); err != nil {
			return err
		}

		blocked := core.NewBaseCollection("blocked_domains")
		blocked.Fields.Add(
			&core.TextField{Name: "domain", Required: true, Max: 253},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		blocked.AddIndex("idx_blocked_domains_domain", true, "`domain`", "")
		if err := app.Save(blocked); err != nil {
			return err
		}

		events.Fields.Add(&core.SelectField{Name: "kind", MaxSelect: 1,
			Values: []string{"takedown", "reports_dismissed", "appeal_granted", "appeal_denied"}})
		return app.Save(events)
	}, func(app core.App) error {
		for _, name := range []string{"reports", "appeals", "blocked_domains"} {
			if c, err := app.FindCollectionByNameOrId(name); err == nil {
				if err := app.Delete(c); err != nil {
					return err
				}
			}
		}
		events, err := app.FindCollectionByNameOrId("moderation_events")
		if err != nil {
			return err
		}
		events.Fields.RemoveByName("kind")
		return app.Save(events)
	})
}
