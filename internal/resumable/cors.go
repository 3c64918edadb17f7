package resumable

import tusd "github.com/tus/tusd/v2/pkg/handler"

// ExposeHeaders are the response headers a page on another origin must be
// allowed to read for a tus client to work: tusd's own list (Location,
// Upload-Offset, Upload-Length, Upload-Metadata, Tus-Resumable, Tus-Version,
// Tus-Extension, Tus-Max-Size, ...), plus Upload-Expires, which we send for
// the expiration extension. tusd would send this list itself, but its CORS
// is off: PocketBase's middleware decides which origins are allowed, and the
// routes add this list where it allowed one (routes/uploads_cors.go).
var ExposeHeaders = tusd.DefaultCorsConfig.ExposeHeaders + ", Upload-Expires"
