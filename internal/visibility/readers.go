package visibility

import (
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// What the readers (public pages, feeds, embeds, oEmbed, the media route,
// the stream, /api/files) ask, so none of them restates the rule.

// ErrHidden is the answer for something that does not exist or that the
// asker may not see: readers answer both with the same 404.
var ErrHidden = errors.New("not visible")

// Approved reports whether a media or episodes record's own review state
// is the one shown to everyone (the item's creator and standing aside):
// what an approval is.
func Approved(r *core.Record) bool { return r.GetString("adminStatus") == Active }

// PublicEpisodesOfPublicItem is the condition on episodes rows (no alias)
// an episode of an item already known to be Public must meet to be shown
// to everyone: PublicEpisode once the item's part is decided.
func PublicEpisodesOfPublicItem() dbx.Expression {
	return dbx.HashExp{"adminStatus": Active}
}

// PublicItem finds the media item mediaId when it is Public, with its
// creator's account; ErrHidden for anything else (no such item, not
// approved, a creator missing or suspended).
func PublicItem(app core.App, mediaId string) (media, creator *core.Record, err error) {
	media, err = app.FindRecordById("media", mediaId)
	if err != nil {
		return nil, nil, ErrHidden
	}
	creatorActive := func() bool {
		creator, err = app.FindRecordById(UsersCollection, media.GetString("artist"))
		return err == nil && !IsSuspended(creator)
	}
	if !Public(media.GetString("adminStatus"), creatorActive) {
		return nil, nil, ErrHidden
	}
	return media, creator, nil
}

// PublicEpisodeItem finds the episode episodeId when it is shown to
// everyone (PublicEpisode), with its item and the item's creator; the
// episode's own state is asked first, so a hidden one costs no further
// look-up. ErrHidden for anything else.
func PublicEpisodeItem(app core.App, episodeId string) (ep, media, creator *core.Record, err error) {
	ep, err = app.FindRecordById("episodes", episodeId)
	if err != nil || !Approved(ep) {
		return nil, nil, nil, ErrHidden
	}
	media, creator, err = PublicItem(app, ep.GetString("media"))
	if err != nil {
		return nil, nil, nil, err
	}
	return ep, media, creator, nil
}

// DefaultStanding gives a users record written without an account status
// (an import, the dashboard) the standing an empty one is read as: active.
func DefaultStanding(account *core.Record) {
	if account.GetString("accountStatus") == "" {
		account.Set("accountStatus", AccountActive)
	}
}

// InGoodStandingSQL is, in SQL, "the users row alias u (\"\" for none) is
// not suspended": may sign in, hear and be mailed.
func InGoodStandingSQL(u string) string {
	return "(" + column(u, "accountStatus") + " != '" + AccountSuspended + "')"
}

// AccountStatusIs is the admin user list's filter by one account status
// (a users row, no alias); AccountStatusIsSQL the same with the status
// bound as +? in a prepared statement (internal/sqlprep).
func AccountStatusIs(status string) dbx.Expression {
	return dbx.HashExp{"accountStatus": status}
}

// AccountStatusIsSQL: see AccountStatusIs.
func AccountStatusIsSQL(u string) string { return column(u, "accountStatus") + " = +?" }

func column(alias, name string) string {
	if alias == "" {
		return name
	}
	return alias + "." + name
}
