package publicpage

// The embed's sizes in CSS pixels: the player is fluid in width; its
// height is one row of controls, plus the track list of an album or a
// podcast (a few rows, then it scrolls).
const (
	EmbedWidth        = 480 // the nominal width (oEmbed, the Twitter card) when none is asked for
	embedSingleHeight = 180
	embedRowHeight    = 40
	embedMaxRows      = 5
)

// EmbedHeight is the natural height of the embed of the item, or of ep
// when it is set: a single episode has no list.
func EmbedHeight(it Item, ep *Episode) int {
	if ep != nil || len(it.Episodes) <= 1 {
		return embedSingleHeight
	}
	return embedSingleHeight + embedRowHeight*min(len(it.Episodes), embedMaxRows)
}
