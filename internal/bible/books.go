// Package bible reads Bible references such as "John 3:16-18; Rom 8" into
// structured passages, formats them canonically and decides whether two
// passages overlap, so sermons can be tagged and searched by passage.
//
// The canon is the 66 books of the Protestant Bible with English chapter
// numbering (Joel has 3 chapters, Malachi 4).
package bible

import (
	"strings"
	"unicode"
)

// Book is one book of the canon.
type Book struct {
	// Index is the book's place in the canon, 1 (Genesis) to 66 (Revelation).
	Index int `json:"index"`
	// Name is the canonical English name, e.g. "1 Corinthians".
	Name string `json:"name"`
	// Chapters is how many chapters the book has.
	Chapters int `json:"chapters"`
}

// bookDef is a book with the abbreviations it answers to. For numbered books
// ("1 Samuel") the abbreviations leave out the number: it is added from the
// name, in any of the forms ordinalWords knows.
type bookDef struct {
	name     string
	chapters int
	abbrevs  []string
}

// canon lists the books in order. Every abbreviation is explicit: a name
// that is not here only matches by prefix, and only when the prefix fits
// a single book (see lookupBook).
var canon = []bookDef{
	{"Genesis", 50, []string{"Gen", "Ge", "Gn"}},
	{"Exodus", 40, []string{"Exod", "Exo", "Ex"}},
	{"Leviticus", 27, []string{"Lev", "Le", "Lv"}},
	{"Numbers", 36, []string{"Num", "Nu", "Nm", "Nb"}},
	{"Deuteronomy", 34, []string{"Deut", "Deu", "De", "Dt"}},
	{"Joshua", 24, []string{"Josh", "Jos", "Jsh"}},
	{"Judges", 21, []string{"Judg", "Jdg", "Jdgs", "Jg", "Jud"}},
	{"Ruth", 4, []string{"Rth", "Ru"}},
	{"1 Samuel", 31, []string{"Samuel", "Sam", "Sa", "Sm"}},
	{"2 Samuel", 24, []string{"Samuel", "Sam", "Sa", "Sm"}},
	{"1 Kings", 22, []string{"Kings", "Kgs", "Kin", "Ki", "Kg"}},
	{"2 Kings", 25, []string{"Kings", "Kgs", "Kin", "Ki", "Kg"}},
	{"1 Chronicles", 29, []string{"Chronicles", "Chron", "Chr", "Chro", "Ch"}},
	{"2 Chronicles", 36, []string{"Chronicles", "Chron", "Chr", "Chro", "Ch"}},
	{"Ezra", 10, []string{"Ezr"}},
	{"Nehemiah", 13, []string{"Neh", "Ne"}},
	{"Esther", 10, []string{"Esth", "Est", "Es"}},
	{"Job", 42, []string{"Jb"}},
	{"Psalms", 150, []string{"Psalm", "Ps", "Psa", "Pss", "Psm", "Pslm"}},
	{"Proverbs", 31, []string{"Prov", "Pro", "Prv", "Pr"}},
	{"Ecclesiastes", 12, []string{"Eccl", "Eccles", "Ecc", "Ec", "Qoh", "Qoheleth"}},
	{"Song of Solomon", 8, []string{"Song of Songs", "Song of Sol", "Song", "Songs", "SoS", "SS", "Sg", "Cant", "Canticles"}},
	{"Isaiah", 66, []string{"Isa", "Is"}},
	{"Jeremiah", 52, []string{"Jer", "Je", "Jr"}},
	{"Lamentations", 5, []string{"Lam", "La"}},
	{"Ezekiel", 48, []string{"Ezek", "Eze", "Ezk"}},
	{"Daniel", 12, []string{"Dan", "Da", "Dn"}},
	{"Hosea", 14, []string{"Hos", "Ho"}},
	{"Joel", 3, []string{"Jl"}},
	{"Amos", 9, []string{"Am"}},
	{"Obadiah", 1, []string{"Obad", "Oba", "Ob"}},
	{"Jonah", 4, []string{"Jon", "Jnh"}},
	{"Micah", 7, []string{"Mic", "Mc"}},
	{"Nahum", 3, []string{"Nah", "Na"}},
	{"Habakkuk", 3, []string{"Hab", "Hb"}},
	{"Zephaniah", 3, []string{"Zeph", "Zep", "Zp"}},
	{"Haggai", 2, []string{"Hag", "Hg"}},
	{"Zechariah", 14, []string{"Zech", "Zec", "Zc"}},
	{"Malachi", 4, []string{"Mal", "Ml"}},
	{"Matthew", 28, []string{"Matt", "Mat", "Mt"}},
	{"Mark", 16, []string{"Mrk", "Mar", "Mk", "Mr"}},
	{"Luke", 24, []string{"Luk", "Lk"}},
	{"John", 21, []string{"Jhn", "Joh", "Jno", "Jn"}},
	{"Acts", 28, []string{"Act", "Ac"}},
	{"Romans", 16, []string{"Rom", "Ro", "Rm"}},
	{"1 Corinthians", 16, []string{"Corinthians", "Cor", "Co"}},
	{"2 Corinthians", 13, []string{"Corinthians", "Cor", "Co"}},
	{"Galatians", 6, []string{"Gal", "Ga"}},
	{"Ephesians", 6, []string{"Ephes", "Eph"}},
	{"Philippians", 4, []string{"Phil", "Php", "Pp"}},
	{"Colossians", 4, []string{"Col"}},
	{"1 Thessalonians", 5, []string{"Thessalonians", "Thess", "Thes", "Th"}},
	{"2 Thessalonians", 3, []string{"Thessalonians", "Thess", "Thes", "Th"}},
	{"1 Timothy", 6, []string{"Timothy", "Tim", "Tm"}},
	{"2 Timothy", 4, []string{"Timothy", "Tim", "Tm"}},
	{"Titus", 3, []string{"Tit"}},
	{"Philemon", 1, []string{"Philem", "Phlm", "Phm"}},
	{"Hebrews", 13, []string{"Heb"}},
	{"James", 5, []string{"Jas", "Jm"}},
	{"1 Peter", 5, []string{"Peter", "Pet", "Pe", "Pt"}},
	{"2 Peter", 3, []string{"Peter", "Pet", "Pe", "Pt"}},
	{"1 John", 5, []string{"John", "Jhn", "Joh", "Jno", "Jn", "Jo"}},
	{"2 John", 1, []string{"John", "Jhn", "Joh", "Jno", "Jn", "Jo"}},
	{"3 John", 1, []string{"John", "Jhn", "Joh", "Jno", "Jn", "Jo"}},
	{"Jude", 1, []string{"Jde"}},
	{"Revelation", 22, []string{"Revelations", "Rev", "Re", "Rv", "Apocalypse"}},
}

