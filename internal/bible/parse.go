package bible

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits on what Parse accepts.
const (
	// MaxPassages is the most passages one input may hold.
	MaxPassages = 50
	// MaxInputLen is the longest input, in characters.
	MaxInputLen = 1000
	// MaxVerse is the highest verse number accepted (Psalm 119:176). Verse
	// numbers are not checked against each chapter's length, since that
	// differs between translations.
	MaxVerse = 176
)

// ParseError says which part of the input could not be read, and why.
type ParseError struct {
	// Part is the offending piece of the input as typed, e.g. "John 30";
	// empty when the error is about the whole input (too long, too many).
	Part string
	// Reason is a complete sentence for the user that names the part, e.g.
	// `"John 30" has no chapter 30 (John has 21)`.
	Reason string
}

// Error returns Reason.
func (e *ParseError) Error() string { return e.Reason }

func errorf(part, format string, args ...any) *ParseError {
	return &ParseError{Part: part, Reason: fmt.Sprintf(format, args...)}
}

// dashes are the characters read as a range dash.
var dashes = strings.NewReplacer("–", "-", "—", "-", "‐", "-", "‑", "-", "‒", "-", "−", "-")

// Parse reads a list of references such as "John 3:16-18; Rom 8, 1 Cor 13".
//
// Items are separated by ";" or ",". An item that starts with a book name
// starts a new book; one that starts with a number continues the previous
// book:
//   - after ";", or after "," following a chapter-level item, a number is a
//     chapter: "Rom 8; 9" and "Rom 8, 9" are Romans 8 and Romans 9;
//   - after "," following an item with verses, a number is a verse of the
//     same chapter: "John 3:16, 18" is two passages, John 3:16 and John 3:18;
//   - "chapter:verse" is always read as such: "John 3:16, 4:2".
//
// Within an item it accepts "John 3", "John 3:16", "John 3:16-18",
// "Matthew 5-7", "John 3:16-4:2", "Matthew 5-6:10" (5:1 to 6:10) and a bare
// book name for the whole book ("Romans"). "." may stand for ":"
// ("John 3.16"), the en dash and other dashes for "-", and a verse may carry
// an a/b/c part letter ("John 3:16a"), which is dropped. In the
// single-chapter books (Obadiah, Philemon, 2 John, 3 John, Jude) a number
// after the name is a verse: "Jude 3" is Jude 1:3.
//
// Book names are matched case-insensitively with or without a trailing dot,
// with numbers as digits, roman numerals or words ("1 Cor", "1Cor",
// "I Corinthians", "First Corinthians"); see LookupBook.
//
// Empty input, or input of only separators, gives no passages and no error.
// Errors are *ParseError values. At most MaxPassages passages and
// MaxInputLen characters are accepted.
func Parse(s string) ([]Passage, error) {
	if utf8.RuneCountInString(s) > MaxInputLen {
		return nil, errorf("", "the references are too long (at most %d characters)", MaxInputLen)
	}
	var (
		out []Passage
		cur cursor
	)
	for _, group := range strings.Split(s, ";") {
		cur.verses = false
		for _, raw := range strings.Split(group, ",") {
			part := strings.TrimSpace(raw)
			item := strings.TrimRight(strings.TrimSpace(dashes.Replace(part)), ". ")
			if item == "" {
				continue
			}
			p, err := cur.parseItem(part, item)
			if err != nil {
				return nil, err
			}
			if len(out) == MaxPassages {
				return nil, errorf("", "too many passages (at most %d)", MaxPassages)
			}
			out = append(out, p)
		}
	}
	return out, nil
}

// ParseQuery reads a search box entry as a passage. It reports false unless
// the whole text is exactly one valid passage with a number in it, so
// "John 3" and "1 John" are passage searches while "grace", "James" (a
// preacher?) and "John 3 and 4" are text searches.
func ParseQuery(s string) (Passage, bool) {
	if !strings.ContainsFunc(s, unicode.IsDigit) {
		return Passage{}, false
	}
	ps, err := Parse(s)
	if err != nil || len(ps) != 1 {
		return Passage{}, false
	}
	return ps[0], true
}

// cursor is what a bare number continues from: the last book and chapter,
// and whether the last item named verses.
type cursor struct {
	set     bool // whether a book has been named yet
	book    int  // canon index of the last book
	chapter int  // last chapter of the last item, 0 right after a book name
	verses  bool // whether the last item in this ";" group named verses
}

// parseItem reads one item. part is the item as typed (for errors), item
// the same with dashes normalised and trailing dots trimmed.
func (c *cursor) parseItem(part, item string) (Passage, error) {
	toks, refErr := tokenize(item)
	if refErr != nil || !startsWithDigit(item) {
		// Not a bare reference: it must start with a book name.
		name, ref := splitName(item)
		if name == "" {
			return Passage{}, errorf(part, "%q is not a reference like \"John 3:16-18\"", part)
		}
		i, ok, candidates := lookupBook(name)
		if !ok {
			name = strings.TrimSpace(name)
			if len(candidates) > 0 {
				return Passage{}, errorf(part, "%q could be %s", name, orList(candidates))
			}
			return Passage{}, errorf(part, "unknown book %q", name)
		}
		if toks, refErr = tokenize(ref); refErr != nil {
			return Passage{}, errorf(part, "%q is not a reference like \"John 3:16-18\"", part)
		}
		c.book, c.set, c.chapter, c.verses = i, true, 0, false
	} else if !c.set {
		return Passage{}, errorf(part, "%q needs a book name, like \"John %s\"", part, part)
	}
	p, err := c.resolve(part, toks)
	if err != nil {
		return Passage{}, err
	}
	c.chapter = p.lastChapter()
	c.verses = p.VerseFrom > 0
	return p, nil
}

