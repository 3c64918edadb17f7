// Package mediarows reads media rows with the related rows a media answer
// shows (genre and category titles, the creator's name and email), for a
// set of ids with one prepared query. routes/ renders them (media_refs.go).
//
// Lists used to read whole records (PocketBase's FindRecordsByIds) and
// expand them (ExpandRecords, which loads every field of each related
// record through the record hooks): four statements prepared per page and
// a Record built per row, half of a rendered page's time
// (docs/BENCHMARKS.md, target 7).
package mediarows

import (
	"database/sql"
	"encoding/json"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/sqlprep"
)

// Row is a media row with its related rows' fields; a relation that finds
// no row reads as "".
type Row struct {
	Id              string
	Title           string
	Description     string
	Type            string
	Artist          string
	CoverArt        string
	AdminStatus     string
	StatusReason    string
	ReviewedAt      string
	PublishAt       string
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

// rowsSQL reads Row's columns for the ids of a JSON array, in its order; a
// relation that finds no row reads as "" (COALESCE), as a missing related
// record did. One text for any number of ids, so it is prepared once
// (internal/sqlprep).
const rowsSQL = `SELECT m.id, m.title, m.description, m.type, m.artist, m.coverArt,
	m.adminStatus, m.statusReason, m.reviewedAt, m.publishAt, m.created, m.updated, m.likesCount,
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

// scan reads one row of rowsSQL.
func (r *Row) scan(rows *sql.Rows) error {
	return rows.Scan(&r.Id, &r.Title, &r.Description, &r.Type, &r.Artist, &r.CoverArt,
		&r.AdminStatus, &r.StatusReason, &r.ReviewedAt, &r.PublishAt, &r.Created, &r.Updated, &r.Likes,
		&r.Plays, &r.Duration, &r.EpisodeCount, &r.Preacher, &r.Theme,
		&r.BibleReferences, &r.PreachedAt, &r.Tags, &r.Language,
		&r.GenreId, &r.GenreTitle, &r.CategoryId, &r.CategoryTitle, &r.CategoryType,
		&r.ArtistName, &r.ArtistEmail)
}

// Read reads the media of ids, in the order of ids (ids not found are
// left out). app must not be in a transaction (sqlprep.ErrNoPool).
func Read(app core.App, stmts *sqlprep.Statements, ids []string) ([]Row, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	list, err := json.Marshal(ids)
	if err != nil {
		return nil, err
	}
	rows, err := stmts.Query(app, rowsSQL, string(list))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]Row, 0, len(ids))
	for rows.Next() {
		var r Row
		if err := r.scan(rows); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
