# Vitrine — `make run` serves the dashboard, `make test` runs everything CI checks.
SHELL := /bin/bash
SWIFT ?= swift
BUILD_PACKAGES := libsqlite3-dev libxml2-dev pkg-config fonts-font-awesome zlib1g-dev chromium fonts-inter fonts-roboto fonts-noto-core fonts-noto-cjk
# curl: the test and bench scripts' requests (the binary itself has no libcurl).
TEST_PACKAGES := curl chromium chromium-driver libxml2-utils liblsan0 docker-compose wrk fonts-inter fonts-roboto fonts-noto-core fonts-noto-cjk
BENCH_PACKAGES := curl wrk libxml2-utils hyperfine
# WebKit snapshots (`vitrine snapshot` draws iOS HTML messages in WebKit when these are installed):
# WebKitWebDriver and MiniBrowser (WebKitGTK), and the X server they draw on. Not for `make run`.
WEBKIT_PACKAGES := webkit2gtk-driver xvfb
DEBUG_BIN := .build/debug/vitrine
RELEASE_DIR := .build/release
# A statically linked Swift runtime starts in about half the time (it matters for `vitrine validate`).
RELEASE_FLAGS := -c release --static-swift-stdlib

.PHONY: run test check bench fuzz build deps test-deps bench-deps venv clean format lint image-size

## Install the system packages the build needs (apt-get, only what is missing).
deps:
	@scripts/ensure-apt.sh $(BUILD_PACKAGES)

# The three binaries, side by side: `vitrine` (HTML documents, --version) hands other `validate`
# calls to `vitrine-check` and every other command to `vitrine-full` (docs/architecture.md, "Binaries").
BUILD_RELEASE := $(SWIFT) build $(RELEASE_FLAGS) --product vitrine-full && $(SWIFT) build $(RELEASE_FLAGS) --product vitrine-check \
	&& $(SWIFT) build $(RELEASE_FLAGS) --product vitrine

## Build the release binaries.
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
	@echo "  Lost it? $(RELEASE_DIR)/vitrine users reset-password admin"
	VITRINE_HTTP_HOST=$(RUN_HOST) VITRINE_HTTP_PORT=$(RUN_PORT) $(RELEASE_DIR)/vitrine serve

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

## Lint, Swift tests, the command-line checks in scripts/test.d (the hostile-request suite against a
## release build among them), then the browser tests against a live server. Stops at the first
## stage that fails, and ends with a summary of every stage: its count and its time
## (scripts/test-stages.sh; each stage's output is kept in .build/test-logs/).
test: test-deps
	@VITRINE_BIN=$(DEBUG_BIN) VITRINE_RELEASE_BIN=$(RELEASE_DIR)/vitrine scripts/test-stages.sh \
		"lint" '$(LINT) && echo "no findings in $$(find Package.swift Sources Tests -name "*.swift" | wc -l) Swift files"' \
		"build (tests, warnings as errors)" "$(SWIFT) build --build-tests --explicit-target-dependency-import-check error -Xswiftc -warnings-as-errors" \
		"Swift tests" "$(SWIFT) test --skip-build" \
		"build (release)" "$(BUILD_RELEASE)" \
		"scripts" test.d \
		"browser tests" "scripts/browser-tests.sh $(DEBUG_BIN)"

bench-deps: deps
	@scripts/ensure-apt.sh $(BENCH_PACKAGES)

## Throughput and ratio measurements against a release build.
bench: bench-deps
	$(BUILD_RELEASE)
	$(SWIFT) build $(RELEASE_FLAGS) --product vitrine-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product vitrine-anchor
	scripts/bench.sh $(RELEASE_DIR)

## The Docker image's size without Docker: its layers built as directories (debian:bookworm-slim
## from debootstrap, the Dockerfile's runtime RUN in a chroot, the release binaries and /app files),
## uncompressed and gzipped (scripts/image-size.sh; as root, not part of `make test`).
image-size: build
	VITRINE_RELEASE_DIR=$(RELEASE_DIR) scripts/image-size.sh

## Longer random-input runs of the HTML validator.
fuzz: deps
	scripts/fuzz.sh

clean:
	rm -rf .build .venv
