// Command uploadmem measures what a 1 GiB album upload costs the server on
// its own (`make bench-upload`; `make bench` runs the same legs in its
// table): it starts the built selah binary on a fresh data dir, signs a
// creator up, sends an album of ten generated WAV files (about 100 MiB
// each) through POST /api/media/upload-media and through the resumable tus
// route, and reports each time, the server's peak resident memory (VmHWM
// from /proc) and, as a peer measured in the same run, the time `cp` takes
// to copy the same bytes on the same disk.
//
//	go run ./bench/uploadmem -bin ./selah [-files 10] [-mib 100]
package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"selah/bench/internal/upload"
)

func main() {
	bin := flag.String("bin", "./selah", "the selah binary")
	files := flag.Int("files", 10, "audio files in the album")
	mib := flag.Int("mib", 100, "MiB per audio file")
	flag.Parse()

	dir, err := os.MkdirTemp("", "selah-uploadmem-")
	check(err)
	defer os.RemoveAll(dir)
	r, err := upload.Measure(*bin, dir, upload.Album{Files: *files, Size: int64(*mib) << 20}, log.Printf)
	check(err)
	total := float64(r.Total) / (1 << 20)
	fmt.Printf("album: %d files, %.2f GiB\n", *files, total/1024)
	fmt.Printf("cp of the same bytes: %.2f s (%.0f MiB/s)\n", r.Copy.Seconds(), total/r.Copy.Seconds())
	for _, leg := range r.Legs {
		if leg.Err != nil {
			fmt.Printf("%s: %v\n", leg.Name, leg.Err)
			continue
		}
		fmt.Printf("%s: %.2f s (%.0f MiB/s), ratio cp/upload %.2f, server peak RSS %d MiB\n",
			leg.Name, leg.Time.Seconds(), total/leg.Time.Seconds(), r.Copy.Seconds()/leg.Time.Seconds(), leg.PeakRSS>>20)
	}
	fmt.Printf("server RSS before the uploads: %d MiB\n", r.IdleRSS>>20)
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
