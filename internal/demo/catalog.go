package demo

// Password is the one password every demo account gets, printed by the
// seed command so a newcomer can sign in at once.
const Password = "selah-demo-2025"

// Person is a demo account; Role says who they are in the summary.
type Person struct {
	Name  string
	Email string
	Role  string
	Bio   string
}

// Passage is one Bible reference of a sermon, stored as structured JSON in
// media.bibleReferences.
type Passage struct {
	Book      string `json:"book"`
	Chapter   int    `json:"chapter"`
	VerseFrom int    `json:"verseFrom"`
	VerseTo   int    `json:"verseTo"`
	Text      string `json:"text"`
}

// Track is one episode of a media item: a song, a podcast episode or a part
// of a sermon series.
type Track struct {
	Title       string
	Description string
	Lyrics      string
}

// Item is one demo media item with its moderation state. Genre names a
// seeded genre (albums); Category names a seeded audio category of the
// item's type (podcasts and sermons). PreachedAt is a PocketBase date string.
type Item struct {
	Creator      string // a Person's email
	Type         string // album, podcast or sermon
	Title        string
	Description  string
	Genre        string
	Category     string
	Status       string // active, pending or rejected
	StatusReason string
	Preacher     string
	Theme        string
	PreachedAt   string
	Passages     []Passage
	Tags         []string
	Tracks       []Track
}

// Creators are the demo artists, preachers and podcasters.
func Creators() []Person {
	return []Person{
		{Name: "Grace Okafor", Email: "grace.okafor@demo.selah.local", Role: "worship artist",
			Bio: "Worship leader and songwriter. Writing songs for early mornings and long roads."},
		{Name: "Samuel Mensah", Email: "samuel.mensah@demo.selah.local", Role: "Afro gospel artist and choir director",
			Bio: "Drums, choir and a joyful noise. Directing the Harvest Praise choir since 2012."},
		{Name: "Pastor Daniel Reyes", Email: "daniel.reyes@demo.selah.local", Role: "pastor",
			Bio: "Lead pastor at Riverside Community Church. Teaching the Bible one passage at a time."},
		{Name: "Miriam Hale", Email: "miriam.hale@demo.selah.local", Role: "podcaster",
			Bio: "Host of Quiet Waters, a devotional podcast for busy people who want to slow down."},
	}
}

// Listener is the demo account that only listens.
func Listener() Person {
	return Person{Name: "Ruth Bennett", Email: "ruth.bennett@demo.selah.local", Role: "listener",
		Bio: "Listening on the commute, singing along in the kitchen."}
}

// Catalog is every demo media item: albums, podcasts and sermons in a mix
// of moderation states. The first item is active.
func Catalog() []Item {
	items := albums()
	items = append(items, podcasts()...)
	return append(items, sermons()...)
}
