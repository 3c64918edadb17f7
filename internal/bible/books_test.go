package bible

import "testing"

func TestCanon(t *testing.T) {
	books := Books()
	if len(books) != 66 {
		t.Fatalf("%d books, want 66", len(books))
	}
	ot, nt := 0, 0
	for i, b := range books {
		if b.Index != i+1 {
			t.Errorf("%s has index %d, want %d", b.Name, b.Index, i+1)
		}
		if i < 39 {
			ot += b.Chapters
		} else {
			nt += b.Chapters
		}
		if got := BookIndex(b.Name); got != b.Index {
			t.Errorf("BookIndex(%q) = %d, want %d", b.Name, got, b.Index)
		}
	}
	if ot != 929 || nt != 260 {
		t.Errorf("chapters: OT %d NT %d, want 929 and 260", ot, nt)
	}
	if books[0].Name != "Genesis" || books[39].Name != "Matthew" || books[65].Name != "Revelation" {
		t.Errorf("order: %s, %s, %s", books[0].Name, books[39].Name, books[65].Name)
	}
}

// Every abbreviation in the table, with its number in every written form,
// resolves to its own book.
func TestAbbreviationsResolve(t *testing.T) {
	for i, b := range canon {
		forms := []string{""}
		if c := b.name[0]; c >= '1' && c <= '3' {
			forms = map[byte][]string{
				'1': {"1 ", "1", "I ", "First ", "1st ", "i "},
				'2': {"2 ", "2", "II ", "Second ", "2nd "},
				'3': {"3 ", "3", "III ", "Third ", "3rd "},
			}[c]
		}
		for _, a := range b.abbrevs {
			for _, f := range forms {
				for _, s := range []string{f + a, f + a + ".", f + upper(a)} {
					if got := BookIndex(s); got != i+1 {
						t.Errorf("BookIndex(%q) = %d, want %d (%s)", s, got, i+1, b.name)
					}
				}
			}
		}
	}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func TestLookupBook(t *testing.T) {
	cases := []struct{ in, want string }{
		{"1 Cor", "1 Corinthians"},
		{"1Cor", "1 Corinthians"},
		{"1 cor.", "1 Corinthians"},
		{"1 Cor.", "1 Corinthians"},
		{"I Corinthians", "1 Corinthians"},
		{"i cor", "1 Corinthians"},
		{"First Corinthians", "1 Corinthians"},
		{"1st Corinthians", "1 Corinthians"},
		{"II Cor", "2 Corinthians"},
		{"2nd Cor", "2 Corinthians"},
		{"Second Corinthians", "2 Corinthians"},
		{"III John", "3 John"},
		{"3 Jn", "3 John"},
		{"3Jn", "3 John"},
		{"Third John", "3 John"},
		{"1 Jn", "1 John"},
		{"Jn", "John"},
		{"Jhn", "John"},
		{"JOHN", "John"},
		{"john.", "John"},
		{"Rom", "Romans"},
		{"Rom.", "Romans"},
		{"Ps", "Psalms"},
		{"Psa", "Psalms"},
		{"Psalm", "Psalms"},
		{"Psalms", "Psalms"},
		{"Song of Songs", "Song of Solomon"},
		{"song of solomon", "Song of Solomon"},
		{"SoS", "Song of Solomon"},
		{"Song", "Song of Solomon"},
		{"Canticles", "Song of Solomon"},
		{"Phil", "Philippians"},
		{"Php", "Philippians"},
		{"Phlm", "Philemon"},
		{"Philem", "Philemon"},
		{"Jud", "Judges"},
		{"Judg", "Judges"},
		{"Jude", "Jude"},
		{"Gen", "Genesis"},
		{"Exod", "Exodus"},
		{"Deut", "Deuteronomy"},
		{"Deuter", "Deuteronomy"}, // unique prefix
		{"Zeph", "Zephaniah"},
		{"Matt", "Matthew"},
		{"Mt", "Matthew"},
		{"Mk", "Mark"},
		{"Lk", "Luke"},
		{"Jas", "James"},
		{"Jam", "James"}, // unique prefix
		{"Rev", "Revelation"},
		{"Revelations", "Revelation"},
		{"Eccl", "Ecclesiastes"},
		{"Qoh", "Ecclesiastes"},
		{"1 Sam", "1 Samuel"},
		{"2 Kgs", "2 Kings"},
		{"1 Chron", "1 Chronicles"},
		{"1 Thess", "1 Thessalonians"},
		{"2 Tim", "2 Timothy"},
		{"1 Pet", "1 Peter"},
		{"Obad", "Obadiah"},
		{"Heb", "Hebrews"},
		{"Lam", "Lamentations"},
		{"Ezek", "Ezekiel"},
		{"Ezr", "Ezra"},
	}
	for _, c := range cases {
		b, ok := LookupBook(c.in)
		if !ok || b.Name != c.want {
			t.Errorf("LookupBook(%q) = %q, %v; want %q", c.in, b.Name, ok, c.want)
		}
	}
	for _, in := range []string{"", " ", "Hezekiah", "Jo", "Ju", "Phi", "Corinthians", "Thess", "J", "1", "I", "4 Kings", "Grace", "Ez"} {
		if b, ok := LookupBook(in); ok {
			t.Errorf("LookupBook(%q) = %q, want no book", in, b.Name)
		}
	}
}
