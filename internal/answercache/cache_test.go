package answercache

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

func answer(body string) Answer {
	return Answer{Status: http.StatusOK, Header: http.Header{"Content-Type": {"application/json"}}, Body: []byte(body)}
}

func TestKeptUntilTheVersionMoves(t *testing.T) {
	v := int64(1)
	cache := New(8, time.Minute)
	renders := 0
	render := func() (Answer, bool, error) { renders++; return answer("page"), true, nil }
	for range 3 {
		if a, err := cache.Get(v, "k", render); err != nil || string(a.Body) != "page" {
			t.Fatalf("got %q, %v", a.Body, err)
		}
	}
	if renders != 1 {
		t.Fatalf("rendered %d times for one version, want 1", renders)
	}
	v++ // a commit
	cache.Get(v, "k", render)
	if renders != 2 {
		t.Fatalf("a new version must render again (renders %d)", renders)
	}
}

func TestKeysAreSeparate(t *testing.T) {
	cache := New(8, time.Minute)
	a, _ := cache.Get(1, "a", func() (Answer, bool, error) { return answer("A"), true, nil })
	b, _ := cache.Get(1, "b", func() (Answer, bool, error) { return answer("B"), true, nil })
	if string(a.Body) != "A" || string(b.Body) != "B" {
		t.Fatalf("keys mixed up: %q %q", a.Body, b.Body)
	}
}

func TestFailuresAndUnkeepableAnswersAreNotKept(t *testing.T) {
	cache := New(8, time.Minute)
	boom := errors.New("boom")
	if _, err := cache.Get(1, "k", func() (Answer, bool, error) { return Answer{}, false, boom }); !errors.Is(err, boom) {
		t.Fatalf("the render's error must come back, got %v", err)
	}
	cache.Get(1, "k", func() (Answer, bool, error) { return Answer{Status: 404}, false, nil })
	if cache.Len() != 0 {
		t.Fatalf("kept %d answers, want none", cache.Len())
	}
	a, _ := cache.Get(1, "k", func() (Answer, bool, error) { return answer("ok"), true, nil })
	if string(a.Body) != "ok" || cache.Len() != 1 {
		t.Fatalf("a good answer after failures must be rendered and kept")
	}
}

func TestNoVersionMeansNoCaching(t *testing.T) {
	cache := New(8, time.Minute)
	renders := 0
	for range 2 {
		cache.Get(Unknown, "k", func() (Answer, bool, error) { renders++; return answer("x"), true, nil })
	}
	if renders != 2 || cache.Len() != 0 {
		t.Fatalf("without a version every call must render (renders %d, kept %d)", renders, cache.Len())
	}
}

func TestMaxAge(t *testing.T) {
	cache := New(8, 20*time.Millisecond)
	renders := 0
	render := func() (Answer, bool, error) { renders++; return answer("x"), true, nil }
	cache.Get(1, "k", render)
	deadline := time.Now().Add(5 * time.Second)
	for renders < 2 && time.Now().Before(deadline) {
		cache.Get(1, "k", render)
		time.Sleep(5 * time.Millisecond)
	}
	if renders < 2 {
		t.Fatal("an answer older than the max age must be rendered again")
	}
}

// TestGzippedOncePerKeptAnswer: a kept answer's gzip form is made once and
// shared by every later hit; it decodes to the body.
func TestGzippedOncePerKeptAnswer(t *testing.T) {
	cache := New(8, time.Minute)
	render := func() (Answer, bool, error) { return answer(strings.Repeat("grace ", 500)), true, nil }
	first, _ := cache.Get(1, "k", render)
	second, _ := cache.Get(1, "k", render)
	a, err := first.Gzipped()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := second.Gzipped()
	if &a[0] != &b[0] {
		t.Error("the second hit gzipped the answer again")
	}
	zr, err := gzip.NewReader(bytes.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(plain, first.Body) || len(a) >= len(plain) {
		t.Fatalf("decoded %d bytes (%v) from %d, want the %d-byte body", len(plain), err, len(a), len(first.Body))
	}
	// An answer not kept (unknown version) is gzipped on each call.
	loose, _ := cache.Get(Unknown, "k", render)
	c, _ := loose.Gzipped()
	d, _ := loose.Gzipped()
	if &c[0] == &d[0] {
		t.Error("an answer not kept shares its gzip form")
	}
}
