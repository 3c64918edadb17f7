package publicpage

import _ "embed" // the default share image

// ShareImage is the image a page's og:image names when its item has no
// cover or its creator no avatar: 1200x630 PNG (the size link previews
// show uncropped), the logo and the name on the brand's colours. It was
// drawn from share-image.src.html with
// `chromium --headless --window-size=1200,630 --screenshot=share-image.png share-image.src.html`.
//
//go:embed share-image.png
var ShareImage []byte

// ShareImagePath is where the server serves ShareImage, and its size.
const (
	ShareImagePath   = "/share-image.png"
	shareImageWidth  = 1200
	shareImageHeight = 630
)

// coverSize is the side of the square cover thumbnail (media.coverArt's
// "600x600" thumb, cropped to exactly that) the head tags and oEmbed name.
const coverSize = 600

// coverThumb is the 600x600 thumbnail of a cover's /api/files path.
func coverThumb(path string) string { return coverThumbSized(path, coverSize) }