// ordinalWords maps the ways a book number is written to its digit.
var ordinalWords = map[string]string{
	"1": "1", "i": "1", "1st": "1", "first": "1",
	"2": "2", "ii": "2", "2nd": "2", "second": "2",
	"3": "3", "iii": "3", "3rd": "3", "third": "3",
}

var (
	// byKey maps a normalised name or abbreviation to a canon index (0-based).
	byKey = map[string]int{}
	// fullKeys are the normalised canonical names, in canon order.
	fullKeys []string
	// baseKeys are the normalised names without their number ("john" for
	// "1 John"); equal to fullKeys for unnumbered books.
	baseKeys []string
)

func init() {
	for i, b := range canon {
		num, base := "", b.name
		if b.name[0] >= '1' && b.name[0] <= '3' {
			num, base = b.name[:1], b.name[2:]
		}
		full := num + squash(base)
		fullKeys = append(fullKeys, full)
		baseKeys = append(baseKeys, squash(base))
		for _, a := range append([]string{base}, b.abbrevs...) {
			k := num + squash(a)
			if j, dup := byKey[k]; dup && j != i {
				panic("bible: abbreviation " + k + " names two books")
			}
			byKey[k] = i
		}
	}
}

// squash lower-cases s and drops spaces and dots: "Song of Sol." → "songofsol".
func squash(s string) string {
	var sb strings.Builder
	for _, r := range s {
		if r == '.' || unicode.IsSpace(r) {
			continue
		}
		sb.WriteRune(unicode.ToLower(r))
	}
	return sb.String()
}

// normalize turns a written book name into its number ("1", "2", "3" or "")
// and squashed remainder: "I Cor." → ("1", "cor"), "1Jn" → ("1", "jn"),
// "First Corinthians" → ("1", "corinthians").
func normalize(name string) (num, rest string) {
	words := strings.Fields(strings.ToLower(strings.ReplaceAll(name, ".", " ")))
	if len(words) == 0 {
		return "", ""
	}
	if d, ok := ordinalWords[words[0]]; ok && len(words) > 1 {
		return d, squash(strings.Join(words[1:], ""))
	}
	if w := words[0]; len(w) > 1 && w[0] >= '1' && w[0] <= '3' && unicode.IsLetter(rune(w[1])) {
		return w[:1], squash(w[1:] + strings.Join(words[1:], ""))
	}
	return "", squash(strings.Join(words, ""))
}

// lookupBook finds the book a written name means. It tries the explicit
// abbreviation table first, then unique prefixes of the canonical names
// ("Deuter", "Revel"). found is false when nothing matches; candidates lists
// the books an ambiguous prefix could mean ("Jo" → Joshua, Job, ...).
func lookupBook(name string) (idx int, found bool, candidates []string) {
	num, rest := normalize(name)
	if rest == "" {
		return 0, false, nil
	}
	if i, ok := byKey[num+rest]; ok {
		return i, true, nil
	}
	if len(rest) < 2 {
		return 0, false, nil
	}
	var hits []int
	for i := range canon {
		if strings.HasPrefix(fullKeys[i], num+rest) || (num == "" && strings.HasPrefix(baseKeys[i], rest)) {
			hits = append(hits, i)
		}
	}
	switch len(hits) {
	case 0:
		return 0, false, nil
	case 1:
		return hits[0], true, nil
	}
	for _, i := range hits {
		candidates = append(candidates, canon[i].name)
	}
	return 0, false, candidates
}

// LookupBook resolves a book name or abbreviation, case-insensitively and
// with or without dots or a number written as a digit, roman numeral or
// word: "1 Cor", "1Cor.", "I Corinthians" and "First Corinthians" all give
// 1 Corinthians. ok is false for unknown or ambiguous names.
func LookupBook(name string) (b Book, ok bool) {
	i, ok, _ := lookupBook(name)
	if !ok {
		return Book{}, false
	}
	return bookAt(i), true
}

// BookIndex returns the canon position (1 to 66) of the book a name or
// abbreviation means, or 0 if it means none.
func BookIndex(name string) int {
	i, ok, _ := lookupBook(name)
	if !ok {
		return 0
	}
	return i + 1
}

// Books returns the 66 books in canonical order.
func Books() []Book {
	out := make([]Book, len(canon))
	for i := range canon {
		out[i] = bookAt(i)
	}
	return out
}

func bookAt(i int) Book {
	return Book{Index: i + 1, Name: canon[i].name, Chapters: canon[i].chapters}
}
