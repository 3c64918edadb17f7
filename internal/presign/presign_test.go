package presign

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestURLMatchesAWSExample signs the example of Amazon S3's
// documentation ("Authenticating Requests: Using Query Parameters (AWS
// Signature Version 4)"): GET test.txt of examplebucket, virtual-host
// style, on 24 May 2013 for 86,400 s, whose signature the documentation
// gives.
func TestURLMatchesAWSExample(t *testing.T) {
	b := Bucket{Name: "examplebucket", Region: "us-east-1", Endpoint: "s3.amazonaws.com",
		AccessKey: "AKIAIOSFODNN7EXAMPLE", Secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
	at := time.Date(2013, 5, 24, 0, 0, 0, 0, time.UTC)
	signed, err := URL(b, "test.txt", 24*time.Hour, "", "", at)
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(signed)
	if err != nil {
		t.Fatal(err)
	}
	if u.Scheme != "https" || u.Host != "examplebucket.s3.amazonaws.com" || u.Path != "/test.txt" {
		t.Errorf("URL %s", signed)
	}
	q := u.Query()
	want := map[string]string{
		"X-Amz-Algorithm":     "AWS4-HMAC-SHA256",
		"X-Amz-Credential":    "AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request",
		"X-Amz-Date":          "20130524T000000Z",
		"X-Amz-Expires":       "86400",
		"X-Amz-SignedHeaders": "host",
		"X-Amz-Signature":     "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
	}
	for k, v := range want {
		if got := q.Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
}

// TestURLStyles: path style puts the bucket in the path and keeps the
// endpoint's scheme; the overrides are signed query parameters; keys are
// escaped as S3 signs them.
func TestURLStyles(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	b := Bucket{Name: "audio", Region: "eu-west-1", Endpoint: "http://127.0.0.1:9000/", AccessKey: "k", Secret: "s", PathStyle: true}
	signed, err := URL(b, "pbc_1/rec/a b+c.mp3", 10*time.Minute, "audio/mpeg", `inline; filename="a.mp3"`, at)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(signed, "http://127.0.0.1:9000/audio/pbc_1/rec/a%20b%2Bc.mp3?") {
		t.Errorf("path style URL %s", signed)
	}
	u, _ := url.Parse(signed)
	q := u.Query()
	if q.Get("response-content-type") != "audio/mpeg" || q.Get("response-content-disposition") != `inline; filename="a.mp3"` ||
		q.Get("X-Amz-Expires") != "600" || q.Get("X-Amz-Credential") != "k/20260102/eu-west-1/s3/aws4_request" {
		t.Errorf("query %v", q)
	}

	b.PathStyle = false
	b.Endpoint = "s3.example.com"
	signed, err = URL(b, "pbc_1/rec/x.mp3", time.Minute, "", "", at)
	if err != nil || !strings.HasPrefix(signed, "https://audio.s3.example.com/pbc_1/rec/x.mp3?") {
		t.Errorf("virtual host URL %s (%v)", signed, err)
	}

	for _, ttl := range []time.Duration{0, -time.Second, MaxTTL + time.Second} {
		if _, err := URL(b, "x", ttl, "", "", at); err == nil {
			t.Errorf("a TTL of %s was signed", ttl)
		}
	}
	if _, err := URL(Bucket{Name: "audio"}, "x", time.Minute, "", "", at); err == nil {
		t.Error("signed without an endpoint")
	}
}
