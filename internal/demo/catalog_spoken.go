package demo

func podcasts() []Item {
	return []Item{{
		Creator: "miriam.hale@demo.selah.local", Type: "podcast", Category: "Devotional", Status: "active",
		Title:       "Quiet Waters",
		Description: "A ten-minute devotional for busy people: one short passage, one honest thought, one prayer. New episodes every Monday.",
		Tags:        []string{"devotional", "prayer", "short"},
		Tracks: []Track{
			{Title: "Ep. 1: Be Still", Description: "What it means to stop, and why it is so hard."},
			{Title: "Ep. 2: Daily Bread", Description: "Asking for enough for today, and trusting for tomorrow."},
			{Title: "Ep. 3: Cast Your Cares", Description: "A practical look at handing over the worry list."},
		},
	}, {
		Creator: "miriam.hale@demo.selah.local", Type: "podcast", Category: "Christian Living", Status: "pending",
		Title:       "Table Talk: Faith at Home",
		Description: "Conversations about faith around the dinner table: parenting, hospitality, and praying with people who spill things.",
		Tags:        []string{"family", "home"},
		Tracks: []Track{
			{Title: "Grace at the Table", Description: "Why a meal is one of the oldest ways to pray together."},
			{Title: "Open Doors", Description: "Hospitality when the house is not tidy."},
		},
	}, {
		Creator: "daniel.reyes@demo.selah.local", Type: "podcast", Category: "Bible Study", Status: "active",
		Title:       "Through the Psalms",
		Description: "A slow walk through the Psalms, a few verses at a time, with notes on the Hebrew poetry and what it meant to sing these songs.",
		Tags:        []string{"psalms", "bible study"},
		Tracks: []Track{
			{Title: "Psalm 1: Two Paths", Description: "The tree by the river and the chaff in the wind."},
			{Title: "Psalm 23: The Shepherd", Description: "The most loved psalm, read slowly."},
			{Title: "Psalm 46: Our Refuge", Description: "A song for when the mountains shake."},
		},
	}}
}

func sermons() []Item {
	const preacher = "Pastor Daniel Reyes"
	return []Item{{
		Creator: "daniel.reyes@demo.selah.local", Type: "sermon", Category: "Teaching", Status: "active",
		Title:       "Love That Finds Us",
		Description: "A two-part series on the love of God that goes looking for the lost, from the most famous verse in the Bible to the father who runs.",
		Preacher:    preacher, Theme: "Love That Finds Us", PreachedAt: "2025-03-02 10:30:00.000Z",
		Passages: []Passage{
			{Book: "John", Chapter: 3, VerseFrom: 16, VerseTo: 18, Text: "John 3:16-18"},
			{Book: "Luke", Chapter: 15, VerseFrom: 11, VerseTo: 24, Text: "Luke 15:11-24"},
		},
		Tags: []string{"grace", "gospel"},
		Tracks: []Track{
			{Title: "Part 1: So Loved", Description: "God's love is not a reward for the good but a rescue for the world."},
			{Title: "Part 2: The Father Runs", Description: "The son rehearses his speech; the father is already running."},
		},
	}, {
		Creator: "daniel.reyes@demo.selah.local", Type: "sermon", Category: "Prayer", Status: "pending",
		Title:       "Learning to Pray",
		Description: "What the disciples asked Jesus to teach them, and what he taught: a series on the Lord's Prayer and a life of asking.",
		Preacher:    preacher, Theme: "Learning to Pray", PreachedAt: "2025-04-06 10:30:00.000Z",
		Passages: []Passage{
			{Book: "Matthew", Chapter: 6, VerseFrom: 9, VerseTo: 13, Text: "Matthew 6:9-13"},
			{Book: "Philippians", Chapter: 4, VerseFrom: 6, VerseTo: 7, Text: "Philippians 4:6-7"},
		},
		Tags: []string{"prayer"},
		Tracks: []Track{
			{Title: "Our Father", Description: "Prayer begins with who God is."},
			{Title: "Give Us Today", Description: "Small requests are welcome too."},
			{Title: "Do Not Be Anxious", Description: "Trading worry for thanksgiving."},
		},
	}, {
		Creator: "daniel.reyes@demo.selah.local", Type: "sermon", Category: "Worship", Status: "active",
		Title:       "A Heart of Worship",
		Description: "Worship is more than the songs on Sunday. Two messages on worship in spirit and truth, and on entering his gates with thanksgiving.",
		Preacher:    preacher, Theme: "Spirit and Truth", PreachedAt: "2025-05-11 10:30:00.000Z",
		Passages: []Passage{
			{Book: "Psalms", Chapter: 100, VerseFrom: 1, VerseTo: 5, Text: "Psalm 100:1-5"},
			{Book: "John", Chapter: 4, VerseFrom: 23, VerseTo: 24, Text: "John 4:23-24"},
		},
		Tags: []string{"worship"},
		Tracks: []Track{
			{Title: "Spirit and Truth", Description: "The woman at the well asks where to worship; Jesus answers how."},
			{Title: "Enter His Gates", Description: "Thanksgiving as the front door of worship."},
		},
	}}
}
