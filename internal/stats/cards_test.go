package stats

import (
	"strings"
	"testing"
)

// The totals layer's off path reads no totals table: the replacements
// in cards.go still match the statements they rewrite.
func TestCardsFromRollupsReadNoTotals(t *testing.T) {
	for name, q := range map[string]string{"cards": cardsFromRollupsSQL, "platform": platformFromRollupsSQL} {
		if strings.Contains(q, "_totals") {
			t.Errorf("%s with the totals off still reads a totals table:\n%s", name, q)
		}
	}
}
