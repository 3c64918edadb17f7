package routes

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"selah/internal/bible"
	"selah/internal/feed"
	"selah/internal/moderation"
)

// The metadata of media items and episodes (media_form.go's rules): the
// body of PATCH /api/media/{id}, an upload's podcastMetadata and each of
// its episodesMetadata, and the fields of the single-episode upload.

// mediaForm is a media item's metadata: an upload's podcastMetadata (title,
// description, type and genre required) or, partial, PATCH /api/media/{id}'s
// body, where only the fields sent change. Fields in the screen's order.
type mediaForm struct {
	Title           *string       `json:"title"`
	Description     *string       `json:"description"`
	Preacher        *string       `json:"preacher"`
	Theme           *string       `json:"theme"`
	Language        *string       `json:"language"`
	OwnerEmail      *string       `json:"ownerEmail"`
	Type            textValue     `json:"type"` // an upload's only: PATCH ignores it
	Genre           *string       `json:"genre"`
	Category        *string       `json:"category"`
	BibleReferences passagesValue `json:"bibleReferences"`
	PreachedAt      *string       `json:"preachedAt"`
	// PublishAt is the release time, RFC 3339 ("" clears it in a PATCH).
	PublishAt *string `json:"publishAt"`

	app     core.App
	partial bool
	kind    string // the item's type: the record's (PATCH) or Type (upload)
	// The item's stored review state and release time (PATCH), which the
	// release time's rule reads (moderation.CheckRelease).
	status    string
	published time.Time
}

func (f *mediaForm) normalize() {
	if !f.partial {
		// An upload's absent text is empty: the required ones say so.
		for _, p := range []**string{&f.Title, &f.Description, &f.Preacher, &f.Theme, &f.Genre} {
			if *p == nil {
				*p = new(string)
			}
		}
		f.kind = strings.TrimSpace(f.Type.V)
	}
	for _, p := range []*string{f.Title, f.Description, f.Preacher, f.Theme, f.OwnerEmail, f.Genre, f.Category, f.PreachedAt, f.PublishAt} {
		trimPtr(p)
	}
	if f.Language != nil {
		*f.Language = strings.ToLower(strings.TrimSpace(*f.Language))
	}
}

func (f *mediaForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Title, text(requiredText("Please enter a title")), text(maxRunes(maxTitle, "Title"))),
		validation.Field(&f.Description, text(requiredText("Please enter a description")), text(maxRunes(maxDescription, "Description"))),
		validation.Field(&f.Preacher, text(maxRunes(maxPersonName, "Preacher"))),
		validation.Field(&f.Theme, text(maxRunes(maxPersonName, "Series"))),
		validation.Field(&f.Language, text(func(v string) error {
			if (v != "" || f.partial) && !feed.ValidLanguage(v) {
				return fieldErr("invalid", msgLanguage)
			}
			return nil // an upload's empty language: the default applies
		})),
		validation.Field(&f.OwnerEmail, text(func(v string) error {
			if v == "" {
				return nil // none: see feedOwner
			}
			return checkEmail(v)
		})),
		validation.Field(&f.Type, validation.By(func(any) error {
			switch {
			case f.partial:
				return nil
			case f.Type.NotText:
				return fieldErr("invalid_type", "type must be text")
			}
			switch f.kind {
			case "album", "podcast", "sermon":
				return nil
			case "":
				return fieldErr("required", "Please choose a type: album, podcast or sermon")
			}
			return fieldErr("invalid", "Type must be album, podcast or sermon")
		})),
		validation.Field(&f.Genre, text(requiredText("Please choose a genre")), text(func(id string) error {
			if !exists(f.app, "genres", dbx.HashExp{"id": id}) {
				return fieldErr("unknown", "Unknown genre")
			}
			return nil
		})),
		validation.Field(&f.Category, text(func(id string) error {
			// Categories belong to podcasts or sermons; one must match the
			// item's type (an album has none of its own to match).
			cond := dbx.HashExp{"id": id}
			if f.kind == "podcast" || f.kind == "sermon" {
				cond["type"] = f.kind
			}
			if id != "" && !exists(f.app, "audio_categories", cond) {
				return fieldErr("unknown", "Unknown category")
			}
			return nil
		})),
		validation.Field(&f.BibleReferences, validation.By(func(any) error {
			if _, err := f.BibleReferences.passages(); err != nil {
				return err
			}
			return nil
		})),
		validation.Field(&f.PreachedAt, text(func(v string) error {
			if _, err := parseDay(v); err != nil {
				return fieldErr("invalid", "Preach date must be a date like 2025-08-18")
			}
			return nil
		})),
		validation.Field(&f.PublishAt, text(func(v string) error {
			at, err := parseReleaseTime(v)
			if err != nil {
				return fieldErr("invalid", "The release time must be a date and time like 2026-12-01T06:00:00Z")
			}
			return moderation.ReleaseError(moderation.CheckRelease(f.status, f.published, at, time.Now()))
		})),
	)
}

