package hooks

import (
	"os"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// registerEnvSettings lets the environment configure mail, the public URL,
// the trusted proxy headers and S3 storage (handy for containers and CI), on top of what staff set in
// the dashboard. The values are applied in memory at every settings load and
// never written to the database, so secrets stay out of pb_data.
func registerEnvSettings(app core.App) {
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		applyEnv(e.App.Settings())
		return nil
	})
	app.OnSettingsReload().BindFunc(func(e *core.SettingsReloadEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		applyEnv(e.App.Settings())
		return nil
	})
}

func applyEnv(s *core.Settings) {
	if v := env("SELAH_APP_URL"); v != "" {
		s.Meta.AppURL = v
	}
	if v := env("SELAH_MAIL_FROM"); v != "" {
		s.Meta.SenderAddress = v
	}
	if v := env("SELAH_MAIL_FROM_NAME"); v != "" {
		s.Meta.SenderName = v
	}
	if host := env("SELAH_SMTP_HOST"); host != "" {
		s.SMTP.Enabled = true
		s.SMTP.Host = host
		s.SMTP.Port = envInt("SELAH_SMTP_PORT", 587)
		s.SMTP.Username = env("SELAH_SMTP_USERNAME")
		s.SMTP.Password = env("SELAH_SMTP_PASSWORD")
		s.SMTP.TLS = envBool("SELAH_SMTP_TLS")
		if v := env("SELAH_SMTP_AUTH_METHOD"); v != "" {
			s.SMTP.AuthMethod = strings.ToUpper(v)
		}
	}
	// Behind a reverse proxy, the client's address is in a header the proxy
	// sets; the rate limiter and the logs must read it, not the proxy's.
	if v := env("SELAH_TRUSTED_PROXY_HEADERS"); v != "" {
		s.TrustedProxy.Headers = nil
		for _, h := range strings.Split(v, ",") {
			if h = strings.TrimSpace(h); h != "" {
				s.TrustedProxy.Headers = append(s.TrustedProxy.Headers, h)
			}
		}
		s.TrustedProxy.UseLeftmostIP = envBool("SELAH_TRUSTED_PROXY_LEFTMOST")
	}
	if bucket := env("SELAH_S3_BUCKET"); bucket != "" {
		s.S3.Enabled = true
		s.S3.Bucket = bucket
		s.S3.Region = env("SELAH_S3_REGION")
		s.S3.Endpoint = env("SELAH_S3_ENDPOINT")
		s.S3.AccessKey = env("SELAH_S3_ACCESS_KEY")
		s.S3.Secret = env("SELAH_S3_SECRET")
		s.S3.ForcePathStyle = envBool("SELAH_S3_FORCE_PATH_STYLE")
	}
}

func env(key string) string { return strings.TrimSpace(os.Getenv(key)) }

func envInt(key string, def int) int {
	if n, err := strconv.Atoi(env(key)); err == nil {
		return n
	}
	return def
}

func envBool(key string) bool {
	b, _ := strconv.ParseBool(env(key))
	return b
}
