package report

import (
	"fmt"
	"os"
	"strings"
)

// WriteDocs puts the table between the markers of its mode in path
// (docs/BENCHMARKS.md), leaving the hand-written text around it alone. A
// quick run has its own section, so it never replaces the full run's table.
func WriteDocs(path string, t *Table) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	start, end := fmt.Sprintf("<!-- bench:%s:start -->", t.Mode), fmt.Sprintf("<!-- bench:%s:end -->", t.Mode)
	doc := string(b)
	i, j := strings.Index(doc, start), strings.Index(doc, end)
	if i < 0 || j < i {
		return fmt.Errorf("%s has no %s ... %s section", path, start, end)
	}
	doc = doc[:i+len(start)] + "\n" + t.Markdown() + doc[j:]
	return os.WriteFile(path, []byte(doc), 0o644)
}
