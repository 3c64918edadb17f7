// Command gen builds a benchmark dataset on its own (bench/run builds one
// itself): go run ./bench/gen -out bench/out/data [-quick]
package main

import (
	"flag"
	"log"

	"selah/bench/internal/dataset"
)

func main() {
	out := flag.String("out", "bench/out/data", "output directory (emptied first)")
	bin := flag.String("bin", "./selah", "the selah binary")
	quick := flag.Bool("quick", false, "the quick data set")
	flag.Parse()
	size := dataset.Full
	if *quick {
		size = dataset.Quick
	}
	_, err := dataset.Build(dataset.Options{Bin: *bin, Repo: ".", Dir: *out, Size: size, Seed: 7, Log: log.Printf})
	if err != nil {
		log.Fatal(err)
	}
}
