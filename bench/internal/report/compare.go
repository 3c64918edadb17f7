package report

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// Change is one row measured by this run and by the last run of the same
// mode kept in the docs: its throughput and p99 then and now.
type Change struct {
	Row                  string // section, target and measure
	Then, Now            string // the "Ours" cells
	ThenRate, NowRate    float64
	ThenP99, NowP99      float64 // ms
	Slower               bool    // by more than the tolerance
	RateRatio, P99Change float64
}

// Tolerance is how much slower than the last run a row may be: throughput
// under 90% of it, or a p99 over 110% of it (and over it by at least
// 1 ms, below which the machine's noise is the figure), is a regression.
const Tolerance = 0.10

var (
	rateRe = regexp.MustCompile(`([0-9][0-9,]*(?:\.[0-9]+)?) req/s`)
	p99Re  = regexp.MustCompile(`p99 ([0-9][0-9,]*(?:\.[0-9]+)?) ms`)
)

// LastRun is the text of the mode's section in the docs at path (before
// this run replaces it), "" when there is none.
func LastRun(path, mode string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	doc := string(b)
	start, end := fmt.Sprintf("<!-- bench:%s:start -->", mode), fmt.Sprintf("<!-- bench:%s:end -->", mode)
	i, j := strings.Index(doc, start), strings.Index(doc, end)
	if i < 0 || j < i {
		return ""
	}
	return doc[i+len(start) : j]
}

// Compare matches the rows of this run with those of the last run (its
// markdown, as Markdown wrote it) by section, target and measure, and
// returns a Change for each row both measured in requests per second.
func Compare(last string, t *Table) []Change {
	then := map[string]string{}
	section := ""
	for _, line := range strings.Split(last, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "**") && strings.HasSuffix(line, "**") && !strings.HasPrefix(line, "**Mode") {
			section = strings.Trim(line, "*")
			continue
		}
		cells := strings.Split(line, "|")
		if len(cells) < 5 || strings.TrimSpace(cells[1]) == "#" || strings.HasPrefix(strings.TrimSpace(cells[1]), "---") {
			continue
		}
		then[rowKey(section, strings.TrimSpace(cells[1]), strings.TrimSpace(cells[2]))] = strings.TrimSpace(cells[3])
	}
	var out []Change
	for _, r := range t.Rows {
		key := rowKey(r.Section, r.Target, r.Measure)
		old, ok := then[key]
		if !ok || r.Skipped {
			continue
		}
		c := Change{Row: key, Then: old, Now: r.Ours}
		var okThen, okNow bool
		c.ThenRate, okThen = figure(rateRe, old)
		c.NowRate, okNow = figure(rateRe, r.Ours)
		if !okThen || !okNow || c.ThenRate == 0 {
			continue
		}
		c.ThenP99, _ = figure(p99Re, old)
		c.NowP99, _ = figure(p99Re, r.Ours)
		c.RateRatio = c.NowRate / c.ThenRate
		if c.ThenP99 > 0 {
			c.P99Change = c.NowP99 / c.ThenP99
		}
		c.Slower = c.RateRatio < 1-Tolerance ||
			c.ThenP99 > 0 && c.NowP99 > c.ThenP99*(1+Tolerance) && c.NowP99-c.ThenP99 >= 1
		out = append(out, c)
	}
	return out
}

func rowKey(section, target, measure string) string {
	if section == "" {
		return target + " " + measure
	}
	return section + ": " + target + " " + measure
}

func figure(re *regexp.Regexp, s string) (float64, bool) {
	m := re.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", ""), 64)
	return v, err == nil
}

// comparisonMarkdown is the table of changes against the last run.
func comparisonMarkdown(b *strings.Builder, mode string, changes []Change, lastCommit string) {
	fmt.Fprintf(b, "\n**Against the last %s run (%s): each row both measured; slower means under %.0f%% of its throughput, or a p99 over %.0f%% of it and at least 1 ms more**\n\n",
		mode, lastCommit, (1-Tolerance)*100, (1+Tolerance)*100)
	b.WriteString("| Row | Last run | This run | Throughput | p99 | Verdict |\n|---|---|---|---|---|---|\n")
	slower := 0
	for _, c := range changes {
		v := "within 10%"
		if c.Slower {
			v, slower = "SLOWER", slower+1
		}
		p99 := "–"
		if c.P99Change > 0 {
			p99 = fmt.Sprintf("%.2f×", c.P99Change)
		}
		fmt.Fprintf(b, "| %s | %s | %s | %.2f× | %s | %s |\n", c.Row, c.Then, c.Now, c.RateRatio, p99, v)
	}
	fmt.Fprintf(b, "\n%d rows compared, %d slower.\n", len(changes), slower)
}
