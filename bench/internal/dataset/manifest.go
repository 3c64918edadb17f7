package dataset

import (
	"encoding/json"
	"os"
	"path/filepath"
)

// Manifest tells the load driver what the generator made.
type Manifest struct {
	BigDir, SmallDir string
	Size             Size
	LabelId          string
	ListenerId       string
	// StreamFiles are the 10 MB files of the streaming test; Path is
	// relative to BigDir/storage (what nginx serves).
	StreamFiles []StreamFile
}

// StreamFile is one episode of the streaming test.
type StreamFile struct {
	EpisodeId string
	Path      string
	Size      int64
}

func newManifest(p *plan, big, small string) *Manifest {
	m := &Manifest{BigDir: big, SmallDir: small, Size: p.size, LabelId: p.users[labelIdx].id, ListenerId: p.users[listenerIdx].id}
	for _, i := range p.stream {
		ep := p.episodes[i]
		m.StreamFiles = append(m.StreamFiles, StreamFile{
			EpisodeId: ep.id,
			Path:      filepath.ToSlash(filepath.Join(EpisodesCollection, ep.id, ep.file)),
			Size:      p.files[ep.audio].size,
		})
	}
	return m
}

func (m *Manifest) save(path string) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// LoadManifest reads what an earlier Build wrote.
func LoadManifest(path string) (*Manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	return &m, json.Unmarshal(b, &m)
}
