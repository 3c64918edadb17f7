# Selah: `make run` serves the product, `make test` runs every test.
# Both set up a fresh machine from the project's own files.

SHELL := /bin/bash
GO ?= go
NPM ?= npm
BIN := selah
ADDR ?= 127.0.0.1:8090
DATA ?= ./pb_data
# Our Go packages (./... would also walk frontend/node_modules).
GO_PKGS := . ./bench/... ./commands/... ./hooks/... ./internal/... ./migrations/... ./routes/... ./systemtest/... ./testutil/... ./jobs/...
# go test in two parts that make -j3 runs side by side (test-go). The late part needs the built
# binary, the built front end and the npm tools (routes and systemtest); the early part needs
# nothing but Go and ffmpeg, so it runs while npm ci and the builds run, which in a fresh clone
# took 70 s and left a core idle (under make test most of it is built ahead: build-ahead, beside
# test-units). Each lists its longest packages first: go test starts packages
# in the order given, two at a time, and a long one started last ran on alone.
GO_LATE_PKGS := ./routes/... ./systemtest/...
GO_EARLY_PKGS := ./internal/transcode/... ./commands/... ./internal/derived/... ./migrations/... \
	$(filter-out $(GO_LATE_PKGS),$(GO_PKGS))
NODE_STAMP := frontend/node_modules/.package-lock.json
GO_SOURCES := $(shell find . -name '*.go' -not -path './frontend/*' 2>/dev/null) go.mod go.sum
WEB_SOURCES := $(shell find frontend/src frontend/index.html frontend/embed.html frontend/public -type f 2>/dev/null) \
	frontend/package.json frontend/vite.config.ts

.PHONY: run build dev lint test test-go test-go-early test-go-late test-units test-fuzz fuzz test-web test-e2e build-ahead-go build-ahead-tools build-ahead-compile build-ahead-web bench bench-upload soak deps chromium ffmpeg clean help

help:
	@echo "make run       build everything and serve at http://$(ADDR) (data in $(DATA))"
	@echo "make test      Go tests, front-end unit tests and browser journeys"
	@echo "make build     the front end into pb_public/ and the ./$(BIN) binary"
	@echo "make dev       Go server on :8090 and the Vite dev server with hot reload"
	@echo "make lint      gofmt, go vet, TypeScript and ESLint"

## deps: Go modules and npm packages (npm ci from the lock file)
# Our lock files hold no registry addresses, so npm ci reads each package's metadata to find its
# tarball, and by default asks the registry whether each cached copy is still current (785
# requests for the front end). --prefer-offline takes the cached metadata as it is: the front
# end's npm ci took 44 CPU-s and 31 s against 57 and 41 (two alternating pairs). The tarballs are
# checked against the lock file's integrity either way. Metadata cached before the lock file named
# a newer version fails the first try, and npm ci runs again the usual way.
NPM_CI = { $(NPM) ci --no-audit --no-fund --prefer-offline || $(NPM) ci --no-audit --no-fund; }
deps: go.sum $(NODE_STAMP)
go.sum: go.mod
	$(GO) mod download
	@touch go.sum
$(NODE_STAMP): frontend/package.json frontend/package-lock.json
	cd frontend && $(NPM_CI)

## build: the React app into pb_public/, then one binary
build: $(BIN) pb_public/index.html
pb_public/index.html: $(NODE_STAMP) $(WEB_SOURCES)
	cd frontend && $(NPM) run build
	@touch pb_public/.gitkeep # the build empties pb_public/; keep git's placeholder
# The binary does not embed the front end (it serves pb_public/ from disk), so the two
# build side by side under make -j3 (make test does): in a fresh clone npm ci and Vite
# took 71 s and the Go build 39 s, one after the other.
$(BIN): go.sum $(GO_SOURCES)
	$(GO) build -o $(BIN) .

run: build ffmpeg
	@echo
	@echo "  Selah is starting at http://$(ADDR)  (data: $(DATA))"
	@echo "  First admin:   ./$(BIN) admins create you@example.com 'a-strong-password' --dir $(DATA)"
	@echo "  Demo content:  ./$(BIN) seed demo --dir $(DATA)"
	@echo "  Staff dashboard (superusers): http://$(ADDR)/_/"
	@echo
	./$(BIN) serve --http $(ADDR) --dir $(DATA)

dev: go.sum $(NODE_STAMP)
	@echo "Go server on http://127.0.0.1:8090, Vite on http://127.0.0.1:5173 (proxying /api)"
	@trap 'kill 0' EXIT INT TERM; \
		$(GO) run . serve --http 127.0.0.1:8090 --dir $(DATA) & \
		(cd frontend && $(NPM) run dev -- --host 127.0.0.1) & \
		wait

