package mail

import (
	"fmt"
	"io"
	"log/slog"
	"sort"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/tools/mailer"

	"selah/internal/safetext"
)

// LogMailer stands in for SMTP when none is configured: it writes the whole
// message, codes included, to the server's log so a local user can finish
// signing up. Nothing leaves the machine. One is built per app
// (internal/services) and used for every message, so its lock keeps
// concurrent messages from interleaving on Out.
type LogMailer struct {
	Out io.Writer
	// Logger is the app's log, asked for at each message: the app sets
	// its log up at bootstrap, after the mailer is built. Nil: Out only.
	Logger func() *slog.Logger
	mu     sync.Mutex
}

// Send implements mailer.Mailer.
func (l *LogMailer) Send(m *mailer.Message) error {
	to := make([]string, 0, len(m.To))
	for _, a := range m.To {
		to = append(to, a.String())
	}
	var b strings.Builder
	b.WriteString("──── mail (no SMTP configured: logged, not sent) ────\n")
	fmt.Fprintf(&b, "From: %s\nTo: %s\nSubject: %s\n", m.From.String(), strings.Join(to, ", "), m.Subject)
	// Extra headers (List-Unsubscribe) as a mail client would see them,
	// in a fixed order, each on one line.
	names := make([]string, 0, len(m.Headers))
	for k := range m.Headers {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Fprintf(&b, "%s: %s\n", safetext.Line(k), safetext.Line(m.Headers[k]))
	}
	b.WriteString("\n")
	text := strings.TrimSpace(m.Text)
	if text == "" && m.HTML != "" {
		text = htmlToText(m.HTML)
	}
	b.WriteString(text)
	b.WriteString("\n──── end of mail ────\n")

	l.mu.Lock()
	_, err := io.WriteString(l.Out, b.String())
	l.mu.Unlock()
	if l.Logger != nil {
		l.Logger().Info("mail logged (no SMTP configured)",
			slog.String("to", strings.Join(to, ", ")), slog.String("subject", m.Subject), slog.String("text", text))
	}
	return err
}
