package routes

import (
	"encoding/json"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/audio"
	"selah/internal/chapters"
	"selah/internal/feed"
	"selah/internal/moderation"
	"selah/internal/renditions"
	"selah/internal/reports"
)

// ref is a related record as SPEC shows it.
type ref struct {
	// db tags let catalog queries scan straight into it.
	Id    string `json:"_id" db:"_id"`
	Title string `json:"title,omitempty" db:"title"`
	Name  string `json:"name,omitempty" db:"name"`
	Email string `json:"email,omitempty" db:"email"`
	Type  string `json:"type,omitempty" db:"type"`
}

// mediaJSON is a media item with SPEC's field names.
type mediaJSON struct {
	Id           string `json:"_id"`
	Title        string `json:"title"`
	Description  string `json:"description"`
	Type         string `json:"type"`
	Genre        *ref   `json:"genre"`
	Category     *ref   `json:"category"`
	Artist       ref    `json:"artist"`
	CoverArt     string `json:"coverArt"`
	Image        string `json:"image"`
	Thumbnail    string `json:"thumbnail"`
	AdminStatus  string `json:"adminStatus"`
	StatusReason string `json:"statusReason"`
	ReviewedAt   any    `json:"reviewedAt"`
	// PublishAt is the release time (RFC 3339, UTC), "" for none: a
	// scheduled item turns active then.
	PublishAt       string        `json:"publishAt"`
	CreatedAt       string        `json:"createdAt"`
	UpdatedAt       string        `json:"updatedAt"`
	Likes           int           `json:"likes"`
	Plays           int           `json:"plays"`
	Duration        float64       `json:"duration"`
	EpisodeCount    int           `json:"episodeCount"`
	NoOfEpisodes    int           `json:"noOfEpisodes"`
	Preacher        string        `json:"preacher"`
	Theme           string        `json:"theme"`
	BibleReferences any           `json:"bibleReferences"`
	PreachedAt      any           `json:"preachedAt"`
	Tags            any           `json:"tags"`
	Episodes        []episodeJSON `json:"episodes,omitempty"`
	Liked           *bool         `json:"liked,omitempty"` // for a listener viewing one item

	// Language is the ISO 639-1 code of the language spoken.
	Language string `json:"language"`
	// OwnerEmail (a podcast's, for its owner and admins) is the address its
	// feed publishes, "" for none (the platform's address stands in).
	OwnerEmail *string `json:"ownerEmail,omitempty"`
	// FeedWarnings (a podcast's, for its owner and admins) says what Apple
	// Podcasts would refuse in it; [] when nothing.
	FeedWarnings []feed.Warning `json:"feedWarnings,omitzero"`
	// Revision (for its owner and admins) is the changes waiting for
	// review on a live item, null when none; absent for others.
	Revision *revisionJSON `json:"revision,omitempty"`
	// Appeal (for its owner and admins) is the appeal of the decision that
	// rejected or took down the item, null when none; absent for others.
	Appeal *appealRef `json:"appeal,omitempty"`
}

// appealRef is an item's appeal as its owner sees it: Of nil is null.
type appealRef struct{ Of *appealJSON }

func (a appealRef) MarshalJSON() ([]byte, error) { return json.Marshal(a.Of) }

// revisionJSON is a media item's waiting revision as its owner and admins
// see it: Of is nil (null) when there is none.
type revisionJSON struct{ Of *moderation.Revision }

func (r revisionJSON) MarshalJSON() ([]byte, error) { return json.Marshal(r.Of) }

// withRevision sets out's revision (its owner's or an admin's view).
func withRevision(app core.App, out *mediaJSON) error {
	rev, err := moderation.RevisionOf(app, out.Id)
	if err != nil {
		return err
	}
	out.Revision = &revisionJSON{Of: rev}
	return nil
}

// withAppeal sets out's appeal (its owner's or an admin's view) of media.
func withAppeal(app core.App, media *core.Record, out *mediaJSON) error {
	a, err := reports.AppealOf(app, media)
	if err != nil {
		return err
	}
	out.Appeal = &appealRef{}
	if a != nil {
		j := toAppealJSON(a)
		out.Appeal.Of = &j
	}
	return nil
}

