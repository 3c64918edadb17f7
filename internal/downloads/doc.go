// Package downloads decides which enclosure requests count as podcast
// downloads, after the IAB Podcast Measurement Technical Guidelines v2.2:
//
//   - only GET requests (a HEAD fetches no audio);
//   - no known bots (IsBot, a documented list of user-agent substrings);
//   - no "bytes=0-1" probes (IsProbe), which players send to learn the size;
//   - a request counts only once the bytes served cover at least one minute
//     of audio after the file's header, or the whole audio when it is shorter
//     (Threshold); several Range requests of the same listener add up
//     (Coverage, Tracker);
//   - one download per listener per episode per 24 hours, where the listener
//     is a salted SHA-256 of the IP (IPv6 cut to its /64) and the user agent
//     (ListenerKey): the raw IP is never stored.
//
// Everything here is pure and in memory; the routes store the counted
// downloads.
package downloads
