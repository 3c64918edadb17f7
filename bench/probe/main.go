// Command probe drives one route of a running server at a fixed number of
// connections for a while and prints its throughput and latency: the
// quick look taken between `make bench` runs (docs/BENCHMARKS.md, target 7,
// "what the p99 is made of"). %d in -path becomes a random page 1..-pages,
// %s a random word of -words; the URLs are the same every run.
//
//	go run ./bench/probe -base http://127.0.0.1:8090 -token "$TOKEN" \
//	    -path '/api/media/browse?limit=20&page=%d' -pages 1000 -c 64 -d 4s
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"selah/bench/internal/load"
)

func main() {
	base := flag.String("base", "http://127.0.0.1:8090", "the server")
	path := flag.String("path", "/api/health", "path and query; %d is a random page, %s a random word")
	pages := flag.Int("pages", 1000, "pages to draw from (1..pages)")
	words := flag.String("words", "", "comma-separated words for %s")
	token := flag.String("token", "", "a bearer token")
	conns := flag.Int("c", 64, "connections")
	d := flag.Duration("d", 4*time.Second, "how long to measure (after half a second of warm-up)")
	writeEpisode := flag.String("write-episode", "", "also save a listening position on this episode, as -token, -write-rate times a second")
	writeRate := flag.Int("write-rate", 50, "position saves a second with -write-episode")
	flag.Parse()
	if *writeEpisode != "" {
		stop := load.StartPositionWriter(*base, *token, []string{*writeEpisode}, *writeRate)
		defer func() {
			w := stop()
			fmt.Printf("writer: %d positions saved, %d failed\n", w.OK, w.Failed)
		}()
	}

	r := rand.New(rand.NewPCG(1, 2))
	ws := strings.Split(*words, ",")
	urls := make([]string, 0, 3000)
	for range 3000 {
		p := *path
		if strings.Contains(p, "%s") {
			p = strings.Replace(p, "%s", ws[r.IntN(len(ws))], 1)
		}
		if strings.Contains(p, "%d") {
			p = strings.Replace(p, "%d", fmt.Sprint(1+r.IntN(*pages)), 1)
		}
		urls = append(urls, *base+p)
	}
	res := load.Run(load.Plan{Conns: *conns, Rounds: 1, Round: *d, Warm: 500 * time.Millisecond},
		load.Leg{Name: "probe", URLs: urls, Token: *token})
	fmt.Printf("%.0f req/s · p50 %v · p99 %v · success %.3f", res.Throughput, res.P50, res.P99, res.Success)
	if len(res.Errors) > 0 {
		fmt.Printf(" · errors %v", res.Errors)
	}
	fmt.Println()
}
