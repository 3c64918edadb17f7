// Package csvsafe writes CSV that a spreadsheet opens as text, never as
// formulas (CSV or formula injection,
// https://owasp.org/www-community/attacks/CSV_Injection).
//
// Every CSV the app answers goes through Writer, which neutralises every
// cell it writes, so a new column cannot forget to. A cell a spreadsheet
// could read as a formula gets a leading single quote, which makes Excel,
// LibreOffice and Google Sheets take the rest as text; encoding/csv then
// quotes the cell where CSV needs it (a comma, a quote, a line break,
// leading space).
package csvsafe

import (
	"encoding/csv"
	"io"
	"unicode"
)

// Writer is encoding/csv's Writer with every cell neutralised.
type Writer struct {
	w *csv.Writer
}

// NewWriter returns a Writer to w with encoding/csv's defaults (commas,
// \n line ends).
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: csv.NewWriter(w)}
}

// Write writes one record, every cell passed through Cell. The caller's
// slice is left as it was.
func (w *Writer) Write(record []string) error {
	safe := make([]string, len(record))
	for i, s := range record {
		safe[i] = Cell(s)
	}
	return w.w.Write(safe)
}

// WriteAll writes every record, then flushes.
func (w *Writer) WriteAll(records [][]string) error {
	for _, r := range records {
		if err := w.Write(r); err != nil {
			return err
		}
	}
	w.w.Flush()
	return w.w.Error()
}

// Flush writes any buffered data to the underlying io.Writer.
func (w *Writer) Flush() { w.w.Flush() }

// Error reports any error of a previous Write or Flush.
func (w *Writer) Error() error { return w.w.Error() }

// Cell returns s as a spreadsheet must see it: unchanged, or with a leading
// single quote when a spreadsheet could take it for a formula. That is when
// s begins with = + - @, a tab or a carriage return (OWASP's list), and
// also when those signs, or their full-width forms (＝ ＋ － ＠, which some
// East Asian spreadsheet locales accept as formula signs), come after
// leading white space: importers that trim cells (Google Sheets, LibreOffice
// with "trim spaces") would otherwise evaluate " =1+1".
//
// A plain decimal number ("-3", "+2.5") is left alone: a spreadsheet reads
// it as a number, which cannot call anything, and a quote would turn a
// negative figure into text that no longer adds up. Anything more ("-2+3",
// "-1e5", "-Inf", "-A1") is not a plain number and gets the quote.
func Cell(s string) string {
	if needsQuote(s) {
		return "'" + s
	}
	return s
}

func needsQuote(s string) bool {
	if s == "" {
		return false
	}
	if s[0] == '\t' || s[0] == '\r' {
		return true
	}
	for _, r := range s {
		if unicode.IsSpace(r) || r == '\uFEFF' {
			continue // look past leading white space (and a stray BOM)
		}
		switch r {
		case '=', '+', '-', '@', '＝', '＋', '－', '＠':
			return !plainNumber(s)
		}
		return false
	}
	return false
}

// plainNumber reports whether s is an optional sign, digits and an optional
// fraction, nothing else (no space, exponent, letters or second sign).
func plainNumber(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	digits, dot := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot && digits > 0 && i < len(s)-1:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}
