package hooks

import (
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"

	"selah/internal/sniff"
)

// maxStoredNameLen is PocketBase's limit on a stored file name.
const maxStoredNameLen = 150

// registerFileNames gives every file stored in a record a name whose
// extension is what its bytes are (internal/sniff), never what the client
// called it: PocketBase keeps the client's extension, so PNG bytes named
// evil.html were stored as evil_….html. It runs just before the record's
// row and files are written, for every save of every collection (our
// routes, PocketBase's REST API, the dashboard, scripts), after every other
// hook had its say. Audio moved into storage by internal/ingest bypasses
// file fields and is named by its sniffed format there (storedFile).
func registerFileNames(app core.App) {
	handler := func(e *core.RecordEvent) error {
		for _, field := range e.Record.Collection().Fields {
			if _, ok := field.(*core.FileField); !ok {
				continue
			}
			for _, f := range e.Record.GetUnsavedFiles(field.GetName()) {
				if err := nameBySniffedType(f); err != nil {
					return err
				}
			}
		}
		return e.Next()
	}
	app.OnRecordCreateExecute().Bind(&hook.Handler[*core.RecordEvent]{Id: "selahFileNames", Func: handler})
	app.OnRecordUpdateExecute().Bind(&hook.Handler[*core.RecordEvent]{Id: "selahFileNames", Func: handler})
}

// nameBySniffedType replaces the extension of f's stored name with the
// one its bytes call for; a name that already ends with it is kept.
func nameBySniffedType(f *filesystem.File) error {
	r, err := f.Reader.Open()
	if err != nil {
		return err
	}
	head, err := sniff.ReadHead(r)
	r.Close()
	if err != nil {
		return err
	}
	ext := sniff.Ext(head)
	if strings.HasSuffix(strings.ToLower(f.Name), ext) {
		return nil
	}
	f.Name = withoutExt(f.Name) + ext
	if len(f.Name) > maxStoredNameLen {
		cut := maxStoredNameLen - len(ext)
		for cut > 0 && !utf8.RuneStart(f.Name[cut]) {
			cut--
		}
		f.Name = f.Name[:cut] + ext
	}
	return nil
}

// withoutExt is a stored name without the extension PocketBase gave it:
// its names are a snakecased name, "_", a random part (no dots in either),
// then the client's extension, which may be double ("x_abc.png.html" is
// "x_abc").
func withoutExt(name string) string {
	if dot := strings.IndexByte(name, '.'); dot >= 0 {
		name = name[:dot]
	}
	if name == "" {
		return "file"
	}
	return name
}
