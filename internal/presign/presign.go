// Package presign signs S3 GET URLs: AWS Signature Version 4 query-presigned
// requests (X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires,
// X-Amz-SignedHeaders=host, X-Amz-Signature) over UNSIGNED-PAYLOAD, signed by
// the AWS SDK's signer, with the endpoint, path or virtual-host style and key
// escaping of PocketBase's own S3 client. It knows nothing of the app: the
// storage package hands it the bucket from the settings and the time.
package presign

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
)

// MaxTTL is the longest life SigV4 allows a presigned URL (7 days).
const MaxTTL = 7 * 24 * time.Hour

// Bucket is what signing needs of the S3 settings.
type Bucket struct {
	Name, Region, Endpoint, AccessKey, Secret string
	PathStyle                                 bool
}

// SchemeHost reads the endpoint as PocketBase's S3 client does: with or
// without a scheme (https when none), the bucket in front of the host
// unless path style.
func (b Bucket) SchemeHost() (scheme, host string) {
	scheme, host = "https", strings.TrimRight(b.Endpoint, "/")
	if after, ok := strings.CutPrefix(host, "https://"); ok {
		host = after
	} else if after, ok := strings.CutPrefix(host, "http://"); ok {
		scheme, host = "http", after
	}
	if !b.PathStyle {
		host = b.Name + "." + host
	}
	return scheme, host
}

// objectURL is the unsigned URL of key, its path escaped by SigV4's
// UriEncode (the signer then signs the path as it is).
func (b Bucket) objectURL(key string) string {
	scheme, host := b.SchemeHost()
	path := "/" + uriEncodePath(strings.TrimLeft(key, "/"))
	if b.PathStyle {
		path = "/" + uriEncodePath(b.Name) + path
	}
	return scheme + "://" + host + path
}

// URL presigns a GET of key in b at now, valid for ttl; the bucket answers it with
// contentType and disposition (the response-content-type and
// response-content-disposition overrides) when they are not "".
func URL(b Bucket, key string, ttl time.Duration, contentType, disposition string, now time.Time) (string, error) {
	if ttl <= 0 || ttl > MaxTTL {
		return "", errors.New("presign: a signed URL lives more than 0 s and at most 7 days, not " + ttl.String())
	}
	if b.Endpoint == "" || b.Name == "" {
		return "", errors.New("presign: S3 is on without an endpoint or a bucket")
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
	region := b.Region
	if region == "" {
		region = "us-east-1" // what S3-compatible servers take when none is set
	}
	creds := aws.Credentials{AccessKeyID: b.AccessKey, SecretAccessKey: b.Secret}
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
