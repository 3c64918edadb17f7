package authtiming

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"golang.org/x/crypto/bcrypt"
)

func TestDummyHashesHaveTheirCost(t *testing.T) {
	for _, cost := range []int{bcrypt.MinCost, 5, DefaultCost} {
		got, err := bcrypt.Cost(New().dummy(cost))
		if err != nil || got != cost {
			t.Errorf("dummy for cost %d: cost %d, %v", cost, got, err)
		}
	}
}

func TestCostFollowsThePasswordField(t *testing.T) {
	c := core.NewAuthCollection("people")
	if got := Cost(c); got != bcrypt.DefaultCost {
		t.Errorf("no cost set: %d, want bcrypt.DefaultCost", got)
	}
	c.Fields.GetByName(core.FieldNamePassword).(*core.PasswordField).Cost = 6
	if got := Cost(c); got != 6 {
		t.Errorf("cost 6 set: %d", got)
	}
	// The hash PocketBase stores for a password of that collection has the
	// same cost.
	r := core.NewRecord(c)
	r.SetPassword("a-password-1")
	if got, _ := bcrypt.Cost([]byte(r.GetString(core.FieldNamePassword + ":hash"))); got != 6 {
		t.Errorf("stored hash cost %d, want 6", got)
	}
}

func TestEqualizeCounts(t *testing.T) {
	q, other := New(), New()
	q.EqualizeCost(5, "whatever")
	if q.Count(5) != 1 {
		t.Errorf("count went from 0 to %d", q.Count(5))
	}
	// Two apps in one process count apart.
	if other.Count(5) != 0 {
		t.Errorf("another equalizer counted %d", other.Count(5))
	}
}
