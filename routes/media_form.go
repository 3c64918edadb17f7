package routes

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/bible"
)

// Limits of media and episode text fields (the schema's, with messages).
const (
	maxTitle       = 200
	maxDescription = 5000
	maxPersonName  = 200
	maxLyrics      = 20000
)

// mediaMeta is the validated podcastMetadata of an upload, or the fields of
// a PATCH (where only the fields sent are set).
type mediaMeta struct {
	set map[string]any // field name -> value for the record
}

// metaFields reads the media fields from b into a mediaMeta, recording
// errors on f. With partial, absent fields are left alone (PATCH); else
// title, description, genre and type are required (upload).
func metaFields(app core.App, b *body, f *form, partial bool, kind string) mediaMeta {
	m := mediaMeta{set: map[string]any{}}
	text := func(field string, max int, required bool, requiredMsg, label string) {
		if partial && !b.has(field) {
			return
		}
		v := strings.TrimSpace(b.text(f, field))
		switch {
		case f.failed(field):
		case required && v == "":
			f.add(field, "required", requiredMsg)
		case utf8.RuneCountInString(v) > max:
			f.add(field, "too_long", fmt.Sprintf("%s must be at most %d characters long", label, max))
		default:
			m.set[field] = v
		}
	}
	text("title", maxTitle, true, "Please enter a title", "Title")
	text("description", maxDescription, true, "Please enter a description", "Description")
	text("preacher", maxPersonName, false, "", "Preacher")
	text("theme", maxPersonName, false, "", "Series")
	feedFields(b, f, partial, m)

	if !partial {
		switch kind {
		case "album", "podcast", "sermon":
			m.set["type"] = kind
		case "":
			f.add("type", "required", "Please choose a type: album, podcast or sermon")
		default:
			f.add("type", "invalid", "Type must be album, podcast or sermon")
		}
	}
	if !partial || b.has("genre") {
		id := strings.TrimSpace(b.text(f, "genre"))
		switch {
		case f.failed("genre"):
		case id == "":
			f.add("genre", "required", "Please choose a genre")
		case !exists(app, "genres", dbx.HashExp{"id": id}):
			f.add("genre", "unknown", "Unknown genre")
		default:
			m.set["genre"] = id
		}
	}
	if b.has("category") {
		id := strings.TrimSpace(b.text(f, "category"))
		// Categories belong to podcasts or sermons; one must match the
		// item's type (an album has none of its own to match).
		cond := dbx.HashExp{"id": id}
		if kind == "podcast" || kind == "sermon" {
			cond["type"] = kind
		}
		switch {
		case f.failed("category"):
		case id == "":
			m.set["category"] = ""
		case !exists(app, "audio_categories", cond):
			f.add("category", "unknown", "Unknown category")
		default:
			m.set["category"] = id
		}
	}
	if b.has("bibleReferences") {
		refs, err := readPassages(b, f)
		if err != nil {
			f.add("bibleReferences", "invalid", err.Error())
		} else if !f.failed("bibleReferences") {
			m.set["bibleReferences"] = refs
		}
	}
	if b.has("preachedAt") {
		v := strings.TrimSpace(b.text(f, "preachedAt"))
		if v == "" {
			m.set["preachedAt"] = ""
		} else if day, err := time.Parse("2006-01-02", v); err != nil {
			f.add("preachedAt", "invalid", "Preach date must be a date like 2025-08-18")
		} else {
			m.set["preachedAt"] = day.Format("2006-01-02 15:04:05.000Z")
		}
	}
	return m
}

// readPassages accepts the references as typed ("John 3:16-18; Rom 8") or
// as a list of such strings, and returns the structured passages.
func readPassages(b *body, f *form) ([]bible.Passage, error) {
	var text string
	if raw, ok := b.json["bibleReferences"]; ok && strings.HasPrefix(strings.TrimSpace(string(raw)), "[") {
		var items []any
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, fmt.Errorf("Bible references must be text like \"John 3:16-18; Rom 8\"")
		}
		parts := make([]string, 0, len(items))
		for _, it := range items {
			switch v := it.(type) {
			case string:
				parts = append(parts, v)
			case map[string]any:
				if t, ok := v["text"].(string); ok {
					parts = append(parts, t)
				}
			}
		}
		text = strings.Join(parts, "; ")
	} else {
		text = b.text(f, "bibleReferences")
	}
	passages, err := bible.Parse(text)
	if err != nil {
		return nil, err
	}
	if passages == nil {
		passages = []bible.Passage{}
	}
	return passages, nil
}

// episodeMeta is one validated entry of episodesMetadata.
type episodeMeta struct {
	Title, Description, Genre, Lyrics string
}

// episodeFields reads one episode's fields; errors are keyed
// "<prefix>title" and so on (prefix "episodes.3." in an upload).
func episodeFields(app core.App, b *body, f *form, prefix string) episodeMeta {
	var ep episodeMeta
	get := func(field string) string {
		sub := &form{}
		v := strings.TrimSpace(b.text(sub, field))
		if sub.failed(field) {
			f.add(prefix+field, "invalid_type", sub.errs[field].Error())
		}
		return v
	}
	ep.Title = get("title")
	ep.Description = get("description")
	ep.Genre = get("genre")
	ep.Lyrics = get("lyrics")
	switch {
	case f.failed(prefix + "title"):
	case ep.Title == "":
		f.add(prefix+"title", "required", "Please enter a title")
	case utf8.RuneCountInString(ep.Title) > maxTitle:
		f.add(prefix+"title", "too_long", fmt.Sprintf("Title must be at most %d characters long", maxTitle))
	}
	if utf8.RuneCountInString(ep.Description) > maxDescription {
		f.add(prefix+"description", "too_long", fmt.Sprintf("Description must be at most %d characters long", maxDescription))
	}
	if utf8.RuneCountInString(ep.Lyrics) > maxLyrics {
		f.add(prefix+"lyrics", "too_long", fmt.Sprintf("Lyrics must be at most %d characters long", maxLyrics))
	}
	if ep.Genre != "" && !f.failed(prefix+"genre") && !exists(app, "genres", dbx.HashExp{"id": ep.Genre}) {
		f.add(prefix+"genre", "unknown", "Unknown genre")
	}
	return ep
}

// exists reports whether a row matching cond is in table.
func exists(app core.App, table string, cond dbx.Expression) bool {
	var n int
	err := app.DB().Select("COUNT(*)").From(table).Where(cond).Limit(1).Row(&n)
	return err == nil && n > 0
}