lint: go.sum $(NODE_STAMP)
	@unformatted=$$(gofmt -l $$(git ls-files '*.go')); \
		if [ -n "$$unformatted" ]; then echo "gofmt would change:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet $(GO_PKGS)
	cd frontend && $(NPM) run typecheck && $(NPM) run lint

## test: one part after another. Running the Go tests beside the browser journeys was tried
## and measured (docs/decisions/0009-tests.md): the journeys slowed by half and a fresh
## clone was no faster overall. The journeys beside the fuzz targets and Vitest were tried on
## 2026-11-29: the journeys took 6.9 min, but four Vitest tests that wait for a debounced
## search or a lazy route timed out on the starved cores, so the journeys run alone. The fuzz
## targets run beside Vitest (test-units), which leaves a quarter of two cores idle on its own;
## under make test that quarter builds what the later parts need (AHEAD=1: build-ahead below),
## so test-units runs first. Each part's wall and CPU time is printed as it ends (the figures
## docs/BENCHMARKS.md keeps; test-units' include what it built ahead); each part builds what is
## left of its prerequisites side by side (make -j3: test-go's early Go tests and two builds).
TEST_PARTS := test-units test-go test-e2e
# make -k test runs every part even after one fails.
KEEP_GOING := $(findstring k,$(firstword -$(MAKEFLAGS)))
# Scratch space on tmpfs: every Go test app copies a data dir and every journey's server makes
# one; with TMPDIR on /dev/shm the routes tests took 83 CPU-s against 107 on this machine's disk.
# Where /dev/shm is missing, not writable or mounted noexec (go test runs its binaries from
# TMPDIR), the default stays. Go's own build work (GOTMPDIR: a test binary per package) stays on
# the disk. The Go test processes share one migrated template there (testutil/migrated/shared.go).
# The directory goes when make test ends, however it ends.
test:
	@scratch=$$(mktemp -d /dev/shm/selah-test.XXXXXX 2>/dev/null) && printf '#!/bin/sh\n' > "$$scratch/x" \
		&& chmod +x "$$scratch/x" && "$$scratch/x" && export GOTMPDIR="$${TMPDIR:-/tmp}" TMPDIR="$$scratch" \
		|| { [ -z "$$scratch" ] || rm -rf "$$scratch"; scratch=$$(mktemp -d); }; \
	trap '[ -z "$$scratch" ] || rm -rf "$$scratch"' EXIT; \
	[ -z "$$scratch" ] || export SELAH_TEST_TEMPLATE_DIR="$$scratch/template"; \
	failed=; for part in $(TEST_PARTS); do \
		TIMEFORMAT="make test: $$part took %0R s, %0U s user + %0S s system CPU"; \
		time $(MAKE) -j3 --no-print-directory $$part AHEAD=1 || { failed="$$failed $$part"; $(if $(KEEP_GOING),true,break); }; \
	done; \
	if [ -n "$$failed" ]; then echo "make test: failed:$$failed"; exit 1; fi

# The feed test also parses our RSS with rss-parser from the npm registry.
FEEDCHECK_STAMP := bench/feedcheck/node_modules/.package-lock.json
$(FEEDCHECK_STAMP): bench/feedcheck/package.json bench/feedcheck/package-lock.json
	cd bench/feedcheck && $(NPM_CI)

# The preview test reads our pages with open-graph-scraper and asks their
# oEmbed with @extractus/oembed-extractor, as link previews and embedding sites do.
PREVIEWCHECK_STAMP := bench/previewcheck/node_modules/.package-lock.json
$(PREVIEWCHECK_STAMP): bench/previewcheck/package.json bench/previewcheck/package-lock.json
	cd bench/previewcheck && $(NPM_CI)

# The system tests run servers written by others: s3rver (S3 with signature
# and expiry checks, for the presigned redirects) and Litestream's binary.
TOOLS_STAMP := systemtest/tools/node_modules/.package-lock.json
$(TOOLS_STAMP): systemtest/tools/package.json systemtest/tools/package-lock.json
	cd systemtest/tools && $(NPM_CI)

