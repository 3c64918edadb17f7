package jobs

import (
	"fmt"
	"io"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"selah/internal/services"
)

// Command is `selah jobs`: the table of background jobs, as Markdown (the
// table docs/ARCHITECTURE.md holds).
func Command(app core.App, svc *services.Services) *cobra.Command {
	return &cobra.Command{
		Use:   "jobs",
		Short: "List the background jobs and schedules: when each runs, what it does, how it stops",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return WriteTable(cmd.OutOrStdout(), Table(app, svc))
		},
	}
}

// WriteTable writes table as a Markdown table.
func WriteTable(w io.Writer, table []Job) error {
	var b strings.Builder
	b.WriteString("| Job | When | What it does | How it stops |\n|---|---|---|---|\n")
	for _, j := range table {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", j.Name, j.When(), j.Does, j.Stops)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// When says when the job runs, in words.
func (j Job) When() string {
	var parts []string
	if j.Cron != "" {
		parts = append(parts, "cron `"+j.Cron+"`")
	}
	if j.AtStart {
		parts = append(parts, "and once at start")
	}
	if j.Start != nil {
		parts = append(parts, "worker from start")
		if j.Woken != "" {
			parts = append(parts, "woken by "+j.Woken)
		}
		if j.Every > 0 {
			parts = append(parts, "looks every "+j.Every.String())
		}
	}
	return strings.Join(parts, "; ")
}