// episodeJSON is an episode or track.
type episodeJSON struct {
	Id          string  `json:"_id"`
	MediaId     string  `json:"mediaId"`
	Position    int     `json:"position"`
	Title       string  `json:"title"`
	Description string  `json:"description"`
	Genre       string  `json:"genre"`
	Lyrics      string  `json:"lyrics"`
	Duration    float64 `json:"duration"`
	AdminStatus string  `json:"adminStatus"`
	Plays       int     `json:"plays"`
	AudioUrl    string  `json:"audioUrl"` // the original upload: its creator's and staff's only, "" for others
	StreamUrl   string  `json:"streamUrl,omitempty"`
	ResumeAt    float64 `json:"resumeAt"` // the viewer's saved position, seconds
	Format      string  `json:"format"`   // of the file served (the rendition once done)
	// Processing is the rendition's state (pending, done, failed), with
	// the creator's sentence when failed and 0..100 while it runs.
	Processing         string               `json:"processing"`
	ProcessingError    string               `json:"processingError"`
	ProcessingProgress int                  `json:"processingProgress"`
	Loudness           *renditions.Loudness `json:"loudness"` // measured, once done
	// Size is the bytes of the file served: the rendition's once done,
	// 0 until then (the upload's size is not recorded).
	Size int64 `json:"size"`
	// Peaks is the waveform (up to 1,000 values 0..100), null until the
	// background worker has decoded the audio or when it cannot here.
	Peaks     []int  `json:"peaks"`
	CreatedAt string `json:"createdAt"`
	// Chapters ([] for none) and the transcript's WebVTT ("" for none),
	// which the player follows.
	Chapters      []chapters.Chapter `json:"chapters"`
	TranscriptUrl string             `json:"transcriptUrl"`
}

func toEpisodeJSON(ep *core.Record) episodeJSON {
	served := renditions.Served(ep)
	return episodeJSON{
		Id:                 ep.Id,
		MediaId:            ep.GetString("media"),
		Position:           ep.GetInt("position"),
		Title:              ep.GetString("title"),
		Description:        ep.GetString("description"),
		Genre:              ep.GetString("genre"),
		Lyrics:             ep.GetString("lyrics"),
		Duration:           served.Duration,
		AdminStatus:        ep.GetString("adminStatus"),
		Plays:              ep.GetInt("playsCount"),
		Format:             string(audio.FormatOfName(served.Name)),
		Processing:         ep.GetString("processing"),
		ProcessingError:    ep.GetString("processingError"),
		ProcessingProgress: ep.GetInt("processingProgress"),
		Loudness:           renditions.MeasuredLoudness(ep),
		Size:               served.Size,
		Peaks:              episodePeaks(ep),
		CreatedAt:          isoTime(ep, "created"),
		Chapters:           episodeChapters(ep),
		TranscriptUrl:      transcriptURLOf(ep),
	}
}

// transcriptURLOf is where ep's transcript is served, "" without one.
func transcriptURLOf(ep *core.Record) string {
	if ep.GetString("transcript") == "" {
		return ""
	}
	return transcriptPath(ep.Id)
}

// toOwnEpisodeJSON is toEpisodeJSON for the item's creator or staff, with
// the original upload's /api/files URL: its stored name is shown to no one
// else (visibility.SeesOriginal).
func toOwnEpisodeJSON(ep *core.Record) episodeJSON {
	out := toEpisodeJSON(ep)
	out.AudioUrl = fileURL(ep, ep.GetString("audio"))
	return out
}

// episodePeaks reads the stored waveform; anything unreadable is none.
func episodePeaks(ep *core.Record) []int {
	if ep.GetString("peaksStatus") != "ready" {
		return nil
	}
	var values []int
	if err := ep.UnmarshalJSONField("peaks", &values); err != nil || len(values) == 0 {
		return nil
	}
	return values
}
