package search

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pocketbase/dbx"

	"selah/internal/bible"
)

// StoredPassages reads a media record's bibleReferences JSON as passages.
// Our routes store what bible.Parse returns, but a creator may also write
// the field through PocketBase's REST API, so it is read leniently: a list
// of passage objects (the structured fields are used when they make a valid
// passage, else the object's text is parsed), plain strings in the list, or
// a single string. What cannot be read is skipped: a search index must not
// make a save fail.
func StoredPassages(raw []byte) []bible.Passage {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil
	}
	var text string
	if json.Unmarshal(raw, &text) == nil {
		return parseLenient(text)
	}
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		return nil
	}
	var out []bible.Passage
	for _, item := range items {
		if json.Unmarshal(item, &text) == nil {
			out = append(out, parseLenient(text)...)
			continue
		}
		var p bible.Passage
		if json.Unmarshal(item, &p) != nil {
			continue
		}
		if valid(p) {
			out = append(out, p)
		} else {
			out = append(out, parseLenient(p.Text)...)
		}
	}
	return out
}

// valid reports whether a passage's structured fields describe real
// chapters in the right order, so its span can be trusted.
func valid(p bible.Passage) bool {
	b, ok := bible.LookupBook(p.Book)
	if !ok || p.Chapter < 1 || p.Chapter > b.Chapters || p.ChapterTo > b.Chapters || p.VerseFrom < 0 || p.VerseTo < 0 {
		return false
	}
	from, to := p.Span()
	return from > 0 && from <= to
}

func parseLenient(text string) []bible.Passage {
	ps, err := bible.Parse(text)
	if err != nil {
		return nil
	}
	return ps
}

// IndexPassages replaces the media_passages rows of one media item with one
// row per passage of its bibleReferences JSON. db is the caller's app or
// transaction, so the index changes with the record.
func IndexPassages(db dbx.Builder, mediaId string, refs []byte) error {
	if _, err := db.Delete("media_passages", dbx.HashExp{"media": mediaId}).Execute(); err != nil {
		return fmt.Errorf("clear passages of %s: %w", mediaId, err)
	}
	for _, p := range StoredPassages(refs) {
		from, to := p.Span()
		_, err := db.Insert("media_passages", dbx.Params{"media": mediaId, "span_from": from, "span_to": to}).Execute()
		if err != nil {
			return fmt.Errorf("index passage of %s: %w", mediaId, err)
		}
	}
	return nil
}

// IndexAllPassages rebuilds media_passages from every media record (the
// migration's backfill; also a repair tool).
func IndexAllPassages(db dbx.Builder) error {
	var rows []struct {
		Id   string `db:"id"`
		Refs string `db:"refs"`
	}
	// Only media with references: a catalogue of songs has none to read.
	err := db.NewQuery(`SELECT [[id]], CAST([[bibleReferences]] AS TEXT) AS refs FROM {{media}}
		WHERE [[bibleReferences]] IS NOT NULL AND [[bibleReferences]] NOT IN ('', '[]', 'null')`).All(&rows)
	if err != nil {
		return fmt.Errorf("read media references: %w", err)
	}
	if _, err := db.NewQuery("DELETE FROM {{media_passages}}").Execute(); err != nil {
		return fmt.Errorf("clear passages: %w", err)
	}
	for _, r := range rows {
		if err := IndexPassages(db, r.Id, []byte(r.Refs)); err != nil {
			return err
		}
	}
	return nil
}

// Overlapping is a condition on a media id column: the media has a passage
// that shares at least one verse with one of ps. key names the query
// parameters, so two such conditions can sit in one query. Spans never
// cross books (a passage lies within one book), so a lower bound at the
// start of the query's book keeps the (span_from, span_to) index scan inside
// that book instead of every book before it. Passages of unknown books are
// ignored; with none left the condition matches nothing.
func Overlapping(column, key string, ps []bible.Passage) dbx.Expression {
	var ors []string
	params := dbx.Params{}
	for i, p := range ps {
		from, to := p.Span()
		if from == 0 {
			continue
		}
		n := fmt.Sprintf("%s%d", key, i)
		ors = append(ors, fmt.Sprintf("([[span_from]] >= {:%[1]sb} AND [[span_from]] <= {:%[1]st} AND [[span_to]] >= {:%[1]sf})", n))
		params[n+"b"] = from / bible.BookStride * bible.BookStride
		params[n+"t"] = to
		params[n+"f"] = from
	}
	if len(ors) == 0 {
		return dbx.NewExp("0=1")
	}
	return dbx.NewExp(column+" IN (SELECT [[media]] FROM {{media_passages}} WHERE "+strings.Join(ors, " OR ")+")", params)
}