# The built front end too: systemtest/compression_test.go serves it with its .br and .gz copies.
# The system tests run the binary the journeys run (SELAH_BIN) rather than building their own,
# and both are compiled with the same flags, so they share one compile of every package in the
# build cache. Neither uses -trimpath: PocketBase's tests.NewTestApp finds its test data by the
# source path the compiler records, which -trimpath turns into a module path.
# -vet=off: go test's own vet pass (a subset of go vet's checks) took 45 s of CPU over every
# package each run; `make lint` runs the whole of go vet, as the guide asks before each commit.
test-go: test-go-early test-go-late
test-go-early: go.sum ffmpeg
	$(GO) test -vet=off -count=1 $(GO_EARLY_PKGS)
test-go-late: go.sum $(FEEDCHECK_STAMP) $(PREVIEWCHECK_STAMP) $(TOOLS_STAMP) ffmpeg pb_public/index.html $(BIN)
	SELAH_FEEDCHECK=1 SELAH_BIN=$(CURDIR)/$(BIN) $(GO) test -vet=off -count=1 $(GO_LATE_PKGS)

## test-fuzz: every fuzz target, one after another (go test -fuzz takes one target in one
## package); crashers land in the package's testdata/fuzz/. Each target runs a fixed number
## of inputs (a few seconds here), not a wall-clock time: Go 1.26's fuzz coordinator can fail a
## clean -fuzztime=<duration> run with "context deadline exceeded" when the deadline lands
## while a worker is busy (golang/go#75804, fixed in Go 1.27). FUZZTIME=5m (say) fuzzes every
## target for that long instead; new inputs are minimized for at most FUZZMINIMIZE runs.
## FuzzDecoders runs the third-party MP3, FLAC and Vorbis decoders at about 6 ms of CPU an input
## (the others take microseconds): 50000 inputs were 300 CPU-s, most of the fuzz budget.
FUZZTIME ?=
FUZZMINIMIZE ?= 100x
## Budgets are a quarter of what they were (each pure parser ran 15-25 s in a fresh clone's
## make test, three minutes in all): make test's share of a 10-minute budget; the seeds run in
## test-go anyway, and FUZZTIME=5m explores longer.
## make test fuzzes the parsers, whose instrumented builds hold no PocketBase or SQLite. The
## request-body targets in routes/ (every JSON, multipart and tus body through a test app) need
## an instrumented build of PocketBase and modernc's SQLite: on a cold build cache (a fresh CI
## machine) that compile alone ran over eleven minutes on this busy machine (niced) and was
## stopped. make test-go runs their seeds and
## every committed crasher; `make fuzz` fuzzes all ten targets.
FUZZ_PARSERS := internal/upload:FuzzRead:60000 internal/bible:FuzzParse:75000 \
	internal/bible:FuzzParseQuery:75000 internal/audio:FuzzProbe:75000 \
	internal/peaks:FuzzDecodeWAV:60000 internal/peaks:FuzzOggGuard:40000 \
	internal/peaks:FuzzDecoders:2500
