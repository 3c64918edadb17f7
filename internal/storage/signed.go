package storage

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"github.com/pocketbase/pocketbase/core"
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
const MaxSignedTTL = 7 * 24 * time.Hour

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
	u, err := signURL(bucketOf(s3), key, ttl, contentType, disposition, time.Now())
	return u, err == nil, err
}

// BucketOrigin is the scheme and host signed URLs point at (for a page's
// Content-Security-Policy), false when S3 storage is off.
func BucketOrigin(app core.App) (string, bool) {
	s3 := app.Settings().S3
	if !s3.Enabled {
		return "", false
	}
	scheme, host := bucketOf(s3).schemeHost()
	return scheme + "://" + host, true
}

// bucket is what signing needs of the S3 settings.
type bucket struct {
	name, region, endpoint, accessKey, secret string
	pathStyle                                 bool
}

func bucketOf(s core.S3Config) bucket {
	return bucket{name: s.Bucket, region: s.Region, endpoint: s.Endpoint, accessKey: s.AccessKey,
		secret: s.Secret, pathStyle: s.ForcePathStyle}
}

// schemeHost reads the endpoint as PocketBase's S3 client does: with or
// without a scheme (https when none), the bucket in front of the host
// unless path style.
func (b bucket) schemeHost() (scheme, host string) {
	scheme, host = "https", strings.TrimRight(b.endpoint, "/")
	if after, ok := strings.CutPrefix(host, "https://"); ok {
		host = after
	} else if after, ok := strings.CutPrefix(host, "http://"); ok {
		scheme, host = "http", after
	}
	if !b.pathStyle {
		host = b.name + "." + host
	}
	return scheme, host
}

// objectURL is the unsigned URL of key, its path escaped by SigV4's
// UriEncode (the signer then signs the path as it is).
func (b bucket) objectURL(key string) string {
	scheme, host := b.schemeHost()
	path := "/" + uriEncodePath(strings.TrimLeft(key, "/"))
	if b.pathStyle {
		path = "/" + uriEncodePath(b.name) + path
	}
	return scheme + "://" + host + path
}

// signURL presigns a GET of key at `now` (tests pass their own time).
func signURL(b bucket, key string, ttl time.Duration, contentType, disposition string, now time.Time) (string, error) {
	if ttl <= 0 || ttl > MaxSignedTTL {
		return "", errors.New("storage: a signed URL lives more than 0 s and at most 7 days, not " + ttl.String())
	}
	if b.endpoint == "" || b.name == "" {
		return "", errors.New("storage: S3 is on without an endpoint or a bucket")
	}
	req, err := http.NewRequest(http.MethodGet, b.objectURL(key), nil)
	if err != nil {
		return "", err
	}
	q := url.Values{}
	q.Set("X-Amz-Expires", strconv.FormatInt(int64(ttl/time.Second), 10))
	if contentType != "" {
		q.Set("response-content-type", contentType)
	}
	if disposition != "" {
		q.Set("response-content-disposition", disposition)
	}
	req.URL.RawQuery = q.Encode()
	region := b.region
	if region == "" {
		region = "us-east-1" // what S3-compatible servers take when none is set
	}
	creds := aws.Credentials{AccessKeyID: b.accessKey, SecretAccessKey: b.secret}
	// S3 signs the path as sent: no second escaping.
	signer := v4.NewSigner(func(o *v4.SignerOptions) { o.DisableURIPathEscaping = true })
	signed, _, err := signer.PresignHTTP(context.Background(), creds, req, "UNSIGNED-PAYLOAD", "s3", region, now)
	return signed, err
}

// uriEncodePath escapes each segment of a key as SigV4's UriEncode does
// (and PocketBase's S3 client): every byte but A-Z a-z 0-9 - . _ ~ as %XX,
// the slashes between segments kept.
func uriEncodePath(key string) string {
	var b strings.Builder
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9',
			c == '-', c == '.', c == '_', c == '~', c == '/':
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte("0123456789ABCDEF"[c>>4])
			b.WriteByte("0123456789ABCDEF"[c&15])
		}
	}
	return b.String()
}
