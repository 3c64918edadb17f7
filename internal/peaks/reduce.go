package peaks

import "math"

// maxBlocks bounds how many block maxima a peaker keeps: 16384 float32s,
// 64 KiB, however long the file. It must be even and at least 2*Points, so
// that after a merge (maxBlocks/2 blocks) every bucket still gets a block.
const maxBlocks = 1 << 14

// peaker reduces a stream of sample frames (each already mixed to the
// loudest absolute value of its channels, 1.0 being full scale) to the
// loudest value per block of size frames. Blocks start one frame long; when
// maxBlocks of them are full, neighbours are merged pairwise and the block
// size doubles. So the slice never grows past maxBlocks whatever the length
// of the file, and the length need not be known in advance (ffmpeg's output,
// MP3 and Vorbis do not say it).
type peaker struct {
	blocks []float32 // maxima of the finished blocks, each size frames long
	size   int       // frames per block; 0 means 1 (the zero value is ready)
	cur    float32   // maximum of the block being filled
	n      int       // frames in the block being filled
}

// add takes the loudest absolute sample of one frame.
func (p *peaker) add(v float32) {
	if v > p.cur {
		p.cur = v
	}
	p.n++
	if p.n >= p.size {
		p.push()
	}
}

// push ends the current block, merging pairs when the slice is full.
func (p *peaker) push() {
	if p.blocks == nil {
		p.blocks = make([]float32, 0, maxBlocks)
	}
	p.blocks = append(p.blocks, p.cur)
	p.cur, p.n = 0, 0
	if len(p.blocks) == maxBlocks {
		for i := range maxBlocks / 2 {
			p.blocks[i] = max(p.blocks[2*i], p.blocks[2*i+1])
		}
		p.blocks = p.blocks[:maxBlocks/2]
		p.size = max(p.size, 1) * 2
	}
}

// peaks ends the stream and returns the waveform: one value per frame when
// there are fewer than Points frames, otherwise Points values, each the
// maximum of the blocks that start in that Points-th of the stream.
func (p *peaker) peaks() []int {
	if p.n > 0 {
		p.push()
	}
	n := len(p.blocks)
	if n < Points {
		// Fewer than Points blocks only happens before any merge, when a
		// block is a single frame.
		out := make([]int, n)
		for i, v := range p.blocks {
			out[i] = percent(v)
		}
		return out
	}
	// Block i goes to bucket i*Points/n: with n >= Points every bucket gets
	// at least one block. Only the last block may be shorter than the others,
	// which shifts nothing but its own bucket's edge.
	maxima := make([]float32, Points)
	for i, v := range p.blocks {
		b := i * Points / n
		maxima[b] = max(maxima[b], v)
	}
	out := make([]int, Points)
	for i, v := range maxima {
		out[i] = percent(v)
	}
	return out
}

// percent turns a sample magnitude (1.0 = full scale) into 0..100, rounded up
// so that anything not silent shows. The small slack keeps exact values
// (0.5 → 50) from being pushed up by float rounding (0.3*100 = 30.000002).
func percent(v float32) int {
	if !(v > 0) { // also NaN, which a float WAV may hold
		return 0
	}
	if v >= 1 {
		return 100
	}
	return max(int(math.Ceil(float64(v)*100-1e-4)), 1)
}
