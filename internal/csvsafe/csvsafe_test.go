package csvsafe

import (
	"bytes"
	"encoding/csv"
	"testing"
)

func TestCell(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"Grace", "Grace"},
		{"me@example.com", "me@example.com"},
		{"2025-08-03", "2025-08-03"},
		{"=2+5@example.com", "'=2+5@example.com"},
		{"@SUM(1+1)", "'@SUM(1+1)"},
		{"+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"},
		{"-2+3", "'-2+3"},
		{"\t=1", "'\t=1"},
		{"\tplain", "'\tplain"},
		{"\r=1", "'\r=1"},
		{"  =1+1", "'  =1+1"},
		{"\n@x", "'\n@x"},
		{"\u3000=1", "'\u3000=1"},
		{"＝1+1", "'＝1+1"},
		{"＋1", "'＋1"},
		{"－1", "'－1"},
		{"＠A1", "'＠A1"},
		{"\uFEFF=1", "'\uFEFF=1"},
		{"a=b", "a=b"},
		{"'=already", "'=already"},
		// plain numbers stay numbers
		{"-3", "-3"},
		{"+3", "+3"},
		{"-3.25", "-3.25"},
		{"42", "42"},
		// but nothing that only looks like one
		{"-1e5", "'-1e5"},
		{"-Inf", "'-Inf"},
		{"-", "'-"},
		{"-.5", "'-.5"},
		{"-3.", "'-3."},
		{"-1.2.3", "'-1.2.3"},
		{"- 3", "'- 3"},
		{"-3 ", "'-3 "},
	} {
		if got := Cell(c.in); got != c.want {
			t.Errorf("Cell(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestWriterNeutralisesEveryCell(t *testing.T) {
	var buf bytes.Buffer
	w := NewWriter(&buf)
	row := []string{"=1+1", "ok", "a,b", "@x"}
	if err := w.WriteAll([][]string{{"h1", "h2", "h3", "h4"}, row}); err != nil {
		t.Fatal(err)
	}
	if row[0] != "=1+1" {
		t.Fatal("Write changed the caller's slice")
	}
	got, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"'=1+1", "ok", "a,b", "'@x"}
	for i := range want {
		if got[1][i] != want[i] {
			t.Errorf("cell %d = %q, want %q", i, got[1][i], want[i])
		}
	}
}