// parseReleaseTime reads a release time (RFC 3339, any offset), zero for
// "" (none).
func parseReleaseTime(v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	at, err := time.Parse(time.RFC3339, v)
	return at.UTC(), err
}

// meta is the record's fields of a valid form: an upload's all, a PATCH's
// those sent.
func (f *mediaForm) meta() mediaMeta {
	m := mediaMeta{set: map[string]any{}}
	for field, p := range map[string]*string{"title": f.Title, "description": f.Description, "preacher": f.Preacher,
		"theme": f.Theme, "ownerEmail": f.OwnerEmail, "genre": f.Genre, "category": f.Category} {
		if p != nil {
			m.set[field] = *p
		}
	}
	if f.Language != nil && (*f.Language != "" || f.partial) {
		m.set["language"] = *f.Language
	}
	if !f.partial {
		m.set["type"] = f.kind
	}
	if f.BibleReferences.Sent {
		m.set["bibleReferences"], _ = f.BibleReferences.passages()
	}
	if f.PreachedAt != nil {
		m.set["preachedAt"], _ = parseDay(*f.PreachedAt)
	}
	if f.PublishAt != nil {
		if at, _ := parseReleaseTime(*f.PublishAt); !at.IsZero() {
			m.set[moderation.PublishAtField] = at
		} else {
			m.set[moderation.PublishAtField] = ""
		}
	}
	return m
}

// parseDay reads a preach date like 2025-08-18 into the record's format;
// empty is none.
func parseDay(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	day, err := time.Parse("2006-01-02", v)
	if err != nil {
		return "", err
	}
	return day.Format("2006-01-02 15:04:05.000Z"), nil
}

// episodeForm is one episode's metadata: an entry of an upload's
// episodesMetadata, or the fields of the single-episode upload.
type episodeForm struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Lyrics      string `json:"lyrics"`
	Genre       string `json:"genre"`

	app core.App
}

func (f *episodeForm) normalize() {
	for _, p := range []*string{&f.Title, &f.Description, &f.Lyrics, &f.Genre} {
		*p = strings.TrimSpace(*p)
	}
}

func (f *episodeForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Title, text(requiredText("Please enter a title")), text(maxRunes(maxTitle, "Title"))),
		validation.Field(&f.Description, text(maxRunes(maxDescription, "Description"))),
		validation.Field(&f.Lyrics, text(maxRunes(maxLyrics, "Lyrics"))),
		validation.Field(&f.Genre, text(func(id string) error {
			if id != "" && !exists(f.app, "genres", dbx.HashExp{"id": id}) {
				return fieldErr("unknown", "Unknown genre")
			}
			return nil
		})),
	)
}

func (f *episodeForm) meta() episodeMeta {
	return episodeMeta{Title: f.Title, Description: f.Description, Genre: f.Genre, Lyrics: f.Lyrics}
}

