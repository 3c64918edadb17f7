package accounts

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Blocked sign-up domains (issue 30, "sign-up abuse"): admins keep a list
// of email domains; a sign-up from one of them, or from one of their
// subdomains, is refused.

// BlockedDomainsCollection holds them (migration 1763774800_reports.go).
const BlockedDomainsCollection = "blocked_domains"

var (
	ErrBadDomain     = errors.New("Please enter a domain like example.com")
	ErrDomainBlocked = errors.New("This domain is already blocked")
	ErrSignUpBlocked = errors.New("Sign-ups from this email domain are not allowed")
	domainPattern    = regexp.MustCompile(`^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$`)
)

// NormalDomain is domain as stored: trimmed, lowercased, without a leading
// "@" or a trailing dot; ErrBadDomain when it is not a domain name.
func NormalDomain(domain string) (string, error) {
	d := strings.TrimSuffix(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(domain)), "@"), ".")
	if len(d) > 253 || !domainPattern.MatchString(d) {
		return "", ErrBadDomain
	}
	return d, nil
}

// BlockDomain adds a domain to the list (ErrBadDomain, ErrDomainBlocked).
func BlockDomain(app core.App, domain string) (*core.Record, error) {
	d, err := NormalDomain(domain)
	if err != nil {
		return nil, err
	}
	coll, err := app.FindCachedCollectionByNameOrId(BlockedDomainsCollection)
	if err != nil {
		return nil, err
	}
	rec := core.NewRecord(coll)
	rec.Set("domain", d)
	if err := app.Save(rec); err != nil {
		if s := err.Error(); strings.Contains(s, "not_unique") || strings.Contains(s, "must be unique") || strings.Contains(s, "UNIQUE constraint failed") {
			return nil, ErrDomainBlocked
		}
		return nil, fmt.Errorf("save blocked domain: %w", err)
	}
	return rec, nil
}

// BlockedDomains is the list, by domain.
func BlockedDomains(app core.App) ([]*core.Record, error) {
	return app.FindRecordsByFilter(BlockedDomainsCollection, "", "domain", 0, 0)
}

// SignUpBlocked reports whether email's domain, or a domain it is a
// subdomain of, is blocked.
func SignUpBlocked(app core.App, email string) (bool, error) {
	at := strings.LastIndexByte(email, '@')
	if at < 0 {
		return false, nil
	}
	d := strings.TrimSuffix(strings.ToLower(email[at+1:]), ".")
	var candidates []any
	for {
		candidates = append(candidates, d)
		dot := strings.IndexByte(d, '.')
		if dot < 0 {
			break
		}
		d = d[dot+1:]
	}
	var n int
	err := app.DB().Select("COUNT(*)").From(BlockedDomainsCollection).
		Where(dbx.In("domain", candidates...)).Row(&n)
	return n > 0, err
}
