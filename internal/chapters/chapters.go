// Package chapters is an episode's chapters: where each starts, its title
// and an optional link, checked against the episode's length and served as
// Podcasting 2.0 JSON chapters (version 1.2.0), which podcast apps read
// from a feed's podcast:chapters.
package chapters

import (
	"fmt"
	"net/url"
	"strings"
	"unicode/utf8"
)

// Limits of a chapter list.
const (
	MaxChapters = 500
	MaxTitle    = 200
	MaxURL      = 2048
)

// A Chapter starts at StartTime seconds into the episode.
type Chapter struct {
	StartTime float64 `json:"startTime"`
	Title     string  `json:"title"`
	URL       string  `json:"url,omitempty"`
}

// An Error is one chapter's field refused: Field is its path in the body
// ("chapters.2.startTime").
type Error struct {
	Field, Code, Msg string
}

func (e *Error) Error() string { return e.Msg }

// Check trims each chapter's text and checks the list against an episode
// of duration seconds (0 when not yet measured: then only the order is
// checked): at most MaxChapters, each with a title, a start inside the
// episode and after the one before, and a link (if any) of http or https.
func Check(list []Chapter, duration float64) ([]Chapter, error) {
	if len(list) > MaxChapters {
		return nil, &Error{"chapters", "too_many", fmt.Sprintf("An episode has at most %d chapters", MaxChapters)}
	}
	out := make([]Chapter, len(list))
	for i, c := range list {
		at := func(f string) string { return fmt.Sprintf("chapters.%d.%s", i, f) }
		n := i + 1
		c.Title, c.URL = strings.TrimSpace(c.Title), strings.TrimSpace(c.URL)
		switch {
		case c.Title == "":
			return nil, &Error{at("title"), "required", fmt.Sprintf("Chapter %d needs a title", n)}
		case utf8.RuneCountInString(c.Title) > MaxTitle:
			return nil, &Error{at("title"), "too_long", fmt.Sprintf("Chapter %d's title must be at most %d characters long", n, MaxTitle)}
		case c.StartTime < 0 || c.StartTime != c.StartTime:
			return nil, &Error{at("startTime"), "invalid", fmt.Sprintf("Chapter %d must start at 0 s or later", n)}
		case duration > 0 && c.StartTime >= duration:
			return nil, &Error{at("startTime"), "past_end", fmt.Sprintf("Chapter %d starts at %s, after the episode ends (%s)", n, Clock(c.StartTime), Clock(duration))}
		case i > 0 && c.StartTime <= out[i-1].StartTime:
			return nil, &Error{at("startTime"), "order", fmt.Sprintf("Chapter %d must start after chapter %d", n, i)}
		}
		if c.URL != "" {
			u, err := url.Parse(c.URL)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(c.URL) > MaxURL {
				return nil, &Error{at("url"), "invalid", fmt.Sprintf("Chapter %d's link must be an http or https address", n)}
			}
		}
		out[i] = c
	}
	return out, nil
}

// Clock is seconds as [h:]mm:ss.
func Clock(secs float64) string {
	s := int(secs)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// JSON is the Podcasting 2.0 JSON chapters document of a list.
type JSON struct {
	Version  string    `json:"version"`
	Chapters []Chapter `json:"chapters"`
}

// Document is list as a Podcasting 2.0 JSON chapters document.
func Document(list []Chapter) JSON {
	if list == nil {
		list = []Chapter{}
	}
	return JSON{Version: "1.2.0", Chapters: list}
}
