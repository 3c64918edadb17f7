package routes

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	validation "github.com/go-ozzo/ozzo-validation/v4"

	"selah/internal/reports"
)

const (
	maxReportDetails = 2000
	maxNoticeWork    = 500
	maxNoticeHolder  = 200
	maxNoticeContact = 500
)

// reportForm is POST /api/media/{id}/report: a reason, details, an episode
// of the item, the email of a signed-out reporter (signedIn tells), and a
// copyright notice's fields and statements when the reason is copyright.
type reportForm struct {
	Reason       string          `json:"reason"`
	Details      string          `json:"details"`
	EpisodeId    string          `json:"episodeId"`
	Email        string          `json:"email"`
	Work         string          `json:"work"`
	RightsHolder string          `json:"rightsHolder"`
	Contact      string          `json:"contact"`
	GoodFaith    jsonValue[bool] `json:"goodFaith"`
	Accurate     jsonValue[bool] `json:"accurate"`

	signedIn bool
}

func (f *reportForm) normalize() {
	for _, p := range []*string{&f.Reason, &f.Details, &f.EpisodeId, &f.Email, &f.Work, &f.RightsHolder, &f.Contact} {
		*p = strings.TrimSpace(*p)
	}
	f.Email = strings.ToLower(f.Email)
}

func (f *reportForm) copyright() bool { return f.Reason == "copyright" }

func (f *reportForm) Validate() error {
	notice := func(max int) func(string) error {
		return func(v string) error {
			switch {
			case !f.copyright():
				return nil
			case v == "":
				return fieldErr("required", "Please fill in this field")
			case utf8.RuneCountInString(v) > max:
				return fieldErr("too_long", fmt.Sprintf("This field must be at most %d characters", max))
			}
			return nil
		}
	}
	confirmed := func(v jsonValue[bool]) validation.Rule {
		return validation.By(func(any) error {
			if f.copyright() && (v.Bad || !v.V) {
				return fieldErr("required", "Please confirm this statement")
			}
			return nil
		})
	}
	return validation.ValidateStruct(f,
		validation.Field(&f.Reason, text(func(v string) error {
			if !slices.Contains(reports.Reasons, v) {
				return fieldErr("invalid", "Please choose a reason")
			}
			return nil
		})),
		validation.Field(&f.Details, text(func(v string) error {
			switch {
			case utf8.RuneCountInString(v) > maxReportDetails:
				return fieldErr("too_long", "Details must be at most 2,000 characters")
			case v == "" && f.Reason == "other":
				return fieldErr("required", "Please tell us what is wrong")
			}
			return nil
		})),
		validation.Field(&f.Email, text(func(v string) error {
			if f.signedIn {
				return nil
			}
			if v == "" {
				return fieldErr("required", "Please enter your email so we can tell you what happens")
			}
			return checkEmail(v)
		})),
		validation.Field(&f.Work, text(notice(maxNoticeWork))),
		validation.Field(&f.RightsHolder, text(notice(maxNoticeHolder))),
		validation.Field(&f.Contact, text(notice(maxNoticeContact))),
		validation.Field(&f.GoodFaith, confirmed(f.GoodFaith)),
		validation.Field(&f.Accurate, confirmed(f.Accurate)),
	)
}

// resolveForm is PUT /api/admin/reports/{mediaId}.
type resolveForm struct {
	Action string `json:"action"`
	Reason string `json:"reason"`
}

func (f *resolveForm) normalize() {
	f.Action, f.Reason = strings.TrimSpace(f.Action), strings.TrimSpace(f.Reason)
}

func (f *resolveForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Action, text(func(v string) error {
			if v != "dismiss" && v != "takedown" {
				return fieldErr("invalid", "Action must be dismiss or takedown")
			}
			return nil
		})),
		validation.Field(&f.Reason, text(func(v string) error {
			switch {
			case utf8.RuneCountInString(v) > maxReason:
				return fieldErr("too_long", fmt.Sprintf("The reason must be at most %d characters", maxReason))
			case v == "" && f.Action == "takedown":
				return fieldErr("required", "Please give the reason for the takedown")
			}
			return nil
		})),
	)
}

// appealForm is POST /api/media/{id}/appeal.
type appealForm struct {
	Message string `json:"message"`
}

func (f *appealForm) normalize() { f.Message = strings.TrimSpace(f.Message) }

func (f *appealForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Message, text(func(v string) error {
			switch {
			case v == "":
				return fieldErr("required", "Please tell us why the decision should change")
			case utf8.RuneCountInString(v) > maxReportDetails:
				return fieldErr("too_long", "The message must be at most 2,000 characters")
			}
			return nil
		})),
	)
}

// appealDecisionForm is PUT /api/admin/appeals/{id}.
type appealDecisionForm struct {
	Action string `json:"action"`
	Reason string `json:"reason"`
}

func (f *appealDecisionForm) normalize() {
	f.Action, f.Reason = strings.TrimSpace(f.Action), strings.TrimSpace(f.Reason)
}

func (f *appealDecisionForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Action, text(func(v string) error {
			if v != "grant" && v != "deny" {
				return fieldErr("invalid", "Action must be grant or deny")
			}
			return nil
		})),
		validation.Field(&f.Reason, text(func(v string) error {
			if utf8.RuneCountInString(v) > maxReason {
				return fieldErr("too_long", fmt.Sprintf("The reason must be at most %d characters", maxReason))
			}
			return nil
		})),
	)
}

// domainForm is POST /api/admin/blocked-domains.
type domainForm struct {
	Domain string `json:"domain"`
}

func (f *domainForm) normalize() { f.Domain = strings.TrimSpace(f.Domain) }

func (f *domainForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.Domain, text(requiredText("Please enter a domain like example.com"))))
}
