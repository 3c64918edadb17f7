package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// An item's approval wait follows its creation time (issue 27, found by
// internal/derived's property test): rollup_approvals.days is the time
// from an item's creation to its first approval, but it was measured once,
// at the approval, so an item whose creation time was changed afterwards
// (staff back-dating it, an import) kept the old wait, and the creator's
// average approval time drifted from what internal/derived's query gives.
var approvalWaitUp = []string{
	`CREATE TRIGGER [[rollup_approvals_created]] AFTER UPDATE OF [[created]] ON {{media}}
	WHEN OLD.[[created]] IS NOT NEW.[[created]] BEGIN
		UPDATE {{rollup_approvals}} SET [[days]] = julianday((SELECT MIN(ev.[[created]]) FROM {{moderation_events}} ev
			WHERE ev.[[media]] = NEW.[[id]] AND ev.[[toStatus]] = 'active')) - julianday(NEW.[[created]])
		WHERE [[media]] = NEW.[[id]];
	END`,
	// Waits already measured against a creation time changed since.
	`UPDATE {{rollup_approvals}} SET [[days]] = (SELECT julianday(MIN(ev.[[created]])) - julianday(m.[[created]])
		FROM {{moderation_events}} ev JOIN {{media}} m ON m.[[id]] = ev.[[media]]
		WHERE ev.[[media]] = {{rollup_approvals}}.[[media]] AND ev.[[toStatus]] = 'active')
	WHERE EXISTS (SELECT 1 FROM {{moderation_events}} ev WHERE ev.[[media]] = {{rollup_approvals}}.[[media]] AND ev.[[toStatus]] = 'active')`,
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, approvalWaitUp)
	}, func(app core.App) error {
		return searchExec(app, []string{`DROP TRIGGER IF EXISTS [[rollup_approvals_created]]`})
	})
}
