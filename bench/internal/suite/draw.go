package suite

import "math/rand/v2"

// Pages as people draw them: most ask for the first pages and fewer for
// each page after, with a long tail to the last. Page k (1-based) is drawn
// with probability proportional to k^-pageZipfS, a Zipf distribution:
// search and catalogue studies find clicks per result page falling as a
// power of the page, and a power law keeps a real tail (with s = 1.5 and
// 1,000 pages: page 1 39%, pages 1-5 67%, past page 100 5%, past page 500
// 1%). A geometric distribution falls off too fast for that: with half the
// readers going on at each page, page 20 is one request in a million and
// page 1,000 never comes.
const pageZipfS = 1.5

// pageDraw draws pages 1..pages (pages ≥ 1) as people do.
type pageDraw struct {
	r *rand.Rand
	z *rand.Zipf
}

func newPageDraw(seed, stream uint64, pages int) pageDraw {
	r := rand.New(rand.NewPCG(seed, stream))
	d := pageDraw{r: r}
	if pages > 1 {
		d.z = rand.NewZipf(r, pageZipfS, 1, uint64(pages-1))
	}
	return d
}

// next is the next page drawn.
func (d pageDraw) next() int {
	if d.z == nil {
		return 1
	}
	return 1 + int(d.z.Uint64())
}
