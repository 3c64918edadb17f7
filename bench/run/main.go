// Command run is `make bench`: it builds the benchmark database, runs every
// target of the issue side by side with its peer, prints one table and
// writes it into docs/BENCHMARKS.md with the machine, date and commit.
//
//	go run ./bench/run [-quick] [-bin ./selah] [-keep] [-reuse] [-only 1,3] [-tail browse] [-layers seek,totals]
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"selah/bench/internal/dataset"
	"selah/bench/internal/report"
	"selah/bench/internal/server"
	"selah/bench/internal/suite"
)

func main() {
	quick := flag.Bool("quick", false, "the quick mode (smaller data set, shorter rounds; under 3 minutes)")
	bin := flag.String("bin", "./selah", "the built selah binary (make build)")
	// bench/out is git-ignored; the leading underscore keeps ./bench/... (go vet, go test)
	// from walking the 500k storage directories of a kept data set.
	out := flag.String("out", "bench/out", "working directory for data dirs and logs")
	docs := flag.String("docs", "docs/BENCHMARKS.md", "where to write the table ('' for nowhere)")
	keep := flag.Bool("keep", false, "keep the generated data dirs")
	reuse := flag.Bool("reuse", false, "reuse the data set of an earlier -keep run of the same mode")
	only := flag.String("only", "", "run only these targets (comma-separated numbers), for development")
	tail := flag.String("tail", "", "target 7: run only the rows whose name holds this text, for development")
	layerNames := flag.String("layers", "", "target 10: measure only the speed layers whose name holds one of these comma-separated words (internal/layers), for development")
	flag.Parse()
	log.SetFlags(log.Ltime)

	cfg := suite.Full
	if *quick {
		cfg = suite.Quick
	}
	started := time.Now()
	env := &suite.Env{Config: cfg, Bin: *bin, Out: filepath.Join(*out, "_"+cfg.Mode), PublicDir: "pb_public", Log: log.Printf}
	env.Table = &report.Table{Mode: cfg.Mode, Started: started, Machine: report.Machine(), Commit: report.Commit(),
		Dataset: fmt.Sprintf("%s users, %s media, %s episodes, %s plays (twin: %s)", n(cfg.Size.Users), n(cfg.Size.Media),
			n(cfg.Size.Episodes), n(cfg.Size.Plays), n(cfg.Size.SmallPlays))}
	for _, f := range []string{*bin, filepath.Join(env.PublicDir, "index.html")} {
		if _, err := os.Stat(f); err != nil {
			log.Fatalf("%s is missing: run `make build` first", f)
		}
	}
	want := func(target string) bool { return *only == "" || strings.Contains(","+*only+",", ","+target+",") }

	var err error
	data := filepath.Join(env.Out, "data")
	// Targets 4, 8 and 9 make their own data; the others need the data set.
	needsData := want("1") || want("2") || want("3") || want("5") || want("6") || want("7") || want("10")
	if needsData {
		if env.Data, err = loadOrBuild(data, *reuse, cfg, *bin); err != nil {
			log.Fatal(err)
		}
	}
	if !*keep {
		defer os.RemoveAll(env.Out)
	}

	if want("6") {
		log.Print("target 6: cold start")
		suite.ColdStart(env)
	}
	if want("1") || want("2") || want("3") || want("5") {
		runOnServers(env, want)
	}
	if want("7") {
		log.Print("target 7: the long tail under writes, answer cache off")
		longTail(env, *tail)
	}
	if want("10") {
		log.Print("target 10: speed layers, each on against off")
		suite.Layers(env, *layerNames)
	}
	if want("4") {
		log.Print("target 4: uploads")
		suite.Uploads(env)
	}
	if want("8") {
		log.Print("target 8: rendering an hour of speech")
		suite.Renditions(env)
	}
	if want("9") {
		log.Print("target 9: origin cost per listener, through the server and redirected to S3")
		suite.Delivery(env)
	}

	env.Table.Elapsed = time.Since(started)
	// By target number (10 after 9), each target's rows in their order.
	sort.SliceStable(env.Table.Rows, func(i, j int) bool {
		a, _ := strconv.Atoi(env.Table.Rows[i].Target)
		b, _ := strconv.Atoi(env.Table.Rows[j].Target)
		return a < b
	})
	if *docs != "" {
		last := report.LastRun(*docs, env.Table.Mode)
		env.Table.Changes = report.Compare(last, env.Table)
		if m := regexp.MustCompile("commit `([0-9a-f]+)`").FindStringSubmatch(last); m != nil {
			env.Table.LastCommit = "commit " + m[1]
		}
	}
	md := env.Table.Markdown()
	fmt.Println()
	fmt.Print(md)
	if *docs != "" && *only == "" && *tail == "" && *layerNames == "" {
		if err := report.WriteDocs(*docs, env.Table); err != nil {
			log.Fatal(err)
		}
		log.Printf("table written to %s", *docs)
	}
}

