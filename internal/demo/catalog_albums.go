package demo

func albums() []Item {
	return []Item{{
		Creator: "grace.okafor@demo.selah.local", Type: "album", Genre: "Worship", Status: "active",
		Title:       "Morning Mercies",
		Description: "Four quiet worship songs for the first hour of the day, written at a kitchen table before sunrise. Piano, soft pads and a voice that is still waking up.",
		Tags:        []string{"worship", "morning", "piano"},
		Tracks: []Track{
			{Title: "New Every Morning", Description: "A song about mercy that does not run out overnight.",
				Lyrics: "Before the kettle sings, before the street is loud,\nYou are already here, You are already here.\nNew every morning, Your kindness finds me,\nNew every morning, I rise in Your grace."},
			{Title: "Still Waters", Description: "Resting by the water the Shepherd leads us to."},
			{Title: "You Hold the Dawn", Description: "The sun comes up because You say so."},
			{Title: "Hallelujah Rising", Description: "The last song of the set, when the room begins to sing.",
				Lyrics: "Hallelujah rising like the light across the hills,\nEvery heart awakening, every worry stills."},
		},
	}, {
		Creator: "grace.okafor@demo.selah.local", Type: "album", Genre: "Contemporary Christian", Status: "pending",
		Title:       "Songs for the Long Road",
		Description: "Three songs for the seasons when faith feels like walking: steady, unglamorous and never alone.",
		Tags:        []string{"contemporary", "journey"},
		Tracks: []Track{
			{Title: "One More Mile", Description: "For the tired traveller who keeps going."},
			{Title: "Lantern", Description: "Your word a lamp, enough light for the next step."},
			{Title: "Home Is Where You Are", Description: "A closing prayer for the road home."},
		},
	}, {
		Creator: "samuel.mensah@demo.selah.local", Type: "album", Genre: "Afro Gospel", Status: "active",
		Title:       "Harvest Drums",
		Description: "Talking drums, bright guitars and a choir that will not sit down. A celebration of thanksgiving from Accra to the world.",
		Tags:        []string{"afro gospel", "praise", "thanksgiving"},
		Tracks: []Track{
			{Title: "Ayeyi (Praise)", Description: "An opening shout of praise.",
				Lyrics: "Lift your hands, the harvest is in,\nSing it loud, the Lord has been good to us."},
			{Title: "Dance Like David", Description: "No dignity required."},
			{Title: "Goodness in the Land", Description: "Counting blessings over a highlife groove."},
			{Title: "Thank You Medley", Description: "The choir's favourite, recorded live."},
		},
	}, {
		Creator: "samuel.mensah@demo.selah.local", Type: "album", Genre: "Gospel Choir", Status: "rejected",
		StatusReason: "Track 2 stops after a few seconds and the titles do not match the audio. Please upload the final masters and resubmit.",
		Title:        "Sunday Choir Sessions",
		Description:  "Rehearsal-room recordings of the Harvest Praise choir working through three new arrangements.",
		Tags:         []string{"choir", "live"},
		Tracks: []Track{
			{Title: "Call to Worship", Description: "Warm-up and a call and response."},
			{Title: "Great Is the Harvest", Description: "A new arrangement for full choir."},
			{Title: "Benediction", Description: "A sung blessing to close the service."},
		},
	}}
}
