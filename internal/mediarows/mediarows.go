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

	"selah/internal/moderation"
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
	// HasRevision (ReadStaff only) is whether changes to the item wait for
	// review (moderation.HasRevisionSQL); false from Read.
	HasRevision bool
}

// rowsSelect and rowsFrom read Row's columns for the ids of a JSON array,
// in its order, with HasRevision's column between them; a relation that
// finds no row reads as "" (COALESCE), as a missing related record did.
// One text for any number of ids, so each query is prepared once
// (internal/sqlprep).
const (
	rowsSelect = `SELECT m.id, m.title, m.description, m.type, m.artist, m.coverArt,
	m.adminStatus, m.statusReason, m.reviewedAt, m.publishAt, m.created, m.updated, m.likesCount,
	m.playsCount, m.duration, m.episodeCount, m.preacher, m.theme,
	COALESCE(m.bibleReferences, ''), m.preachedAt, COALESCE(m.tags, ''), m.language,
	COALESCE(g.id, ''), COALESCE(g.title, ''),
	COALESCE(c.id, ''), COALESCE(c.title, ''), COALESCE(c.type, ''),
	COALESCE(u.name, ''), COALESCE(u.email, ''), `
	rowsFrom = `
	FROM json_each(?) j JOIN media m ON m.id = j.value
	LEFT JOIN genres g ON g.id = m.genre
	LEFT JOIN audio_categories c ON c.id = m.category
	LEFT JOIN users u ON u.id = m.artist
	ORDER BY j.key`
)

// rowsSQL reads what anyone's lists show; staffRowsSQL adds whether each
// item has a revision waiting, which only the staff's pages show, in the
// same query rather than a second one per page (a tenth of the admin
// list's time under writes).
var (
	rowsSQL      = rowsSelect + "0" + rowsFrom
	staffRowsSQL = rowsSelect + moderation.HasRevisionSQL("m") + rowsFrom
)

// scan reads one row of rowsSQL or staffRowsSQL.
func (r *Row) scan(rows *sql.Rows) error {
	return rows.Scan(&r.Id, &r.Title, &r.Description, &r.Type, &r.Artist, &r.CoverArt,
		&r.AdminStatus, &r.StatusReason, &r.ReviewedAt, &r.PublishAt, &r.Created, &r.Updated, &r.Likes,
		&r.Plays, &r.Duration, &r.EpisodeCount, &r.Preacher, &r.Theme,
		&r.BibleReferences, &r.PreachedAt, &r.Tags, &r.Language,
		&r.GenreId, &r.GenreTitle, &r.CategoryId, &r.CategoryTitle, &r.CategoryType,
		&r.ArtistName, &r.ArtistEmail, &r.HasRevision)
}

// Read reads the media of ids, in the order of ids (ids not found are
// left out). app must not be in a transaction (sqlprep.ErrNoPool).
func Read(app core.App, stmts *sqlprep.Statements, ids []string) ([]Row, error) {
	return read(app, stmts, rowsSQL, ids)
}

// ReadStaff is Read with HasRevision, for the staff's pages.
func ReadStaff(app core.App, stmts *sqlprep.Statements, ids []string) ([]Row, error) {
	return read(app, stmts, staffRowsSQL, ids)
}

func read(app core.App, stmts *sqlprep.Statements, query string, ids []string) ([]Row, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	list, err := json.Marshal(ids)
	if err != nil {
		return nil, err
	}
	rows, err := stmts.Query(app, query, string(list))
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
