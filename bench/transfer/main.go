// Command transfer prints what a first visit to the landing page (/) and
// to an embed (/embed/...) transfers of JavaScript and CSS: the files each
// built page loads at once (its <script src> and <link href> under
// /assets/), as they are, gzipped and brotli-encoded, as the server sends
// them to a browser that accepts each (docs/BENCHMARKS.md, "Transfer
// size of the app's files").
//
// By default it reads the build's files and their .gz and .br copies:
//
//	go run ./bench/transfer -public pb_public
//
// With -base it asks a running server instead and counts the bytes of
// each answer (so it also shows which copy the server picks):
//
//	go run ./bench/transfer -public pb_public -base http://127.0.0.1:8090
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// firstLoad finds what a built page fetches at once: its module script,
// its stylesheets and the chunks it preloads (lazy chunks come later).
var firstLoad = regexp.MustCompile(`<(?:script|link)\b[^>]*?(?:src|href)="(/assets/[^"]+\.(?:js|css))"`)

// codings are the columns: what a browser sends, and the copy it gets.
var codings = []struct{ name, accept, ext string }{
	{"as built", "", ""},
	{"gzip", "gzip", ".gz"},
	{"brotli", "br, gzip", ".br"},
}

func main() {
	public := flag.String("public", "pb_public", "the built front end")
	base := flag.String("base", "", "a running server to ask instead of reading the files")
	flag.Parse()

	fmt.Println("| first load | files | " + strings.Join(names(), " | ") + " |")
	fmt.Println("|---|---|" + strings.Repeat("---:|", len(codings)))
	for _, page := range []struct{ name, file string }{{"landing (/)", "index.html"}, {"embed (/embed/...)", "embed.html"}} {
		html, err := os.ReadFile(filepath.Join(*public, page.file))
		if err != nil {
			fail(err)
		}
		var assets []string
		for _, m := range firstLoad.FindAllStringSubmatch(string(html), -1) {
			assets = append(assets, m[1])
		}
		if len(assets) == 0 {
			fail(fmt.Errorf("%s loads nothing from /assets/", page.file))
		}
		totals := make([]int64, len(codings))
		for _, a := range assets {
			for i, c := range codings {
				var n int64
				if *base != "" {
					n, err = fetched(*base+a, c.accept)
				} else {
					n, err = stored(filepath.Join(*public, filepath.FromSlash(strings.TrimPrefix(a, "/"))), c.ext)
				}
				if err != nil {
					fail(err)
				}
				totals[i] += n
			}
		}
		cells := make([]string, len(totals))
		for i, n := range totals {
			cells[i] = kb(n)
			if i > 0 {
				cells[i] += fmt.Sprintf(" (%.0f%%)", 100*float64(n)/float64(totals[0]))
			}
		}
		fmt.Printf("| %s | %s | %s |\n", page.name, strings.Join(assets, ", "), strings.Join(cells, " | "))
	}
}

func names() []string {
	var out []string
	for _, c := range codings {
		out = append(out, c.name)
	}
	return out
}

// stored is the size of the copy of path a browser accepting ext's coding
// gets: the copy when the build made one, else the file itself.
func stored(path, ext string) (int64, error) {
	if ext != "" {
		if fi, err := os.Stat(path + ext); err == nil {
			return fi.Size(), nil
		}
	}
	fi, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	return fi.Size(), nil
}

// fetched is the number of body bytes the server sends for url to a
// browser sending accept (no decoding on the way).
func fetched(url, accept string) (int64, error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return 0, err
	}
	if accept != "" {
		req.Header.Set("Accept-Encoding", accept)
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("GET %s: %s", url, res.Status)
	}
	return io.Copy(io.Discard, res.Body)
}

func kb(n int64) string { return fmt.Sprintf("%.1f KB", float64(n)/1000) }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "transfer:", err)
	os.Exit(1)
}
