package routes

import (
	"database/sql"
	"encoding/json"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"selah/internal/mediarows"
)

// mediaCollectionId is the media collection's id, which file URLs name.
func mediaCollectionId(app core.App) (string, error) {
	c, err := app.FindCachedCollectionByNameOrId("media")
	if err != nil {
		return "", err
	}
	return c.Id, nil
}

// mediaRowJSON renders a media row (internal/mediarows) with SPEC's field
// names; collection is the media collection's id (mediaCollectionId).
func mediaRowJSON(r mediarows.Row, collection string) mediaJSON {
	out := mediaJSON{
		Id:              r.Id,
		Title:           r.Title,
		Description:     r.Description,
		Type:            r.Type,
		Artist:          ref{Id: r.Artist, Name: r.ArtistName},
		AdminStatus:     r.AdminStatus,
		StatusReason:    r.StatusReason,
		ReviewedAt:      isoOrNil(r.ReviewedAt),
		PublishAt:       isoOrEmpty(r.PublishAt),
		CreatedAt:       isoString(r.Created),
		UpdatedAt:       isoString(r.Updated),
		Likes:           int(r.Likes),
		Plays:           int(r.Plays),
		Duration:        r.Duration,
		EpisodeCount:    int(r.EpisodeCount),
		NoOfEpisodes:    int(r.EpisodeCount),
		Preacher:        r.Preacher,
		Theme:           r.Theme,
		BibleReferences: jsonOrEmpty(r.BibleReferences),
		PreachedAt:      dayStringOrNil(r.PreachedAt),
		Tags:            jsonOrEmpty(r.Tags),
		Language:        languageOr(r.Language),
	}
	if r.CoverArt != "" {
		out.CoverArt = filePath(collection, r.Id, r.CoverArt)
		out.Image = out.CoverArt
		out.Thumbnail = out.CoverArt + "?thumb=300x300"
	}
	if r.GenreId != "" {
		out.Genre = &ref{Id: r.GenreId, Title: r.GenreTitle}
	}
	if r.CategoryId != "" {
		out.Category = &ref{Id: r.CategoryId, Title: r.CategoryTitle, Type: r.CategoryType}
	}
	return out
}

// isoString is a stored date as the API writes dates (isoTime's format).
func isoString(raw string) string {
	// PocketBase stores "2006-01-02 15:04:05.000Z": the API's format with a
	// space for the T. Rewritten directly, as parsing and formatting three
	// dates per row was a tenth of a rendered list page.
	if len(raw) == 24 && raw[10] == ' ' && raw[19] == '.' && raw[23] == 'Z' {
		return raw[:10] + "T" + raw[11:]
	}
	d, _ := types.ParseDateTime(raw)
	return d.Time().UTC().Format("2006-01-02T15:04:05.000Z")
}

func isoOrNil(raw string) any {
	if raw == "" {
		return nil
	}
	if d, _ := types.ParseDateTime(raw); d.IsZero() {
		return nil
	}
	return isoString(raw)
}

// isoOrEmpty is a stored date as ISO 8601, "" for none.
func isoOrEmpty(raw string) string {
	if v, ok := isoOrNil(raw).(string); ok {
		return v
	}
	return ""
}

func dayStringOrNil(raw string) any {
	d, _ := types.ParseDateTime(raw)
	if d.IsZero() {
		return nil
	}
	return d.Time().UTC().Format("2006-01-02")
}

// jsonOrEmpty decodes a stored JSON field, [] for an empty or unreadable one.
// It is passed on as it is stored (validated, not decoded and encoded
// again).
func jsonOrEmpty(raw string) any {
	if raw == "" || raw == "null" || !json.Valid([]byte(raw)) {
		return []any{}
	}
	return json.RawMessage(raw)
}

// mediaPage renders media of ids in that order; withEmail adds the
// creator's email (for admins only).
func (d *deps) mediaPage(app core.App, ids []string, withEmail bool) ([]mediaJSON, error) {
	rows, err := mediarows.Read(app, d.sql, ids)
	if err != nil {
		return nil, err
	}
	return renderMediaRows(app, rows, withEmail)
}

// staffMediaPage renders media of ids for the admins' lists: with the
// creator's email and each item's waiting revision (null for none), read
// only for the items the rows say have one.
func (d *deps) staffMediaPage(app core.App, ids []string) ([]mediaJSON, error) {
	rows, err := mediarows.ReadStaff(app, d.sql, ids)
	if err != nil {
		return nil, err
	}
	items, err := renderMediaRows(app, rows, true)
	if err != nil {
		return nil, err
	}
	for i := range items {
		items[i].Revision = &revisionJSON{}
		if rows[i].HasRevision {
			if err := withRevision(app, &items[i]); err != nil {
				return nil, err
			}
		}
	}
	return items, nil
}

// renderMediaRows renders rows in their order; withEmail adds the
// creator's email.
func renderMediaRows(app core.App, rows []mediarows.Row, withEmail bool) ([]mediaJSON, error) {
	collection, err := mediaCollectionId(app)
	if err != nil {
		return nil, err
	}
	items := make([]mediaJSON, 0, len(rows))
	for _, r := range rows {
		m := mediaRowJSON(r, collection)
		if withEmail {
			m.Artist.Email = r.ArtistEmail
		}
		items = append(items, m)
	}
	return items, nil
}

// mediaOne renders one media item (without its episodes).
func (d *deps) mediaOne(app core.App, id string) (mediaJSON, error) {
	items, err := d.mediaPage(app, []string{id}, false)
	if err != nil {
		return mediaJSON{}, err
	}
	if len(items) == 0 {
		return mediaJSON{}, sql.ErrNoRows
	}
	return items[0], nil
}

// recordIds are the ids of records, in order.
func recordIds(records []*core.Record) []string {
	ids := make([]string, len(records))
	for i, r := range records {
		ids[i] = r.Id
	}
	return ids
}

// callerMediaPage answers a page of the caller's own list of items: the
// page of ids that list gives (newest first, with its total). Used by the
// liked items and "From creators you follow".
func (d *deps) callerMediaPage(e *core.RequestEvent, defaultLimit int,
	list func(app core.App, userId string, page, limit int) (int, []string, error)) error {
	page, limit, err := paging(e, defaultLimit)
	if err != nil {
		return err
	}
	total, ids, err := list(e.App, e.Auth.Id, page, limit)
	if err != nil {
		return err
	}
	return d.answerMediaPage(e, page, limit, total, ids)
}

// answerMediaPage renders a page of items (ids in their list's order) as
// every media list is, with its total, page and limit.
func (d *deps) answerMediaPage(e *core.RequestEvent, page, limit, total int, ids []string) error {
	items, err := d.mediaPage(e.App, ids, false)
	if err != nil {
		return err
	}
	return ok(e, http.StatusOK, "", map[string]any{"data": items, "total": total, "page": page, "limit": limit})
}
