// Package report holds the benchmark's table: one row per measure, with
// our figure, the peer's measured in the same run, their ratio (the
// verdict, since the machine is shared and noisy) and the target.
package report

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"
)

// Row is one line of the table.
type Row struct {
	Target  string // the target number and name
	Measure string
	Ours    string
	Peer    string
	Ratio   string
	Goal    string
	Met     bool
	Note    string // why it missed, or what was skipped
	Skipped bool
	// Section is the heading of a table of its own after the main one
	// ("" for the main table).
	Section string
}

// Table is a whole run.
type Table struct {
	Mode     string
	Started  time.Time
	Elapsed  time.Duration
	Machine  string
	Commit   string
	Dataset  string
	Rows     []Row
	Warnings []string
	Notes    []string
	// Changes against the last run of the mode (Compare), and that run's
	// commit.
	Changes    []Change
	LastCommit string
}

// Add appends a row and prints it at once, so a long run shows progress.
func (t *Table) Add(r Row) {
	t.Rows = append(t.Rows, r)
	fmt.Printf("  %-44s %-40s %-34s %-7s %s\n", r.Measure, r.Ours, r.Peer, r.Ratio, verdict(r))
}

// Note records a fact the table's reader should have (printed after it).
func (t *Table) Note(format string, args ...any) {
	n := fmt.Sprintf(format, args...)
	t.Notes = append(t.Notes, n)
	fmt.Println("  note:", n)
}

// Warn records something the reader of the table must know.
func (t *Table) Warn(format string, args ...any) {
	w := fmt.Sprintf(format, args...)
	t.Warnings = append(t.Warnings, w)
	fmt.Println("  warning:", w)
}

func verdict(r Row) string {
	switch {
	case r.Skipped:
		return "not available: " + r.Note
	case r.Met && r.Note != "":
		return "met (" + r.Note + ")"
	case r.Met:
		return "met"
	case r.Note != "":
		return "MISSED: " + r.Note
	}
	return "MISSED"
}

// Markdown renders the run: what, where, when, then the table.
func (t *Table) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Mode **%s** (%s) · %s · commit `%s` · run took %s\n\n", t.Mode, t.Dataset,
		t.Started.UTC().Format("2006-01-02 15:04 MST"), t.Commit, t.Elapsed.Round(time.Second))
	fmt.Fprintf(&b, "Machine: %s\n\n", t.Machine)
	var sections []string
	bySection := map[string][]Row{}
	for _, r := range t.Rows {
		if _, seen := bySection[r.Section]; !seen && r.Section != "" {
			sections = append(sections, r.Section)
		}
		bySection[r.Section] = append(bySection[r.Section], r)
	}
	if rows := bySection[""]; len(rows) > 0 || len(sections) == 0 {
		writeRows(&b, rows)
	}
	for _, name := range sections {
		fmt.Fprintf(&b, "\n**%s**\n\n", name)
		writeRows(&b, bySection[name])
	}
	for _, n := range t.Notes {
		fmt.Fprintf(&b, "\n- %s", n)
	}
	if len(t.Notes) > 0 {
		b.WriteString("\n")
	}
	if len(t.Changes) > 0 {
		comparisonMarkdown(&b, t.Mode, t.Changes, t.LastCommit)
	}
	for _, w := range t.Warnings {
		fmt.Fprintf(&b, "\n> Warning: %s\n", w)
	}
	return b.String()
}

// writeRows is one table and its count of met and missed.
func writeRows(b *strings.Builder, rows []Row) {
	b.WriteString("| # | Measure | Ours | Peer (same run) | Ratio | Target | Verdict |\n|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(b, "| %s | %s | %s | %s | %s | %s | %s |\n", r.Target, r.Measure, cell(r.Ours), cell(r.Peer), cell(r.Ratio), r.Goal, verdict(r))
	}
	met, missed := 0, 0
	for _, r := range rows {
		switch {
		case r.Skipped:
		case r.Met:
			met++
		default:
			missed++
		}
	}
	fmt.Fprintf(b, "\n%d met, %d missed", met, missed)
	if n := len(rows) - met - missed; n > 0 {
		fmt.Fprintf(b, ", %d not available", n)
	}
	b.WriteString(".\n")
}

func cell(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

// Machine describes where the run happened: CPU, cores, memory, kernel.
func Machine() string {
	cpu := "unknown CPU"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(line, "model name") {
				cpu = strings.TrimSpace(line[strings.Index(line, ":")+1:])
				break
			}
		}
	}
	mem := ""
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		var kb int64
		fmt.Sscanf(strings.TrimPrefix(strings.SplitN(string(b), "\n", 2)[0], "MemTotal:"), "%d", &kb)
		mem = fmt.Sprintf(", %d GiB RAM", (kb+(1<<19))>>20)
	}
	kernel, _ := exec.Command("uname", "-r").Output()
	return fmt.Sprintf("%s, %d cores%s, Linux %s, %s", cpu, runtime.NumCPU(), mem, strings.TrimSpace(string(kernel)), runtime.Version())
}

// Commit is the checkout's commit, marked when the work tree differs.
func Commit() string {
	c, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	commit := strings.TrimSpace(string(c))
	if out, _ := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); len(out) > 0 {
		commit += " + uncommitted changes"
	}
	return commit
}
