package follows_test

import (
	"errors"
	"sync"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/follows"
)

func countFollows(t *testing.T, app core.App, follower, creator string) int {
	t.Helper()
	var n int
	err := app.DB().Select("COUNT(*)").From("follows").
		Where(dbx.HashExp{"follower": follower, "creator": creator}).Row(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Following is idempotent and follows only a creator listeners may see;
// nobody follows themselves; leaving is idempotent too.
func TestFollowAndUnfollow(t *testing.T) {
	w := newWorld(t)
	app := w.app

	if _, err := follows.Follow(app, w.creator.Id, w.creator.Id); !errors.Is(err, follows.ErrSelf) {
		t.Errorf("self-follow: %v", err)
	}
	for name, id := range map[string]string{"suspended": w.suspended.Id, "nothing public": w.quiet.Id, "unknown": "nosuchuser00001"} {
		if _, err := follows.Follow(app, w.fan.Id, id); !errors.Is(err, follows.ErrNoCreator) {
			t.Errorf("follow %s creator: %v", name, err)
		}
		if n := countFollows(t, app, w.fan.Id, id); n != 0 {
			t.Errorf("follow %s creator wrote %d rows", name, n)
		}
	}

	for i := range 2 {
		st, err := follows.Follow(app, w.fan.Id, w.creator.Id)
		if err != nil || !st.Following || st.Followers != 1 {
			t.Fatalf("follow #%d: %+v %v", i+1, st, err)
		}
	}
	if st, err := follows.Follow(app, w.fan2.Id, w.creator.Id); err != nil || st.Followers != 2 {
		t.Fatalf("second follower: %+v %v", st, err)
	}
	var notify bool
	if err := app.DB().Select("notify").From("follows").Where(dbx.HashExp{"follower": w.fan.Id}).Row(&notify); err != nil || !notify {
		t.Errorf("a new follow sends emails: notify %v (%v)", notify, err)
	}

	for i := range 2 {
		st, err := follows.Unfollow(app, w.fan.Id, w.creator.Id)
		if err != nil || st.Following || st.Followers != 1 {
			t.Fatalf("unfollow #%d: %+v %v", i+1, st, err)
		}
	}
	if _, err := follows.Unfollow(app, w.fan.Id, w.suspended.Id); !errors.Is(err, follows.ErrNoCreator) {
		t.Errorf("unfollow of a hidden creator one never followed: %v", err)
	}
	// A follow made while the creator was visible can still be left once
	// they are hidden.
	if _, err := app.DB().Insert("follows", dbx.Params{"id": "hiddenfollow001", "follower": w.fan.Id,
		"creator": w.suspended.Id, "notify": true}).Execute(); err != nil {
		t.Fatal(err)
	}
	if st, err := follows.Unfollow(app, w.fan.Id, w.suspended.Id); err != nil || st.Following {
		t.Errorf("leaving a hidden creator: %+v %v", st, err)
	}
	if n := countFollows(t, app, w.fan.Id, w.suspended.Id); n != 0 {
		t.Errorf("the hidden creator's follow is still there (%d)", n)
	}
}

// Many concurrent follows of one creator by one listener leave one row.
func TestConcurrentFollowsLeaveOne(t *testing.T) {
	w := newWorld(t)
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := follows.Follow(w.app, w.fan.Id, w.creator.Id); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := countFollows(t, w.app, w.fan.Id, w.creator.Id); n != 1 {
		t.Errorf("%d follows, want 1", n)
	}
}

// A follower's lists show only creators and items listeners may see,
// newest first.
func TestFollowedLists(t *testing.T) {
	w := newWorld(t)
	app := w.app
	if _, err := follows.Follow(app, w.fan.Id, w.creator.Id); err != nil {
		t.Fatal(err)
	}
	// A follow of the suspended creator, made before the suspension.
	if _, err := app.DB().Insert("follows", dbx.Params{"id": "hiddenfollow001", "follower": w.fan.Id,
		"creator": w.suspended.Id, "notify": true, "created": "2020-01-01 00:00:00.000Z"}).Execute(); err != nil {
		t.Fatal(err)
	}
	total, creators, err := follows.Followed(app, w.fan.Id, 1, 10)
	if err != nil || total != 1 || len(creators) != 1 || creators[0].Id != w.creator.Id || creators[0].Followers != 1 {
		t.Fatalf("followed creators: %d %+v %v", total, creators, err)
	}
	if total, creators, err = follows.Followed(app, w.fan.Id, 2, 10); err != nil || total != 1 || len(creators) != 0 {
		t.Errorf("page 2: %d %+v %v", total, creators, err)
	}

	approve(t, app, w.pending, "")
	total, ids, err := follows.FollowedMedia(app, w.fan.Id, 1, 10)
	if err != nil || total != 2 || len(ids) != 2 || ids[0] != w.pending.Id || ids[1] != w.live.Id {
		t.Fatalf("followed media: %d %v %v (want %s then %s)", total, ids, err, w.pending.Id, w.live.Id)
	}
	if total, ids, err = follows.FollowedMedia(app, w.fan.Id, 2, 1); err != nil || total != 2 || len(ids) != 1 || ids[0] != w.live.Id {
		t.Errorf("page 2 of 1: %d %v %v", total, ids, err)
	}
	if total, ids, err = follows.FollowedMedia(app, w.fan2.Id, 1, 10); err != nil || total != 0 || len(ids) != 0 {
		t.Errorf("someone who follows nobody: %d %v %v", total, ids, err)
	}
}
