package chapters_test

import (
	"math"
	"testing"

	"selah/internal/chapters"
)

func TestCheck(t *testing.T) {
	ok, err := chapters.Check([]chapters.Chapter{{0, " Welcome ", ""}, {61.5, "Reading", " https://example.org/john-3 "}}, 600)
	if err != nil || ok[0].Title != "Welcome" || ok[1].URL != "https://example.org/john-3" {
		t.Fatalf("%+v %v", ok, err)
	}
	for _, c := range []struct {
		list       []chapters.Chapter
		duration   float64
		field, msg string
	}{
		{[]chapters.Chapter{{0, "", ""}}, 600, "chapters.0.title", "Chapter 1 needs a title"},
		{[]chapters.Chapter{{0, "A", ""}, {700, "B", ""}}, 600, "chapters.1.startTime", "Chapter 2 starts at 11:40, after the episode ends (10:00)"},
		{[]chapters.Chapter{{30, "A", ""}, {30, "B", ""}}, 600, "chapters.1.startTime", "Chapter 2 must start after chapter 1"},
		{[]chapters.Chapter{{-1, "A", ""}}, 600, "chapters.0.startTime", "Chapter 1 must start at 0 s or later"},
		{[]chapters.Chapter{{math.NaN(), "A", ""}}, 600, "chapters.0.startTime", "Chapter 1 must start at 0 s or later"},
		{[]chapters.Chapter{{0, "A", "javascript:alert(1)"}}, 600, "chapters.0.url", "Chapter 1's link must be an http or https address"},
		{make([]chapters.Chapter, 501), 600, "chapters", "An episode has at most 500 chapters"},
	} {
		_, err := chapters.Check(c.list, c.duration)
		e, isErr := err.(*chapters.Error)
		if !isErr || e.Field != c.field || e.Msg != c.msg {
			t.Errorf("%v: got %v, want %s: %s", c.list[:min(2, len(c.list))], err, c.field, c.msg)
		}
	}
	// Not yet measured: only the order is checked.
	if _, err := chapters.Check([]chapters.Chapter{{0, "A", ""}, {9000, "B", ""}}, 0); err != nil {
		t.Errorf("unmeasured episode: %v", err)
	}
}
