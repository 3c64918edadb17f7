package routes

import (
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"
)

// The bodies of the player's reports (plays.go), read by bind.

// maxPosition bounds a reported position (a day of audio).
const maxPosition = 86400.0

// playForm is POST /api/media/plays.
type playForm struct {
	EpisodeId string             `json:"episodeId"`
	Position  jsonValue[float64] `json:"position"`
}

func (f *playForm) normalize() { f.EpisodeId = strings.TrimSpace(f.EpisodeId) }

func (f *playForm) Validate() error {
	return validation.ValidateStruct(f,
		validation.Field(&f.EpisodeId, text(requiredText("episodeId is required"))),
		validation.Field(&f.Position, positionRule(&f.Position)),
	)
}

// positionForm is PUT /api/media/episodes/{episodeId}/position.
type positionForm struct {
	Position jsonValue[float64] `json:"position"`
}

func (f *positionForm) Validate() error {
	return validation.ValidateStruct(f, validation.Field(&f.Position, positionRule(&f.Position)))
}

// positionRule wants a position in seconds, 0 to a day.
func positionRule(pos *jsonValue[float64]) validation.Rule {
	return validation.By(func(any) error {
		switch {
		case !pos.Sent:
			return fieldErr("required", "position is required (seconds listened)")
		case pos.Bad || pos.V < 0 || pos.V > maxPosition:
			return fieldErr("invalid", "position must be a number of seconds from 0 to 86400")
		}
		return nil
	})
}
