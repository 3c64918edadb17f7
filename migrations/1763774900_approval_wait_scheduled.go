package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// An approval of an item whose release time is ahead makes it "scheduled"
// (1763774300_drafts_release.go), not "active": its review ended then, and
// its approval wait (rollup_approvals) is measured to that decision, not
// to its release days later. The two triggers that read the first approval
// take both states, and the rows are measured again (the generated
// triggers on rollup_approvals keep rollup_approval_totals in step).
const approvedStates = `('active', 'scheduled')`

var approvalWaitScheduledUp = []string{
	`DROP TRIGGER IF EXISTS [[rollup_approvals_insert]]`,
	`CREATE TRIGGER [[rollup_approvals_insert]] AFTER INSERT ON {{moderation_events}}
	WHEN NEW.[[toStatus]] IN ` + approvedStates + ` BEGIN ` + firstApproval("NEW") + ` END`,
	`DROP TRIGGER IF EXISTS [[rollup_approvals_created]]`,
	`CREATE TRIGGER [[rollup_approvals_created]] AFTER UPDATE OF [[created]] ON {{media}}
	WHEN OLD.[[created]] IS NOT NEW.[[created]] BEGIN
		UPDATE {{rollup_approvals}} SET [[days]] = julianday((SELECT MIN(ev.[[created]]) FROM {{moderation_events}} ev
			WHERE ev.[[media]] = NEW.[[id]] AND ev.[[toStatus]] IN ` + approvedStates + `)) - julianday(NEW.[[created]])
		WHERE [[media]] = NEW.[[id]];
	END`,
	`DELETE FROM {{rollup_approvals}}`,
	`INSERT INTO {{rollup_approvals}} ([[media]], [[artist]], [[type]], [[days]])
	SELECT m.[[id]], m.[[artist]], m.[[type]], julianday(MIN(ev.[[created]])) - julianday(m.[[created]])
	FROM {{moderation_events}} ev JOIN {{media}} m ON m.[[id]] = ev.[[media]]
	WHERE ev.[[toStatus]] IN ` + approvedStates + ` GROUP BY m.[[id]]`,
}

func init() {
	m.Register(func(app core.App) error {
		return searchExec(app, approvalWaitScheduledUp)
	}, func(app core.App) error {
		return searchExec(app, append(append([]string{`DROP TRIGGER IF EXISTS [[rollup_approvals_insert]]`},
			`CREATE TRIGGER [[rollup_approvals_insert]] AFTER INSERT ON {{moderation_events}}
			WHEN NEW.[[toStatus]] = 'active' BEGIN `+firstApproval("NEW")+` END`, `DROP TRIGGER IF EXISTS [[rollup_approvals_created]]`),
			approvalWaitUp...))
	})
}
