# Vitrine — `make run` serves the dashboard, `make test` runs everything CI checks.
SHELL := /bin/bash
SWIFT ?= swift
BUILD_PACKAGES := libsqlite3-dev libxml2-dev libqrencode-dev pkg-config fonts-font-awesome zlib1g-dev chromium fonts-inter fonts-roboto fonts-noto-core fonts-noto-cjk
# curl: the test and bench scripts' requests (the binary itself has no libcurl).
TEST_PACKAGES := curl chromium chromium-driver libxml2-utils zbar-tools liblsan0 docker-compose wrk fonts-inter fonts-roboto fonts-noto-core fonts-noto-cjk
BENCH_PACKAGES := curl wrk libxml2-utils hyperfine
# WebKit snapshots (`vitrine snapshot` draws iOS HTML messages in WebKit when these are installed):
# WebKitWebDriver and MiniBrowser (WebKitGTK), and the X server they draw on. Not for `make run`.
WEBKIT_PACKAGES := webkit2gtk-driver xvfb
# One build for `make build`, `make run` and `make test`: release, with testing enabled so that the
# test targets can `@testable import` what they test. The Swift tests, the scripts and the browser
# tests all run against the one binary `make run` serves (docs/testing.md, "The test loop").
# Without Swift debug information (-gnone): it saved 25 s of a 7.5-minute rebuild of the Swift
# modules and halves the binary; a crash still names its functions, not their lines. The Docker
# image is built by its own flags.
RELEASE_DIR := .build/release
BIN := $(RELEASE_DIR)/vitrine
RELEASE_FLAGS := -c release -Xswiftc -enable-testing -Xswiftc -gnone

.PHONY: run test test-repeat check bench fuzz build deps test-deps bench-deps venv clean format lint image-size

## Install the system packages the build needs (apt-get, only what is missing).
deps:
	@scripts/ensure-apt.sh $(BUILD_PACKAGES)

BUILD_RELEASE := $(SWIFT) build $(RELEASE_FLAGS) --product vitrine

## Build the release binary, .build/release/vitrine.
build: deps
	$(BUILD_RELEASE)

# Where `make run` serves, for its banner: the same settings `vitrine serve` reads (the environment
# or `make run VITRINE_HTTP_PORT=9000`), in the same order (the VITRINE_ name, then the older one).
RUN_HOST := $(or $(VITRINE_HTTP_HOST),$(HTTP_HOST),127.0.0.1)
RUN_PORT := $(or $(VITRINE_HTTP_PORT),$(HTTP_PORT),8080)
RUN_URL := http://$(RUN_HOST):$(RUN_PORT)$(patsubst %/,%,$(VITRINE_BASE_PATH))/

## Build and serve the dashboard on http://127.0.0.1:8080, or VITRINE_HTTP_HOST:VITRINE_HTTP_PORT
## (database under ./data/).
run: build
	@echo "Vitrine: open $(RUN_URL) and sign in as user admin."
	@echo "  On first start its password is \$$VITRINE_ADMIN_PASSWORD when set, otherwise a generated one"
	@echo "  printed once below (look for accounts.password=...). Add users and API tokens at /users."
	@echo "  Lost it? $(BIN) users reset-password admin"
	VITRINE_HTTP_HOST=$(RUN_HOST) VITRINE_HTTP_PORT=$(RUN_PORT) $(BIN) serve

test-deps: deps
	@scripts/ensure-apt.sh $(TEST_PACKAGES) $(WEBKIT_PACKAGES)
	@scripts/ensure-venv.sh

## Rewrite the Swift sources in the house style (.swift-format; swift-format ships with the toolchain).
format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests

LINT := $(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

## Check the Swift sources against .swift-format without changing them; any finding fails.
lint:
	$(LINT)

## The fast loop: lint, build the tests with warnings as errors, run the Swift tests (no browser).
check: deps lint
	@scripts/ensure-apt.sh $(WEBKIT_PACKAGES)
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

## Lint, one release build of the binary and the tests (a warning in the project's own files fails
## it), the Swift tests, the command-line checks in scripts/test.d, then the browser tests, all
## against .build/release/vitrine. Stops at the first stage that fails, and ends with a summary of
## every stage: its count and its time (scripts/test-stages.sh; each stage's output is kept in
## .build/test-logs/).
test: test-deps
	@VITRINE_BIN=$(BIN) scripts/test-stages.sh \
		"lint" '$(LINT) && echo "no findings in $$(find Package.swift Sources Tests -name "*.swift" | wc -l) Swift files"' \
		"build (release, with the tests)" "scripts/build-without-warnings.sh $(SWIFT) build $(RELEASE_FLAGS) --build-tests --explicit-target-dependency-import-check error" \
		"Swift tests" "$(SWIFT) test $(RELEASE_FLAGS) --skip-build" \
		"scripts" test.d \
		"browser tests" "scripts/browser-tests.sh $(BIN)"

## The flake detector: `make test` N times (default 3) from one clean clone of HEAD, then every test
## whose result differed between the runs (scripts/test-repeat.sh).
N ?= 3
test-repeat:
	scripts/test-repeat.sh $(N)

bench-deps: deps
	@scripts/ensure-apt.sh $(BENCH_PACKAGES)

## Throughput and ratio measurements against a release build.
bench: bench-deps
	$(BUILD_RELEASE)
	VITRINE_BENCHMARKS=1 $(SWIFT) build $(RELEASE_FLAGS) --product vitrine-bench
	VITRINE_BENCHMARKS=1 $(SWIFT) build $(RELEASE_FLAGS) --product vitrine-anchor
	scripts/bench.sh $(RELEASE_DIR)

## The Docker image's size without Docker: its layers built as directories (debian:bookworm-slim
## from debootstrap, the Dockerfile's runtime RUN in a chroot, the release binary and /app files),
## uncompressed and gzipped (scripts/image-size.sh; as root, not part of `make test`).
## The binary is built as the Dockerfile builds it (the Swift runtime linked in), in a build folder of
## its own so that `make build`'s stays as it is.
image-size: deps
	$(SWIFT) build -c release --static-swift-stdlib --product vitrine --scratch-path .build-image
	VITRINE_RELEASE_DIR=.build-image/release scripts/image-size.sh

## Longer random-input runs of the HTML validator.
fuzz: deps
	scripts/fuzz.sh

clean:
	rm -rf .build .venv
