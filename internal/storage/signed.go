package storage

import (
	"time"

	"github.com/pocketbase/pocketbase/core"

	"selah/internal/presign"
)

// Signed URLs let a listener's player fetch an object straight from the
// bucket, so the audio's bytes never pass through the server (the stream
// route and the feed enclosures answer 302 to one). They are AWS Signature
// Version 4 query-presigned GETs (X-Amz-Algorithm, X-Amz-Credential,
// X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders=host, X-Amz-Signature)
// over UNSIGNED-PAYLOAD, signed by the AWS SDK's signer, for the bucket
// PocketBase's own S3 client writes to: same endpoint, same path or
// virtual-host style, same key escaping.

// MaxSignedTTL is the longest life SigV4 allows a presigned URL (7 days).
const MaxSignedTTL = presign.MaxTTL

// SignedURL is a presigned GET of key in the app's bucket, valid for ttl
// from now; the bucket answers it with contentType and disposition (the
// response-content-type and response-content-disposition overrides) when
// they are not "". ok is false when S3 storage is off (local files have no
// URL but the server's own).
func SignedURL(app core.App, key string, ttl time.Duration, contentType, disposition string) (string, bool, error) {
	s3 := app.Settings().S3
	if !s3.Enabled {
		return "", false, nil
	}
	u, err := presign.URL(bucketOf(s3), key, ttl, contentType, disposition, time.Now())
	return u, err == nil, err
}

// BucketOrigin is the scheme and host signed URLs point at (for a page's
// Content-Security-Policy), false when S3 storage is off.
func BucketOrigin(app core.App) (string, bool) {
	s3 := app.Settings().S3
	if !s3.Enabled {
		return "", false
	}
	scheme, host := bucketOf(s3).SchemeHost()
	return scheme + "://" + host, true
}

// bucketOf is what signing needs of the S3 settings.
func bucketOf(s core.S3Config) presign.Bucket {
	return presign.Bucket{Name: s.Bucket, Region: s.Region, Endpoint: s.Endpoint, AccessKey: s.AccessKey,
		Secret: s.Secret, PathStyle: s.ForcePathStyle}
}