// startsWithDigit reports whether s begins with an ASCII digit.
func startsWithDigit(s string) bool {
	return s != "" && s[0] >= '0' && s[0] <= '9'
}

// splitName splits "1 Cor 13:4" into "1 Cor " and "13:4": the name runs from
// the start (after an optional leading book number) to the first digit. It
// returns "" for the name when the item does not start with one.
func splitName(item string) (name, ref string) {
	i := 0
	for i < len(item) && item[i] >= '0' && item[i] <= '9' {
		i++
	}
	j := i
	for j < len(item) && (item[j] == ' ' || item[j] == '.') {
		j++
	}
	r, _ := utf8.DecodeRuneInString(item[j:])
	if !unicode.IsLetter(r) {
		return "", ""
	}
	end := strings.IndexFunc(item[j:], func(r rune) bool { return r >= '0' && r <= '9' })
	if end < 0 {
		return item, ""
	}
	return item[:j+end], item[j+end:]
}

// token is a number or one of ':' and '-'.
type token struct {
	kind byte // 'n', ':' or '-'
	n    int
}

// tokenize reads the numeric part of a reference: numbers (with an optional
// a/b/c part letter), ":" or "." between chapter and verse, and "-". Spaces
// between tokens are ignored.
func tokenize(s string) ([]token, error) {
	var toks []token
	for i := 0; i < len(s); {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			i++
		case ch == ':' || ch == '.':
			toks = append(toks, token{kind: ':'})
			i++
		case ch == '-':
			toks = append(toks, token{kind: '-'})
			i++
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if j-i > 6 {
				return nil, errBadRef
			}
			n, _ := strconv.Atoi(s[i:j])
			if j < len(s) && strings.IndexByte("abcABC", s[j]) >= 0 {
				j++
				if j < len(s) && unicode.IsLetter(rune(s[j])) {
					return nil, errBadRef
				}
			}
			toks = append(toks, token{kind: 'n', n: n})
			i = j
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsSpace(r) {
				return nil, errBadRef
			}
			i += size
		}
	}
	return toks, nil
}

// errBadRef is tokenize's signal that the text is not a reference; callers
// replace it with a ParseError naming the part.
var errBadRef = &ParseError{Reason: "not a reference"}

// resolve turns tokens into a checked passage of the current book.
func (c *cursor) resolve(part string, toks []token) (Passage, error) {
	b := canon[c.book]
	single := b.chapters == 1
	verseMode := c.verses || single
	cur := c.chapter
	if single {
		cur = 1
	}
	var shape strings.Builder
	var n []int
	for _, t := range toks {
		shape.WriteByte(t.kind)
		if t.kind == 'n' {
			n = append(n, t.n)
		}
	}
	// ch..chTo and, when hasVerses, vf..vt in them.
	var ch, chTo, vf, vt int
	hasVerses := false
	switch shape.String() {
	case "": // a bare book name: the whole book
		ch, chTo = 1, b.chapters
	case "n":
		if verseMode {
			ch, chTo, vf, vt, hasVerses = cur, cur, n[0], n[0], true
		} else {
			ch, chTo = n[0], n[0]
		}
	case "n-n":
		if verseMode {
			ch, chTo, vf, vt, hasVerses = cur, cur, n[0], n[1], true
		} else {
			ch, chTo = n[0], n[1]
		}
	case "n:n":
		ch, chTo, vf, vt, hasVerses = n[0], n[0], n[1], n[1], true
	case "n:n-n":
		ch, chTo, vf, vt, hasVerses = n[0], n[0], n[1], n[2], true
	case "n:n-n:n":
		ch, chTo, vf, vt, hasVerses = n[0], n[2], n[1], n[3], true
	case "n-n:n":
		if verseMode {
			ch, chTo, vf, vt, hasVerses = cur, n[1], n[0], n[2], true
		} else {
			ch, chTo, vf, vt, hasVerses = n[0], n[1], 1, n[2], true
		}
	default:
		return Passage{}, errorf(part, "%q is not a reference like \"John 3:16-18\"", part)
	}
	for _, x := range []int{ch, chTo} {
		if x < 1 || x > b.chapters {
			return Passage{}, errorf(part, "%q has no chapter %d (%s has %d)", part, x, b.name, b.chapters)
		}
	}
	if hasVerses {
		for _, x := range []int{vf, vt} {
			if x < 1 || x > MaxVerse {
				return Passage{}, errorf(part, "%q has no verse %d", part, x)
			}
		}
	}
	if chTo < ch || (chTo == ch && vt < vf) {
		return Passage{}, errorf(part, "%q: the range runs backwards", part)
	}
	p := Passage{Book: b.name, Chapter: ch, VerseFrom: vf, VerseTo: vt}
	if chTo != ch {
		p.ChapterTo = chTo
	}
	p.Text = p.String()
	return p, nil
}

// orList writes "a, b or c".
func orList(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}
