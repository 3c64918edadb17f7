package routes_test

// The roles of the authorization matrix. Each is a caller with its own
// token (or none) and its own sign-in email.
type role int

const (
	guest      role = iota // no token
	user                   // me@example.com: a creator with pending and approved media
	other                  // other@example.com: another creator (their draft, their podcast)
	unverified             // new@example.com: never verified its email
	suspended              // out@example.com: suspended, owns an approved album
	admin                  // staff@example.com in the admins collection
	superuser              // root@example.com, PocketBase's _superusers
)

var allRoles = []role{guest, user, other, unverified, suspended, admin, superuser}

func (r role) String() string {
	return [...]string{"guest", "user", "other", "unverified", "suspended", "admin", "superuser"}[r]
}

// want is the status each role gets from one request.
type want map[role]int

// everyone answers the same to every role (public or tokenless routes).
func everyone(status int) want {
	w := want{}
	for _, r := range allRoles {
		w[r] = status
	}
	return w
}

// publicRead is a public read (/api/public/..., oEmbed): every role gets
// status but a users token that may not sign in, refused with 403 as on
// every route (API.md's status codes); staff are answered as guests.
func publicRead(status int) want {
	return everyone(status).set(403, unverified, suspended)
}

// userOnly is a route behind requireUser: a signed-in, verified, active
// user; admins and superusers are refused (the route acts as the user).
func userOnly(ok int) want {
	return want{guest: 401, user: ok, other: ok, unverified: 403, suspended: 403, admin: 403, superuser: 403}
}

// readers is a route behind requireReader: users and admins.
func readers(ok int) want {
	return userOnly(ok).set(ok, admin)
}

// adminOnly is a route behind requireAdmin.
func adminOnly(ok int) want {
	return want{guest: 401, user: 403, other: 403, unverified: 403, suspended: 403, admin: ok, superuser: 403}
}

// superOnly is PocketBase's RequireSuperuserAuth: 401 without a token,
// 403 with any other token.
func superOnly(ok int) want {
	return everyone(403).set(401, guest).set(ok, superuser)
}

// set returns a copy with the roles given answering status.
func (w want) set(status int, rs ...role) want {
	out := want{}
	for r, s := range w {
		out[r] = s
	}
	for _, r := range rs {
		out[r] = status
	}
	return out
}
