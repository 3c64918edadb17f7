package downloads

import "testing"

func TestIsBot(t *testing.T) {
	t.Parallel()
	for ua, want := range map[string]bool{
		"":    true,
		"   ": true,
		"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)":      true,
		"Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)":       true,
		"Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)":            true,
		"Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch)": true,
		"facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)":     true,
		"python-requests/2.31.0": true,
		"Go-http-client/1.1":     true,
		"Wget/1.21.3":            true,
		"SomeCrawler/1.0":        true,
		"Baiduspider":            true,
		"AppleCoreMedia/1.0.0.21A329 (iPhone; U; CPU OS 17_0 like Mac OS X; en_us)":                         false,
		"Podcasts/1580.2 CFNetwork/1410.0.3 Darwin/22.6.0":                                                  false,
		"PocketCasts/1.0 (Pocket Casts - Android; +https://pocketcasts.com/)":                               false,
		"Overcast/3.0 (+http://overcast.fm/; iOS podcast app)":                                              false,
		"Spotify/8.8.0 Android/33 (Pixel 7)":                                                                false,
		"curl/8.5.0":                                                                                        false,
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36": false,
	} {
		if got := IsBot(ua); got != want {
			t.Errorf("IsBot(%q) = %v, want %v", ua, got, want)
		}
	}
}
