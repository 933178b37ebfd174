# Build stage: the Swift toolchain with the C libraries Vitrine links.
FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libsqlite3-dev libxml2-dev libqrencode-dev zlib1g-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
COPY Tests ./Tests
# One binary with every command, the Swift runtime linked in (no Swift libraries in the image).
RUN swift build -c release --product vitrine --static-swift-stdlib \
    && cp "$(swift build -c release --show-bin-path)/vitrine" /vitrine

# Runtime stage: only the shared libraries, the binary, templates and static files. No libcurl:
# the HTTP client (AsyncHTTPClient, BoringSSL inside the binary) reads ca-certificates' roots.
FROM debian:bookworm-slim
# The version is written once, in Sources/vitrine/Release.swift: build with
# --build-arg VITRINE_VERSION="$(.build/release/vitrine --version)" (scripts/test.d checks they agree).
ARG VITRINE_VERSION=unreleased
LABEL org.opencontainers.image.title="Vitrine" \
      org.opencontainers.image.description="Preview server and delivery simulator for Braze-style in-app messages" \
      org.opencontainers.image.version="${VITRINE_VERSION}" \
      org.opencontainers.image.licenses="proprietary" \
      org.opencontainers.image.source="https://github.com/OWNER/vitrine"
RUN apt-get update \
    && apt-get install -y --no-install-recommends libxml2 libqrencode4 libsqlite3-0 ca-certificates fonts-font-awesome chromium fonts-inter fonts-roboto fonts-noto-core fonts-noto-cjk \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin vitrine \
    && mkdir -p /data \
    && chown vitrine /data
WORKDIR /app
COPY --from=build /vitrine /app/
COPY Templates /app/Templates
COPY Public /app/Public
ENV VITRINE_HTTP_HOST=0.0.0.0 \
    VITRINE_HTTP_PORT=8080 \
    VITRINE_DB_PATH=/data/vitrine.sqlite \
    VITRINE_TEMPLATES_DIR=/app/Templates \
    VITRINE_PUBLIC_DIR=/app/Public \
    VITRINE_LOG_LEVEL=info \
    VITRINE_SHUTDOWN_TIMEOUT=10
USER vitrine
VOLUME ["/data"]
EXPOSE 8080
STOPSIGNAL SIGTERM
# The image has no curl: the binary asks its own /readyz (the database and the templates).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/app/vitrine", "healthcheck"]
ENTRYPOINT ["/app/vitrine"]
CMD ["serve"]
