package publicpage

import "time"

var site = Site{Name: "Selah", Base: "https://selah.example"}

var day = time.Date(2026, 3, 1, 9, 30, 0, 0, time.UTC)

func creator() Creator {
	return Creator{Id: "user0000000001", Name: "Grace Choir", Bio: "We sing.", AvatarPath: "/api/files/_pb_users_auth_/user0000000001/me.png"}
}

func album() Item {
	return Item{Id: "album000000001", Kind: KindAlbum, Title: "Morning Songs", Description: "Songs for the morning.",
		CoverPath: "/api/files/pbc_selah_media/album000000001/cover.png", Creator: creator(), Genre: "Worship",
		Language: "en", Created: day, Updated: day,
		Episodes: []Episode{
			{Id: "track000000001", Title: "Sunrise", Duration: 185, Position: 1, Created: day, AudioURL: "/api/feeds/episodes/track000000001/sunrise.mp3", AudioType: "audio/mpeg"},
			{Id: "track000000002", Title: "Noon", Duration: 3725, Position: 2, Created: day, AudioURL: "/api/feeds/episodes/track000000002/noon.mp3", AudioType: "audio/mpeg"},
		}}
}

func podcast() Item {
	return Item{Id: "podcast0000001", Kind: KindPodcast, Title: "Daily Bread", Creator: creator(), Language: "en", Created: day,
		Feeds: []Feed{{Kind: FeedPodcast, Title: "Daily Bread", URL: "/api/feeds/podcasts/podcast0000001.xml"}},
		Episodes: []Episode{
			{Id: "podep000000001", Title: "Day one", Description: "The first day.", Duration: 600, Position: 1, Created: day, AudioURL: "/s/1", AudioType: "audio/mp4"},
			{Id: "podep000000002", Title: "Day two", Duration: 660, Position: 2, Created: day, AudioURL: "/s/2", AudioType: "audio/mp4"},
		}}
}

func sermon(passages ...string) Item {
	return Item{Id: "sermon00000001", Kind: KindSermon, Title: "Born Again", Creator: creator(), Preacher: "Pastor Ann",
		Theme: "The Gospel of John", Passages: passages, Language: "en", Created: day,
		Feeds: []Feed{
			{Kind: FeedSermons, Title: "Grace Choir's sermons", URL: "/api/feeds/creators/user0000000001/sermons.xml"},
			{Kind: FeedSeries, Title: "The Gospel of John", URL: "/api/feeds/series/user0000000001/the-gospel-of-john.xml"},
		},
		Episodes: []Episode{{Id: "sermonep000001", Title: "Born Again", Duration: 2400, Position: 1, Created: day, AudioURL: "/s/9", AudioType: "audio/mpeg"}}}
}
