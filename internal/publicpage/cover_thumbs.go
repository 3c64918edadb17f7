package publicpage

import "strconv"

// CoverThumbSides are the square cover thumbnails an oEmbed answer may
// name, largest first: sizes media.coverArt's field lists in its thumbs
// (migrations 1763770300_media.go and 1763773450_cover_thumbs.go; a size
// not listed there is served as the original, whatever its size).
var CoverThumbSides = []int{coverSize, 400, 300, 200, 150, 100}

// coverThumbSized is the side x side thumbnail of a cover's /api/files
// path: PocketBase fills and crops it to exactly that size.
func coverThumbSized(path string, side int) string {
	s := strconv.Itoa(side)
	return path + "?thumb=" + s + "x" + s
}

// thumbSideWithin is the side of the largest cover thumbnail that fits
// maxWidth and maxHeight (0: no limit); false when none does. oEmbed 1.0
// §2.3.4: "The thumbnail must respect any maxwidth and maxheight
// parameters."
func thumbSideWithin(maxWidth, maxHeight int) (int, bool) {
	for _, side := range CoverThumbSides {
		if (maxWidth == 0 || side <= maxWidth) && (maxHeight == 0 || side <= maxHeight) {
			return side, true
		}
	}
	return 0, false
}