// runOnServers runs the targets that need the big database served (and
// its small twin for target 2).
func runOnServers(env *suite.Env, want func(string) bool) {
	big, err := server.Start(env.Bin, env.Data.BigDir)
	if err != nil {
		log.Fatal(err)
	}
	defer big.Stop()
	settle(env, big)
	tb, err := suite.SignIn(big)
	if err != nil {
		log.Fatal(err)
	}
	if want("1") {
		log.Print("target 1: lists against PocketBase's records API")
		suite.Lists(env, big, tb)
	}
	if want("2") {
		log.Print("target 2: stat routes, big database against its small twin")
		small, err := server.Start(env.Bin, env.Data.SmallDir)
		if err != nil {
			log.Fatal(err)
		}
		settle(env, small)
		ts, err := suite.SignIn(small)
		if err != nil {
			log.Fatal(err)
		}
		suite.Stats(env, big, small, tb, ts)
		small.Stop()
	}
	if want("3") {
		log.Print("target 3: streaming against nginx")
		suite.Streaming(env, big, tb)
	}
	if want("5") {
		log.Print("target 5: front end")
		suite.Frontend(env, big, tb)
	}
}

// longTail runs target 7 on a server of the big database started with the
// answer cache off, so every answer is rendered.
func longTail(env *suite.Env, only string) {
	srv, err := server.StartEnv(env.Bin, env.Data.BigDir, "SELAH_ANSWER_CACHE=off")
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Stop()
	settle(env, srv)
	t, err := suite.SignIn(srv)
	if err != nil {
		log.Fatal(err)
	}
	suite.LongTail(env, srv, t, only)
}

// settle waits for a fresh server's background work to end (see
// server.Settle) and reports how long it took.
func settle(env *suite.Env, s *server.Server) {
	took, idle := s.Settle(env.Settle)
	if !idle {
		env.Table.Warn("the server on %s was still busy %s after its start; measuring anyway", s.Dir, took.Round(time.Second))
		return
	}
	env.Table.Note("The server on %s was busy for %s after its start (start-up work in the background) before measuring.",
		filepath.Base(s.Dir), took.Round(100*time.Millisecond))
}

func loadOrBuild(dir string, reuse bool, cfg suite.Config, bin string) (*dataset.Manifest, error) {
	if reuse {
		if m, err := dataset.LoadManifest(filepath.Join(dir, "manifest.json")); err == nil && m.Size == cfg.Size {
			log.Printf("reusing the data set in %s", dir)
			return m, nil
		}
	}
	log.Printf("building the %s data set in %s", cfg.Mode, dir)
	return dataset.Build(dataset.Options{Bin: bin, Repo: ".", Dir: dir, Size: cfg.Size, Seed: 7, Log: log.Printf})
}

func n(i int) string {
	switch {
	case i >= 1_000_000 && i%1_000_000 == 0:
		return fmt.Sprintf("%dM", i/1_000_000)
	case i >= 1000 && i%1000 == 0:
		return fmt.Sprintf("%dk", i/1000)
	}
	return fmt.Sprint(i)
}
