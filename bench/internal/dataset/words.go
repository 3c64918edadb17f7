package dataset

import (
	"math/rand/v2"
	"strings"
)

// SearchWord is the word the search benchmark looks for. It appears, as a
// whole word, only in titles (half of them) and in no other searchable
// field, so our full-text search and PocketBase's LIKE filter over the same
// fields find exactly the same rows.
const SearchWord = "grace"

var (
	firstNames = []string{"Ama", "Kofi", "Esther", "John", "Ruth", "Samuel", "Naomi", "David", "Lydia", "Peter",
		"Miriam", "Daniel", "Abigail", "Joseph", "Hannah", "Caleb", "Deborah", "Isaac", "Rebecca", "Elijah",
		"Priscilla", "Stephen", "Martha", "Andrew", "Chloe", "Timothy", "Joy", "Silas", "Faith", "Emmanuel"}
	lastNames = []string{"Mensah", "Okafor", "Adeyemi", "Johnson", "Williams", "Boateng", "Nkosi", "Diallo",
		"Brown", "Asante", "Mwangi", "Okoye", "Smith", "Taylor", "Owusu", "Banda", "Eze", "Kamau", "Moore", "Lewis"}
	titleWords = []string{"Morning", "Light", "River", "Hope", "Glory", "Shepherd", "Mercy", "Kingdom",
		"Promise", "Praise", "Harvest", "Journey", "Peace", "Shelter", "Fire", "Mountain", "Covenant",
		"Victory", "Rest", "Song", "Joyful", "Living", "Water", "Crown", "Rock", "Dawn", "Path", "Healing"}
	descWords = []string{"a", "message", "of", "faith", "for", "every", "season", "recorded", "live", "with",
		"the", "choir", "family", "church", "young", "voices", "studio", "sessions", "from", "Accra", "Lagos",
		"Nairobi", "London", "Atlanta", "and", "friends", "worship", "night", "teaching", "series"}
	themes    = []string{"Foundations", "The Beatitudes", "Walking in Love", "Psalms of Ascent", "Kingdom Living", "Firm Ground"}
	passages  = []string{"John 3:16-18", "Romans 8", "Psalm 23", "Matthew 5-7", "Ephesians 2:8-10", "Isaiah 40:28-31", "Genesis 1", "Luke 15"}
	albumNoun = []string{"Songs", "Hymns", "Anthems", "Sessions", "Psalms", "Melodies"}
)

func pick(r *rand.Rand, xs []string) string { return xs[r.IntN(len(xs))] }

func personName(r *rand.Rand) string { return pick(r, firstNames) + " " + pick(r, lastNames) }

// mediaTitle has the search word in half the titles (page 500 of a search must exist).
func mediaTitle(r *rand.Rand) string {
	words := []string{pick(r, titleWords), pick(r, titleWords)}
	if r.IntN(2) == 0 {
		words = append(words, "Grace")
		r.Shuffle(len(words), func(i, j int) { words[i], words[j] = words[j], words[i] })
	}
	return strings.Join(append(words, pick(r, albumNoun)), " ")
}

func sentence(r *rand.Rand, n int) string {
	words := make([]string, n)
	for i := range words {
		words[i] = pick(r, descWords)
	}
	s := strings.Join(words, " ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}
