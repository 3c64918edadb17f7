package audio

// mpegHeader is a decoded MPEG audio frame header.
type mpegHeader struct {
	version    int // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5 (the header's bits)
	layer      int // 1, 2 or 3
	bitrate    int // bits per second
	sampleRate int
	channels   int
	crc        bool
	frameLen   int // bytes, header included
	samples    int // samples per channel per frame
}

var mpegBitrates = [5][15]int{ // kbit/s by table then index
	{0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448}, // V1 L1
	{0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384},    // V1 L2
	{0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320},     // V1 L3
	{0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256},    // V2 L1
	{0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160},         // V2 L2, L3
}

var mpegSampleRates = [4][3]int{
	0: {11025, 12000, 8000},  // MPEG-2.5
	2: {22050, 24000, 16000}, // MPEG-2
	3: {44100, 48000, 32000}, // MPEG-1
}

// parseMPEGHeader decodes the 4-byte frame header at the start of b. Free
// format (bitrate index 0) and every reserved value are rejected.
func parseMPEGHeader(b []byte) (mpegHeader, bool) {
	var h mpegHeader
	if len(b) < 4 || b[0] != 0xFF || b[1]&0xE0 != 0xE0 {
		return h, false
	}
	h.version = int(b[1]>>3) & 3
	layerBits := int(b[1]>>1) & 3
	brIdx := int(b[2] >> 4)
	srIdx := int(b[2]>>2) & 3
	if h.version == 1 || layerBits == 0 || brIdx == 0 || brIdx == 15 || srIdx == 3 || b[3]&3 == 2 {
		return h, false
	}
	h.layer = 4 - layerBits
	h.crc = b[1]&1 == 0
	pad := int(b[2]>>1) & 1
	table := 4
	if h.version == 3 {
		table = h.layer - 1
	} else if h.layer == 1 {
		table = 3
	}
	h.bitrate = mpegBitrates[table][brIdx] * 1000
	h.sampleRate = mpegSampleRates[h.version][srIdx]
	h.channels = 2
	if b[3]>>6 == 3 {
		h.channels = 1
	}
	switch {
	case h.layer == 1:
		h.samples = 384
		h.frameLen = (12*h.bitrate/h.sampleRate + pad) * 4
	case h.layer == 2 || h.version == 3:
		h.samples = 1152
		h.frameLen = 144*h.bitrate/h.sampleRate + pad
	default: // layer III, MPEG-2 and 2.5
		h.samples = 576
		h.frameLen = 72*h.bitrate/h.sampleRate + pad
	}
	if h.frameLen < 4 {
		return h, false
	}
	return h, true
}

// minBitrate is the lowest bitrate of the header's version and layer.
func (h mpegHeader) minBitrate() int {
	if h.version != 3 && h.layer != 1 {
		return 8000
	}
	return 32000
}

// sameStream reports whether two frame headers can belong to one stream.
func (h mpegHeader) sameStream(o mpegHeader) bool {
	return h.version == o.version && h.layer == o.layer && h.sampleRate == o.sampleRate
}

// sideInfoLen is the size of the layer III side information that follows the
// header, where a Xing/Info header is written.
func (h mpegHeader) sideInfoLen() int {
	switch {
	case h.version == 3 && h.channels == 1:
		return 17
	case h.version == 3:
		return 32
	case h.channels == 1:
		return 9
	default:
		return 17
	}
}

// sniffMPEG reports whether b starts with an MPEG audio frame, followed by a
// second matching frame header when b is long enough to show it.
func sniffMPEG(b []byte) bool {
	h, ok := parseMPEGHeader(b)
	if !ok {
		return false
	}
	if len(b) >= h.frameLen+4 {
		n, ok := parseMPEGHeader(b[h.frameLen:])
		return ok && h.sameStream(n)
	}
	return true
}
