package downloads

import "strings"

// BotSubstrings are the user-agent fragments, compared case-insensitively,
// that mark a request as a bot's, in the spirit of the IAB's list of known
// spiders and robots. Generic fragments ("bot", "crawler", "spider") catch
// most crawlers; the named ones document the usual offenders (several are
// also caught by "bot"), and the HTTP libraries (python-requests,
// Go-http-client, Wget) are scripts, not listeners. curl is deliberately not
// listed: some podcast apps and their download helpers send curl-like
// agents, and the IAB list does not filter it.
var BotSubstrings = []string{
	"bot",
	"crawler",
	"spider",
	"facebookexternalhit",
	"googlebot",
	"bingbot",
	"ahrefsbot",
	"slurp",
	"python-requests",
	"go-http-client",
	"wget",
}

// IsBot reports whether a request with this User-Agent is not a listener's:
// a known bot, crawler or HTTP library, or no user agent at all (IAB
// guidelines treat a missing user agent as invalid traffic).
func IsBot(userAgent string) bool {
	ua := strings.ToLower(strings.TrimSpace(userAgent))
	if ua == "" {
		return true
	}
	for _, s := range BotSubstrings {
		if strings.Contains(ua, s) {
			return true
		}
	}
	return false
}
