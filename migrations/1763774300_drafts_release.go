package migrations

import (
	"fmt"
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Drafts and scheduled release (issue 29, API.md "Creators' workflow"):
// two more review states, "draft" (saved by its creator, not yet sent to
// review) and "scheduled" (approved, waiting for its release time), on
// media, episodes and the moderation history; and media's release time,
// publishAt (UTC; empty for none). Every reader shows only "active" to
// the public (internal/visibility), so neither state needs a rule of its
// own anywhere else.
var draftReleaseStatuses = []string{"draft", "scheduled"}

// draftReleaseFields are the select fields that take the new states.
var draftReleaseFields = map[string][]string{
	"media":             {"adminStatus"},
	"episodes":          {"adminStatus"},
	"moderation_events": {"fromStatus", "toStatus"},
}

func init() {
	m.Register(func(app core.App) error {
		for name, fields := range draftReleaseFields {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				return err
			}
			for _, field := range fields {
				f, ok := c.Fields.GetByName(field).(*core.SelectField)
				if !ok {
					return fmt.Errorf("%s.%s is not a select field", name, field)
				}
				for _, s := range draftReleaseStatuses {
					if !slices.Contains(f.Values, s) {
						f.Values = append(f.Values, s)
					}
				}
			}
			if name == "media" {
				c.Fields.Add(&core.DateField{Name: "publishAt"})
			}
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for name, fields := range draftReleaseFields {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				return err
			}
			for _, field := range fields {
				if f, ok := c.Fields.GetByName(field).(*core.SelectField); ok {
					f.Values = slices.DeleteFunc(f.Values, func(v string) bool { return slices.Contains(draftReleaseStatuses, v) })
				}
			}
			if name == "media" {
				c.Fields.RemoveByName("publishAt")
			}
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	})
}
