package routes

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"selah/internal/resumable"
	"selah/internal/upload"
)

// uploadMediaFromUploads is the finish of resumable uploads (API.md): the
// metadata of upload-media plus the ids of the caller's finished tus
// uploads. It builds the same form upload-media reads, so the rules are
// the same; then it consumes the uploads in the transaction that creates
// the media. A file whose bytes are refused takes every upload of the
// request with it (nothing is left half-made); a metadata mistake keeps
// them, so the creator can correct it and finish without sending again.
func (d *deps) uploadMediaFromUploads(e *core.RequestEvent) error {
	b, err := readBody(e)
	if err != nil {
		return err
	}
	if b.json == nil {
		return router.NewApiError(http.StatusUnsupportedMediaType, "Send the request body as JSON", nil)
	}
	req := &fromUploadsForm{}
	if err := b.bind(req); err != nil {
		return err
	}
	in := &upload.Form{Values: map[string][]string{}, Files: map[string][]*upload.File{}}
	for field, v := range map[string]string{"podcastMetadata": req.PodcastMetadata.V, "episodesMetadata": req.EpisodesMetadata.V,
		"draft": req.Draft.V, "publishAt": req.PublishAt.V} {
		if v != "" {
			in.Values[field] = []string{v}
		}
	}
	cover, episodeIds := req.CoverUpload, req.EpisodeUploads.V

	owner := e.Auth.Id
	var ids []string
	seen := map[string]bool{}
	addFile := func(id, field, key string, index int) error {
		if seen[id] {
			return fileError(http.StatusBadRequest, key, "duplicate", "Each upload can be used only once")
		}
		seen[id] = true
		file, err := d.finishedUpload(e, id, owner, field, key, index)
		if err != nil {
			return err
		}
		ids = append(ids, id)
		in.Files[field] = append(in.Files[field], file)
		return nil
	}
	if cover != "" {
		if err := addFile(cover, "coverArt", "coverUpload", 0); err != nil {
			return err
		}
		if in.Files["coverArt"][0].Size > maxImageBytes {
			d.uploads.Discard(owner, []string{cover})
			return fileError(http.StatusRequestEntityTooLarge, "coverArt", "too_large",
				"The cover image is larger than the limit of "+humanBytes(maxImageBytes))
		}
	}
	for i, id := range episodeIds {
		if err := addFile(strings.TrimSpace(id), "episodeAudios", fmt.Sprintf("episodeUploads.%d", i), i); err != nil {
			return err
		}
	}

	u, err := readMediaUpload(e.App, in, func(*form) string { return owner })
	if err != nil {
		return err
	}
	if err := u.measure(); err != nil {
		d.uploads.Discard(owner, ids)
		return err
	}
	mediaId, err := u.save(e.App, func(tx core.App) error { return resumable.Consume(tx, owner, ids) })
	if errors.Is(err, resumable.ErrNotFound) {
		return router.NewApiError(http.StatusConflict, "These uploads were already used or cancelled", nil)
	}
	if err != nil {
		return err
	}
	d.uploads.RemoveFiles(ids)
	return d.answerMedia(e, u, mediaId)
}

// finishedUpload is the caller's upload id as a file of the form: another
// user's or an unknown id is a 404, an unfinished one a 409.
func (d *deps) finishedUpload(e *core.RequestEvent, id, owner, field, key string, index int) (*upload.File, error) {
	up, err := d.uploads.Find(id, owner)
	if err != nil {
		return nil, fileError(http.StatusNotFound, key, "not_found", describeFile(field, index)+": "+lowerFirst(msgUploadGone))
	}
	offset, err := d.uploads.Offset(e.Request.Context(), id)
	if err != nil {
		return nil, fileError(http.StatusNotFound, key, "not_found", describeFile(field, index)+": "+lowerFirst(msgUploadGone))
	}
	if offset < up.Size {
		return nil, fileError(http.StatusConflict, key, "unfinished", fmt.Sprintf(
			"%s has not finished uploading (%s of %s)", describeFile(field, index), humanBytes(offset), humanBytes(up.Size)))
	}
	head, err := readHead(d.uploads.Path(id))
	if err != nil {
		return nil, err
	}
	return &upload.File{Field: field, Index: index, Name: up.Filename, Path: d.uploads.Path(id), Size: up.Size, Head: head}, nil
}

// readHead reads a file's first bytes, for sniffing.
func readHead(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	head := make([]byte, upload.SniffLen)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return head[:n], nil
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
