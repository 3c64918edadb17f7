package demo

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
)

// CoverSize is the width and height, in pixels, of a generated album or
// sermon cover; PodcastCoverSize that of a podcast's, the smallest Apple
// Podcasts takes (1400 to 3000 pixels square).
const (
	CoverSize        = 600
	PodcastCoverSize = 1400
)

// palettes are warm pairs (dark, light) for the background gradient and an
// accent for the shapes: burgundy, amber, terracotta, plum and dusk.
var palettes = [][3]color.NRGBA{
	{{94, 22, 38, 255}, {224, 164, 66, 255}, {255, 226, 150, 255}},
	{{120, 60, 10, 255}, {246, 200, 98, 255}, {255, 244, 214, 255}},
	{{140, 52, 32, 255}, {236, 176, 90, 255}, {255, 232, 180, 255}},
	{{70, 30, 70, 255}, {214, 150, 70, 255}, {255, 218, 140, 255}},
	{{150, 70, 40, 255}, {240, 140, 110, 255}, {255, 236, 200, 255}},
}

// Cover returns a size × size PNG (RGB, no alpha) for title: a warm
// diagonal gradient with a soft sun, concentric rings and a low horizon.
// Its colours are kept to 64 levels a channel, invisible in these soft
// gradients, so a 1400 px cover stays near 130 KB. The same title and size
// give the same bytes.
func Cover(title string, size int) ([]byte, error) {
	rng := seeded("cover:" + title)
	pal := palettes[rng.IntN(len(palettes))]
	angle := rng.Float64() * math.Pi / 2
	dx, dy := math.Cos(angle), math.Sin(angle)
	sunX := 0.25 + 0.5*rng.Float64()
	sunY := 0.3 + 0.25*rng.Float64()
	sunR := 0.12 + 0.08*rng.Float64()
	rings := 2 + rng.IntN(3)
	hill := 0.72 + 0.1*rng.Float64()
	wave := 1 + rng.Float64()*2

	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	px := 1.0 / float64(size)
	// The horizon's height depends on the column alone.
	horizon := make([]float64, size)
	for x := range horizon {
		u := (float64(x) + 0.5) * px
		horizon[x] = hill + 0.04*math.Sin(u*math.Pi*wave+angle)
	}
	// Past ringsEnd every ring's edge is 0: a pixel there skips the rings.
	ringsEnd := sunR + 0.06*float64(rings) + 0.004 + px
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			u, v := (float64(x)+0.5)*px, (float64(y)+0.5)*px
			t := clamp01((u*dx + v*dy) / (dx + dy))
			c := mix(pal[0], pal[1], t)

			d := math.Hypot(u-sunX, v-sunY)
			c = mix(c, pal[2], 0.35*clamp01(1-d/(sunR*2.8))) // glow
			c = mix(c, pal[2], 0.9*edge(sunR-d, px))         // disc
			for i := 1; i <= rings && d <= ringsEnd; i++ {
				r := sunR + 0.06*float64(i)
				c = mix(c, pal[2], 0.45/float64(i)*edge(0.004-math.Abs(d-r), px))
			}

			c = mix(c, pal[0], 0.85*edge(v-horizon[x], px)) // horizon

			vig := math.Hypot(u-0.5, v-0.5)
			c = mix(c, color.NRGBA{20, 8, 4, 255}, 0.35*clamp01(vig-0.35))
			img.SetNRGBA(x, y, color.NRGBA{c.R & levels, c.G & levels, c.B & levels, 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode cover: %w", err)
	}
	return buf.Bytes(), nil
}

// levels masks a channel to 64 levels, which halves the PNG.
const levels = 0xFC

// edge is 1 where signed distance s is inside a shape and 0 outside, with a
// one-pixel (w) soft edge so shapes are antialiased.
func edge(s, w float64) float64 { return clamp01(s/w + 0.5) }

// clamp01 limits v to [0, 1] (v is never NaN here).
func clamp01(v float64) float64 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

// mix blends a towards b by t in [0, 1]. Most pixels lie outside most
// shapes (t = 0): they keep a as it is, the value the blend would compute,
// without rounding three channels for nothing (a 1400 px cover took 0.9 s).
func mix(a, b color.NRGBA, t float64) color.NRGBA {
	if t <= 0 {
		return color.NRGBA{a.R, a.G, a.B, 255}
	}
	l := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 255}
}
