package audio

// esdsAudioConfig digs the AAC AudioSpecificConfig out of an esds payload
// (version/flags, then ES_Descriptor > DecoderConfigDescriptor >
// DecoderSpecificInfo) and returns its channel count and sample rate.
func esdsAudioConfig(p []byte) (channels, sampleRate int, ok bool) {
	if len(p) < 4 {
		return 0, 0, false
	}
	p = p[4:]
	tag, body, _ := mp4Descriptor(p)
	if tag != 0x03 || len(body) < 3 {
		return 0, 0, false
	}
	flags := body[2]
	body = body[3:]
	if flags&0x80 != 0 { // dependsOn_ES_ID
		body = body[min(2, len(body)):]
	}
	if flags&0x40 != 0 && len(body) > 0 { // URL
		body = body[min(1+int(body[0]), len(body)):]
	}
	if flags&0x20 != 0 { // OCR_ES_ID
		body = body[min(2, len(body)):]
	}
	tag, body, _ = mp4Descriptor(body)
	if tag != 0x04 || len(body) < 13 {
		return 0, 0, false
	}
	tag, asc, _ := mp4Descriptor(body[13:])
	if tag != 0x05 || len(asc) < 2 {
		return 0, 0, false
	}
	return audioSpecificConfig(asc)
}

// mp4Descriptor splits an MPEG-4 descriptor (tag, 1–4 byte length) off p.
func mp4Descriptor(p []byte) (tag byte, body, rest []byte) {
	if len(p) < 2 {
		return 0, nil, nil
	}
	tag = p[0]
	n, i := 0, 1
	for {
		if i >= len(p) || i > 4 {
			return 0, nil, nil
		}
		c := p[i]
		i++
		n = n<<7 | int(c&0x7F)
		if c&0x80 == 0 {
			break
		}
	}
	end := min(len(p), i+n)
	return tag, p[i:end], p[end:]
}

// audioSpecificConfig reads the sampling frequency and channel configuration
// of an AAC AudioSpecificConfig.
func audioSpecificConfig(b []byte) (channels, sampleRate int, ok bool) {
	br := bitReader{b: b}
	if br.read(5) == 31 { // escaped object type
		br.read(6)
	}
	if idx := br.read(4); idx == 15 {
		sampleRate = br.read(24)
	} else if idx < len(adtsSampleRates) {
		sampleRate = adtsSampleRates[idx]
	}
	channels = br.read(4)
	if channels == 7 {
		channels = 8
	}
	if br.overrun || channels > 8 {
		return 0, 0, false
	}
	return channels, sampleRate, true
}

// bitReader reads big-endian bit fields; reading past the end yields zeros
// and sets overrun.
type bitReader struct {
	b       []byte
	pos     int
	overrun bool
}

func (r *bitReader) read(n int) int {
	v := 0
	for range n {
		i := r.pos >> 3
		if i >= len(r.b) {
			r.overrun = true
			return 0
		}
		v = v<<1 | int(r.b[i]>>(7-r.pos&7)&1)
		r.pos++
	}
	return v
}
