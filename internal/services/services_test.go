package services_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"selah/internal/services"
)

// An app's services are built once: hooks, jobs and routes, each asking,
// get the same value; another app in the same process gets its own.
func TestServicesAreBuiltOncePerApp(t *testing.T) {
	a, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer a.Cleanup()
	b, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer b.Cleanup()

	first := services.Of(a)
	if again := services.Of(a); again != first {
		t.Error("a second call built the services again")
	}
	other := services.Of(b)
	if other == first || other.Timing == first.Timing || other.Mailer == first.Mailer || other.Throttle == first.Throttle ||
		other.Pace == first.Pace || other.Feeds == first.Feeds || other.Sitemaps == first.Sitemaps || other.Renditions == first.Renditions {
		t.Error("two apps share their services")
	}
	if first.Timing == nil || first.Mailer == nil || first.Throttle == nil || first.Listens == nil ||
		first.Analytics == nil || first.SQL == nil || first.Tokens == nil || first.Answers == nil ||
		first.Pace == nil || first.Feeds == nil || first.Sitemaps == nil || first.SignedTTL.Life() <= 0 {
		t.Errorf("a service is missing: %+v", first)
	}
}
