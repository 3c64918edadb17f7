package bible

import (
	"strconv"
	"strings"
)

// Passage is one contiguous stretch of a book.
//
// Invariants for passages returned by Parse:
//   - Chapter is at least 1.
//   - ChapterTo is 0 unless the passage ends in a later chapter
//     ("Matthew 5-7", "John 3:16-4:2"); a whole book has Chapter 1 and
//     ChapterTo set to its last chapter (for books of more than one chapter).
//   - VerseFrom is 0 for whole chapters, and then VerseTo is 0 too.
//     Otherwise VerseTo is the last verse, equal to VerseFrom for one verse.
//   - In single-chapter books (Obadiah, Philemon, 2 John, 3 John, Jude)
//     Chapter is 1 and a number after the name is a verse: "Jude 3".
type Passage struct {
	// Book is the canonical book name, e.g. "1 Corinthians".
	Book string `json:"book"`
	// Chapter is the first chapter.
	Chapter int `json:"chapter"`
	// VerseFrom is the first verse, 0 for whole chapters.
	VerseFrom int `json:"verseFrom,omitempty"`
	// VerseTo is the last verse (in ChapterTo when that is set), 0 for whole
	// chapters.
	VerseTo int `json:"verseTo,omitempty"`
	// ChapterTo is the last chapter of a passage that spans chapters
	// ("Matthew 5-7", "John 3:16-4:2"), else 0.
	ChapterTo int `json:"chapterTo,omitempty"`
	// Text is the canonical display, e.g. "John 3:16-18", "Romans 8",
	// "Matthew 5-7", "Psalm 23", "Jude 3", "Romans" (whole book).
	Text string `json:"text"`
}

// Span units: a position is book*BookStride + chapter*ChapterStride + verse.
const (
	// BookStride is the span distance between two books.
	BookStride = 1_000_000
	// ChapterStride is the span distance between two chapters.
	ChapterStride = 1000
	// lastVerse stands for "the end of the chapter" in spans.
	lastVerse = 999
)

// verseTo is the last verse of a passage that has verses.
func (p Passage) verseTo() int {
	if p.VerseTo <= 0 {
		return p.VerseFrom
	}
	return p.VerseTo
}

// lastChapter is the chapter the passage ends in.
func (p Passage) lastChapter() int {
	return max(p.Chapter, p.ChapterTo)
}

// Span returns the passage as a closed interval of positions, so that
// overlaps can be found with plain integer comparisons, e.g. in SQL:
//
//	span_from <= :qTo AND span_to >= :qFrom
//
// A position is BookIndex*1_000_000 + chapter*1000 + verse. A whole chapter
// runs from verse 0 to verse 999, so "John 3" is [43003000, 43003999] and
// contains "John 3:16" = [43003016, 43003016]; "Matthew 5-7" is
// [40005000, 40007999]. Positions order passages canonically (book, then
// chapter, then verse) and fit in an int32. A passage whose book is unknown
// gives (0, 0).
func (p Passage) Span() (from, to int) {
	b := BookIndex(p.Book)
	if b == 0 {
		return 0, 0
	}
	base := b * BookStride
	from = base + p.Chapter*ChapterStride + p.VerseFrom
	to = base + p.lastChapter()*ChapterStride + lastVerse
	if p.VerseFrom > 0 {
		to = base + p.lastChapter()*ChapterStride + p.verseTo()
	}
	return from, to
}

// Contains reports whether q lies wholly inside p: "Romans 8" contains
// "Romans 8:28", "Matthew 5-7" contains "Matthew 6"; "John 3:16-18" does not
// contain "John 3". It is false when either book is unknown.
func (p Passage) Contains(q Passage) bool {
	pf, pt := p.Span()
	qf, qt := q.Span()
	if pf == 0 || qf == 0 {
		return false
	}
	return pf <= qf && qt <= pt
}

// Overlaps reports whether a and b share at least one verse: "John 3"
// overlaps "John 3:16-18" and "Romans 8:28" overlaps "Romans 8", while
// "John 4" does not overlap "John 3:16-18". Whole chapters count as all
// their verses. It is false when either book is unknown.
func Overlaps(a, b Passage) bool {
	af, at := a.Span()
	bf, bt := b.Span()
	if af == 0 || bf == 0 {
		return false
	}
	return af <= bt && at >= bf
}

// String formats the passage canonically from its fields (not from Text):
// "John 3:16-18", "John 3:16-4:2", "Romans 8", "Matthew 5-7", "Jude 3",
// "Romans" for a whole book. A single psalm is written "Psalm 23".
func (p Passage) String() string {
	name, chapters := p.Book, 0
	if i, ok, _ := lookupBook(p.Book); ok {
		name, chapters = canon[i].name, canon[i].chapters
	}
	last := p.lastChapter()
	one := name
	if name == "Psalms" && last == p.Chapter {
		one = "Psalm"
	}
	c, lc := strconv.Itoa(p.Chapter), strconv.Itoa(last)
	if p.VerseFrom <= 0 {
		switch {
		case p.Chapter == 1 && last == chapters:
			return name
		case last == p.Chapter:
			return one + " " + c
		default:
			return name + " " + c + "-" + lc
		}
	}
	vf, vt := strconv.Itoa(p.VerseFrom), strconv.Itoa(p.verseTo())
	verses := vf
	if vt != vf {
		verses += "-" + vt
	}
	switch {
	case chapters == 1 && last == 1:
		return name + " " + verses
	case last == p.Chapter:
		return one + " " + c + ":" + verses
	default:
		return name + " " + c + ":" + vf + "-" + lc + ":" + vt
	}
}

// Format joins passages' canonical texts with "; ", e.g. "John 3:16-18;
// Romans 8".
func Format(ps []Passage) string {
	texts := make([]string, len(ps))
	for i, p := range ps {
		texts[i] = p.String()
	}
	return strings.Join(texts, "; ")
}
