package peaks

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// jfreymuth/oggvorbis and jfreymuth/vorbis trust the file more than an
// upload deserves. A panic there is caught (safely), but these are not:
//   - a packet may run across any number of pages, and is gathered whole in
//     memory (a 500 MiB upload could be one packet);
//   - header fields size allocations directly: the comment count (up to
//     64 GiB of strings), a codebook's entries and dimensions (a codebook of
//     0 entries asks for a 16 GiB table), and a failed allocation is fatal;
//   - its bit reader returns zeros past the end of a packet, so an ordered
//     codebook whose lengths never reach its entry count, or a codebook with
//     no entry in use, makes it loop forever.
// oggGuard passes the stream to oggvorbis page by page, cutting packets
// the way oggvorbis does (it ignores stream serial numbers, so this does
// too), and stops with an error at a packet that is too large or a header
// packet that checkVorbisHeader rejects, before oggvorbis sees it.

const (
	// oggHeaderPacketLimit bounds the three header packets; the comment
	// packet may carry cover art (METADATA_BLOCK_PICTURE).
	oggHeaderPacketLimit = 16 << 20
	// oggAudioPacketLimit bounds audio packets: a Vorbis packet holds one
	// block of at most 8192 samples a channel, a few KiB in real files.
	oggAudioPacketLimit = 1 << 20
	oggHeaderPackets    = 3
)

type oggGuard struct {
	r       io.Reader
	page    []byte // what is left to hand out of the last page read
	packets int    // packets completed so far
	size    int    // bytes so far of the packet being gathered
	header  []byte // the header packet being gathered (the first three)
	err     error  // what reading the next page gave
	buf     []byte // the page buffer, reused: a page is handed out whole before the next is read
}

func (g *oggGuard) Read(p []byte) (int, error) {
	for len(g.page) == 0 {
		if g.err != nil {
			return 0, g.err
		}
		g.page, g.err = g.nextPage()
	}
	n := copy(p, g.page)
	g.page = g.page[n:]
	return n, nil
}

// nextPage reads one page and checks the packets it completes.
func (g *oggGuard) nextPage() ([]byte, error) {
	page := append(g.buf[:0], make([]byte, 27)...)
	if _, err := io.ReadFull(g.r, page); err != nil {
		if err == io.EOF {
			return nil, io.EOF // the end, between two pages
		}
		return nil, truncated("Ogg page header", err)
	}
	if string(page[:4]) != "OggS" {
		return nil, errors.New("not an Ogg page")
	}
	if g.packets == 0 && g.size == 0 && page[5]&1 != 0 {
		// oggvorbis drops the continued packet that opens its first page;
		// a Vorbis stream never starts so, and the packet count would shift.
		return nil, errors.New("Ogg stream starts in the middle of a packet")
	}
	nsegs := int(page[26])
	page = append(page, make([]byte, nsegs)...)
	if _, err := io.ReadFull(g.r, page[27:]); err != nil {
		return nil, truncated("Ogg segment table", err)
	}
	body := 0
	for _, l := range page[27:] {
		body += int(l)
	}
	page = append(page, make([]byte, body)...)
	g.buf = page
	if _, err := io.ReadFull(g.r, page[27+nsegs:]); err != nil {
		return nil, truncated("Ogg page", err)
	}
	data := page[27+nsegs:]
	for _, l := range page[27 : 27+nsegs] {
		seg := data[:l]
		data = data[l:]
		if err := g.segment(seg, l < 255); err != nil {
			return nil, err
		}
	}
	return page, nil
}

// segment adds one lacing segment to the packet being gathered; last says
// whether it ends the packet.
func (g *oggGuard) segment(seg []byte, last bool) error {
	g.size += len(seg)
	if g.packets < oggHeaderPackets {
		if g.size > oggHeaderPacketLimit {
			return fmt.Errorf("Vorbis header packet over %d MiB", oggHeaderPacketLimit>>20)
		}
		g.header = append(g.header, seg...)
	} else if g.size > oggAudioPacketLimit {
		return fmt.Errorf("Vorbis audio packet over %d MiB", oggAudioPacketLimit>>20)
	}
	if !last {
		return nil
	}
	if g.packets < oggHeaderPackets {
		if err := checkVorbisHeader(g.header); err != nil {
			return err
		}
		g.header = nil
	}
	g.packets++
	g.size = 0
	return nil
}

func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }
