import Liquid

extension DashboardConfiguration {
    /// Every setting of `vitrine serve`, in the order its help lists them: the one place a
    /// setting's name, flag, environment variable, range and help are written. Its default is
    /// the property's value in `DashboardConfiguration()`. `vitrine serve` reads its flags and the
    /// environment through this table, and a test holds docs/configuration.md's table to it.
    public static let settings: [ServerSetting] = [
        .text("http.host", \.host, help: "Address to bind.", valueName: "address", olderName: true),
        .integer("http.port", \.port, 0...65535, help: "Port to bind; 0 picks a free one.", valueName: "port", olderName: true),
        .text("templates.dir", \.templatesDirectory, help: "Folder of Mustache templates.", valueName: "folder", olderName: true),
        .text("public.dir", \.publicDirectory, help: "Folder of static files.", valueName: "folder", olderName: true),
        .choice(
            "log.level",
            \.logLevel,
            ["trace", "debug", "info", "notice", "warning", "error", "critical"],
            help: "The least severe log lines written.",
            olderName: true
        ),
        .choice("log.format", \.logFormat, ["text", "json"], help: "text, or json for one JSON object per line."),
        .toggle("log.probes", \.logsProbes, help: "Give the probes (/healthz, /readyz, /metrics) access log lines too.", flag: false),
        .seconds("idle.timeout", \.idleTimeout, 1...86_400, help: "Seconds an idle keep-alive connection stays open.", olderName: true),
        .seconds("body.timeout", \.bodyTimeout, 1...3600, help: "Seconds one request body may take to arrive in all; slower ones get 408."),
        .seconds("head.timeout", \.headTimeout, 1...300, help: "Seconds a new connection has to send its first complete request head."),
        .integer(
            "max.connections",
            \.maxConnections,
            1...100_000,
            help: "Most connections open at once; at it the oldest idle one is closed to make room."
        ),
        .integer(
            "max.connections.per.address",
            \.maxConnectionsPerAddress,
            1...100_000,
            help: "Most connections open at once from one address; more are closed at once (behind a reverse proxy, raise it to --max-connections)."
        ),
        .optionalInteger(
            "probe.port",
            \.probePort,
            0...65535,
            help: "A second port answering /healthz, /readyz and /metrics only, with connections of its own.",
            absent: "none"
        ),
        .seconds("shutdown.timeout", \.shutdownTimeout, 1...300, help: "Seconds SIGTERM waits for requests in flight before stopping."),
        .optionalText(
            "public.url",
            \.publicURL,
            help: "The URL users reach the dashboard at, for absolute links.",
            absent: "from the request",
            valueName: "url"
        ),
        basePath,
        .toggle("secure.cookies", \.secureCookies, help: "Mark cookies Secure (serve over HTTPS).", olderName: true),
        .toggle("fetch.remote.images", \.fetchRemoteImages, help: "Let editors' saves and imports fetch missing remote images into the library."),
        .seconds("image.fetch.timeout", \.imageFetchTimeout, 1...60, help: "Seconds one saved message's remote image downloads may take in all."),
        .integer(
            "liquid.max.steps",
            \.liquidBudget.steps,
            LiquidBudget.Limits.stepRange,
            help: "Liquid steps one preview may take across its fields."
        ),
        .integer("liquid.max.bytes", \.liquidBudget.bytes, LiquidBudget.Limits.byteRange, help: "Bytes of text one preview's Liquid may build."),
        .integer(
            "liquid.max.includes",
            \.liquidBudget.includes,
            LiquidBudget.Limits.includeRange,
            help: "Content blocks one preview's Liquid may include."
        ),
        .optionalText(
            "admin.password",
            \.adminPassword,
            help: "The first admin's password, read only while the database has no users.",
            absent: "generated on first start",
            flag: false
        ),
        .optionalText(
            "admin.token",
            \.adminToken,
            help: "An admin API token (16+ characters) installed at start, for automation.",
            absent: "none",
            flag: false
        ),
        .integer("password.cost", \.passwordCost, 4...31, help: "The bcrypt cost of new password hashes.", flag: false),
        .optionalText("metrics.token", \.metricsToken, help: "The bearer token /metrics asks for.", absent: "none", flag: false),
    ]

    /// The prefix behind a reverse proxy: a path of letters, digits, `-`, `_`, `.` and `~`.
    private static let basePath = ServerSetting(
        "base.path",
        help: "Serve everything under this path prefix behind a reverse proxy, e.g. /vitrine.",
        valueName: "path",
        default: ServerSetting.defaults.basePath.prefix.isEmpty ? "/" : ServerSetting.defaults.basePath.prefix
    ) { (configuration, text) throws(ServerSettingProblem) in
        do {
            configuration.basePath = try BasePath(text)
        } catch {
            throw ServerSettingProblem(
                message: "must be a path such as /vitrine (segments of letters, digits, -, _, . and ~), got \"\(text.prefix(80))\""
            )
        }
    }

    /// The setting named `key`.
    public static func setting(_ key: String) -> ServerSetting? {
        settings.first { $0.key == key }
    }
}
