package routes

import (
	"database/sql"
	"encoding/json"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// mediaRow is a media row with the related rows its answer shows (genre
// and category titles, the creator's name and email), read for a set of
// ids with one query (mediaRows).
//
// Lists used to read whole records (PocketBase's FindRecordsByIds) and
// expand them (ExpandRecords, which loads every field of each related
// record through the record hooks): four statements prepared per page and
// a Record built per row, half of a rendered page's time
// (docs/BENCHMARKS.md, target 7).
type mediaRow struct {
	Id              string
	Title           string
	Description     string
	Type            string
	Artist          string
	CoverArt        string
	AdminStatus     string
	StatusReason    string
	ReviewedAt      string
	Created         string
	Updated         string
	Likes           float64
	Plays           float64
	Duration        float64
	EpisodeCount    float64
	Preacher        string
	Theme           string
	BibleReferences string
	PreachedAt      string
	Tags            string
	Language        string
	GenreId         string
	GenreTitle      string
	CategoryId      string
	CategoryTitle   string
	CategoryType    string
	ArtistName      string
	ArtistEmail     string
}

// mediaRowsSQL reads mediaRow's columns for the ids of a JSON array, in
// its order; a relation that finds no row reads as "" (COALESCE), as a
// missing related record did. One text for any number of ids, so it is
// prepared once (internal/sqlprep).
const mediaRowsSQL = `SELECT m.id, m.title, m.description, m.type, m.artist, m.coverArt,
	m.adminStatus, m.statusReason, m.reviewedAt, m.created, m.updated, m.likesCount,
	m.playsCount, m.duration, m.episodeCount, m.preacher, m.theme,
	COALESCE(m.bibleReferences, ''), m.preachedAt, COALESCE(m.tags, ''), m.language,
	COALESCE(g.id, ''), COALESCE(g.title, ''),
	COALESCE(c.id, ''), COALESCE(c.title, ''), COALESCE(c.type, ''),
	COALESCE(u.name, ''), COALESCE(u.email, '')
	FROM json_each(?) j JOIN media m ON m.id = j.value
	LEFT JOIN genres g ON g.id = m.genre
	LEFT JOIN audio_categories c ON c.id = m.category
	LEFT JOIN users u ON u.id = m.artist
	ORDER BY j.key`

// scan reads one row of mediaRowsSQL.
func (r *mediaRow) scan(rows *sql.Rows) error {
	return rows.Scan(&r.Id, &r.Title, &r.Description, &r.Type, &r.Artist, &r.CoverArt,
		&r.AdminStatus, &r.StatusReason, &r.ReviewedAt, &r.Created, &r.Updated, &r.Likes,
		&r.Plays, &r.Duration, &r.EpisodeCount, &r.Preacher, &r.Theme,
		&r.BibleReferences, &r.PreachedAt, &r.Tags, &r.Language,
		&r.GenreId, &r.GenreTitle, &r.CategoryId, &r.CategoryTitle, &r.CategoryType,
		&r.ArtistName, &r.ArtistEmail)
}

// mediaRows reads the media of ids, in the order of ids (ids not found are
// left out). app must not be in a transaction (sqlprep.ErrNoPool).
func (d *deps) mediaRows(app core.App, ids []string) ([]mediaRow, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	list, err := json.Marshal(ids)
	if err != nil {
		return nil, err
	}
	rows, err := d.sql.Query(app, mediaRowsSQL, string(list))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]mediaRow, 0, len(ids))
	for rows.Next() {
		var r mediaRow
		if err := r.scan(rows); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// mediaCollectionId is the media collection's id, which file URLs name.
func mediaCollectionId(app core.App) (string, error) {
	c, err := app.FindCachedCollectionByNameOrId("media")
	if err != nil {
		return "", err
	}
	return c.Id, nil
}

// json renders the row with SPEC's field names; collection is the media
// collection's id (mediaCollectionId).
func (r mediaRow) json(collection string) mediaJSON {
	out := mediaJSON{
		Id:              r.Id,
		Title:           r.Title,
		Description:     r.Description,
		Type:            r.Type,
		Artist:          ref{Id: r.Artist, Name: r.ArtistName},
		AdminStatus:     r.AdminStatus,
		StatusReason:    r.StatusReason,
		ReviewedAt:      isoOrNil(r.ReviewedAt),
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
	rows, err := d.mediaRows(app, ids)
	if err != nil {
		return nil, err
	}
	collection, err := mediaCollectionId(app)
	if err != nil {
		return nil, err
	}
	items := make([]mediaJSON, 0, len(rows))
	for _, r := range rows {
		m := r.json(collection)
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