FUZZ_BODIES := routes:FuzzJSONRoutes:2000 routes:FuzzUploadMedia:500 routes:FuzzTus:800
FUZZ_TARGETS ?= $(FUZZ_PARSERS)
FUZZ_PKGS := $(sort $(foreach t,$(FUZZ_TARGETS),$(firstword $(subst :, ,$(t)))))
test-fuzz: go.sum
	@set -e; bins=$$(mktemp -d); trap 'rm -rf "$$bins"' EXIT; cache=$$($(GO) env GOCACHE)/fuzz/selah; \
	for pkg in $(FUZZ_PKGS); do $(GO) test -c -fuzz . -o "$$bins/$${pkg//\//_}.test" ./$$pkg/; done; \
	for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; rest=$${t#*:}; name=$${rest%%:*}; budget=$(or $(FUZZTIME),$${rest#*:}x); \
		echo "fuzz $$name ($$budget)"; \
		(cd $$pkg && "$$bins/$${pkg//\//_}.test" -test.paniconexit0 -test.run '^$$' -test.fuzz "^$$name\$$" \
			-test.fuzztime $$budget -test.fuzzminimizetime $(FUZZMINIMIZE) -test.fuzzcachedir "$$cache/$$pkg"); \
	done

## fuzz: every fuzz target, the request bodies in routes/ too (FUZZTIME=5m: each for longer)
fuzz:
	$(MAKE) --no-print-directory test-fuzz FUZZ_TARGETS="$(FUZZ_BODIES) $(FUZZ_PARSERS)"

## test-units: the fuzz targets and Vitest side by side (make test runs it with -j3). With
## AHEAD=1 (make test), what test-go and test-e2e need is built meanwhile on idle CPU (build-ahead).
ifeq ($(AHEAD),1)
test-units: go.sum
	@log="$${TMPDIR:-/tmp}/selah-build-ahead.log"; : > "$$log"; \
	$(IDLE) $(MAKE) --no-print-directory -j2 build-ahead-go >>"$$log" 2>&1 & go=$$!; \
	$(MAKE) --no-print-directory $(NODE_STAMP) || { wait $$go; exit 1; }; \
	$(IDLE) $(MAKE) --no-print-directory -j2 build-ahead-web >>"$$log" 2>&1 & web=$$!; \
	$(MAKE) --no-print-directory -j3 test-fuzz test-web; status=$$?; \
	wait $$go || ahead=failed; wait $$web || ahead=failed; \
	if [ -n "$$ahead" ]; then \
		echo "make test: building ahead failed; the later parts build in the foreground. Its log's end:"; \
		tail -n 30 "$$log"; fi; \
	exit $$status
else
test-units: test-fuzz test-web
endif
test-web: $(NODE_STAMP)
	cd frontend && $(NPM) test

## build-ahead: what test-go and test-e2e need, built while test-units runs (make test), on CPU
## time nothing else wants: SCHED_IDLE (chrt), or nice 19 where chrt is missing. Vitest alone
## leaves about a quarter of two cores idle (its two workers wait on each other and on V8's
## collector), and the Go compile of every package and test (about 95 CPU-s in a fresh clone),
## the two builds and three small npm ci fill it; test-go then only links and runs. Timed work
## keeps the cores: the scheduler runs an idle-class process only when nothing else is runnable.
## A failure here costs nothing but time: the part that needs the thing builds it again in the
## foreground, where its error shows.
IDLE := $(shell chrt -i 0 true >/dev/null 2>&1 && echo chrt -i 0 || echo nice -n 19)
build-ahead-go: build-ahead-tools build-ahead-compile
# apt-get, one after the other (dpkg takes a lock): a fresh machine fetches both meanwhile.
build-ahead-tools:
	$(MAKE) --no-print-directory ffmpeg
	$(MAKE) --no-print-directory chromium
# go list -export compiles every package and test package of ours (and what they import) into
# the build cache without linking anything; then the binary only links.
build-ahead-compile: go.sum
	$(GO) list -deps -test -export -f '{{if .Error}}{{.Error}}{{end}}' $(GO_PKGS)
	$(MAKE) --no-print-directory $(BIN)
build-ahead-web: pb_public/index.html $(FEEDCHECK_STAMP) $(PREVIEWCHECK_STAMP) $(TOOLS_STAMP)
## test-e2e: Playwright journeys against the built binary on a fresh data dir
test-e2e: build chromium ffmpeg
	cd frontend && SELAH_BIN=$(CURDIR)/$(BIN) npx playwright test

## chromium: Debian's Chromium for the browser tests, installed when missing
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		echo "Installing Debian's chromium for the browser tests"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

## soak: the long system tests: the load test at full size (60 s at 200 connections of mixed
## traffic against the real binary) and the crowd (200 phones behind one address listening for
## a minute). make test runs a 12-second load test and a 20-second crowd at 2x.
soak: go.sum
	SELAH_SOAK=1 $(GO) test -count=1 -v -run 'TestLoadMixedTraffic|TestCrowdBehindOneAddress' ./systemtest/

## ffmpeg: Debian's ffmpeg, which the server uses to make every episode's
## streaming rendition (loudness-normalised MP3) and to draw the waveforms of
## AAC, M4A and Opus audio. Without it the server starts, says so, and serves
## the originals.
ffmpeg:
	@if ! command -v ffmpeg >/dev/null; then \
		echo "Installing Debian's ffmpeg (renditions and waveforms)"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null; \
	fi

## bench: every benchmark target side by side with its peer; one table, also written to
## docs/BENCHMARKS.md. QUICK=1: a smaller data set and shorter rounds (under 3 minutes).
## Needs `make build` first (it does not rebuild, so the binary measured is the one you built).
## Target 10 measures every speed layer on against off (its switch: internal/layers); target 7
## adds the long tail at half capacity in an open loop. go run ./bench/run -only 10 -layers seek: one layer.
bench:
	$(GO) run ./bench/run -bin ./$(BIN) $(if $(QUICK),-quick)

## bench-upload: a 1 GiB album through upload-media against cp (docs/BENCHMARKS.md)
bench-upload: $(BIN)
	$(GO) run ./bench/uploadmem -bin ./$(BIN)

clean:
	rm -rf $(BIN) pb_public/assets pb_public/index.html frontend/test-results frontend/playwright-report