// maxRunes refuses text longer than max characters, naming it label.
func maxRunes(max int, label string) func(string) error {
	return func(v string) error {
		if utf8.RuneCountInString(v) > max {
			return fieldErr("too_long", fmt.Sprintf("%s must be at most %d characters long", label, max))
		}
		return nil
	}
}

// textValue is a text field whose form decides when a value of another
// JSON type is an error (NotText); Sent when the field was in the body.
type textValue struct {
	Sent, NotText bool
	V             string
}

func (v *textValue) bindJSON(raw []byte) {
	v.Sent = true
	if string(raw) != "null" {
		v.NotText = json.Unmarshal(raw, &v.V) != nil
	}
}

func (v *textValue) bindText(s string) { v.Sent, v.V = true, s }

// passagesValue is bibleReferences: the references as typed ("John
// 3:16-18; Rom 8") or a list of such strings (or {text} objects).
type passagesValue struct {
	Sent, NotText, NotList bool
	Text                   string
}

func (v *passagesValue) bindJSON(raw []byte) {
	v.Sent = true
	if !strings.HasPrefix(strings.TrimSpace(string(raw)), "[") {
		if string(raw) != "null" {
			v.NotText = json.Unmarshal(raw, &v.Text) != nil
		}
		return
	}
	var items []any
	if err := json.Unmarshal(raw, &items); err != nil {
		v.NotList = true
		return
	}
	parts := make([]string, 0, len(items))
	for _, it := range items {
		switch x := it.(type) {
		case string:
			parts = append(parts, x)
		case map[string]any:
			if t, ok := x["text"].(string); ok {
				parts = append(parts, t)
			}
		}
	}
	v.Text = strings.Join(parts, "; ")
}

func (v *passagesValue) bindText(s string) { v.Sent, v.Text = true, s }

// passages parses the references; the error is the field's.
func (v passagesValue) passages() ([]bible.Passage, error) {
	switch {
	case !v.Sent:
		return nil, nil
	case v.NotText:
		return nil, fieldErr("invalid_type", "bibleReferences must be text")
	case v.NotList:
		return nil, fieldErr("invalid", `Bible references must be text like "John 3:16-18; Rom 8"`)
	}
	passages, err := bible.Parse(v.Text)
	if err != nil {
		return nil, fieldErr("invalid", err.Error())
	}
	if passages == nil {
		passages = []bible.Passage{}
	}
	return passages, nil
}

// fromUploadsForm is POST /api/media/upload-media-from-uploads: upload-
// media's metadata (objects, or their JSON as text) and the ids of the
// caller's finished uploads.
type fromUploadsForm struct {
	PodcastMetadata  jsonText            `json:"podcastMetadata"`
	EpisodesMetadata jsonText            `json:"episodesMetadata"`
	CoverUpload      string              `json:"coverUpload"`
	EpisodeUploads   jsonValue[[]string] `json:"episodeUploads"`
	// Draft (true or false) and PublishAt (RFC 3339) as upload-media reads
	// them: as its form's text fields.
	Draft     jsonText `json:"draft"`
	PublishAt jsonText `json:"publishAt"`
}

func (f *fromUploadsForm) normalize() { f.CoverUpload = strings.TrimSpace(f.CoverUpload) }

func (f *fromUploadsForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.EpisodeUploads, validation.By(func(any) error {
			if f.EpisodeUploads.Bad {
				return fieldErr("invalid_type", "episodeUploads must be a list of upload ids")
			}
			return nil
		})),
	)
}

// jsonText is a field's JSON as text: a string's own text, another value's
// JSON; null is empty. upload-media reads it as its form's text field.
type jsonText struct{ V string }

func (v *jsonText) bindJSON(raw []byte) {
	switch {
	case string(raw) == "null":
	case json.Unmarshal(raw, &v.V) == nil:
	default:
		v.V = string(raw)
	}
}

func (v *jsonText) bindText(s string) { v.V = s }
