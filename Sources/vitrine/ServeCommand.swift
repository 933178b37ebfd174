import ArgumentParser
import CampaignStore
import Dashboard
import Hummingbird
import Liquid
import Logging

/// `vitrine serve`: open the database, seed it when empty, and serve the dashboard.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the dashboard (default http://127.0.0.1:8080).",
        discussion: """
            Every option can also be set through the environment variable named in its help; \
            the flag wins, and the older names without VITRINE_ (HTTP_PORT, DB_PATH, …) still \
            work after the prefixed ones. On an empty database one demo campaign of each message \
            kind is seeded.

            Sign-in: on an empty database user "admin" is created with the password in \
            VITRINE_ADMIN_PASSWORD, or a generated one printed once in the log; on a database that \
            has users the variable changes nothing (a notice says so), and `vitrine users \
            reset-password NAME` gives a user a new password. VITRINE_ADMIN_TOKEN \
            (16+ characters) installs an admin API token for automation (Authorization: Bearer). \
            VITRINE_PASSWORD_COST sets the bcrypt cost (default 12).
            """
    )

    @Option(name: .long, help: "Address to bind. [env: VITRINE_HTTP_HOST] (default: 127.0.0.1)")
    var httpHost: String?

    @Option(name: .long, help: "Port to bind; 0 picks a free one. [env: VITRINE_HTTP_PORT] (default: 8080)")
    var httpPort: Int?

    @OptionGroup var database: DatabaseOptions

    @Option(name: .long, help: "Folder of Mustache templates. [env: VITRINE_TEMPLATES_DIR] (default: Templates)")
    var templatesDir: String?

    @Option(name: .long, help: "Folder of static files. [env: VITRINE_PUBLIC_DIR] (default: Public)")
    var publicDir: String?

    @Option(name: .long, help: "Seconds an idle keep-alive connection stays open. [env: VITRINE_IDLE_TIMEOUT] (default: 60)")
    var idleTimeout: Int?

    @Option(name: .long, help: "Seconds one request body may take to arrive in all. [env: VITRINE_BODY_TIMEOUT] (default: 30)")
    var bodyTimeout: Int?

    @Option(
        name: .long,
        help: "Most connections open at once; at it the oldest idle one is closed to make room. [env: VITRINE_MAX_CONNECTIONS] (default: 1024)"
    )
    var maxConnections: Int?

    @Option(
        name: .long,
        help: "Most connections open at once from one address; more are closed at once. [env: VITRINE_MAX_CONNECTIONS_PER_ADDRESS] (default: 64)"
    )
    var maxConnectionsPerAddress: Int?

    @Option(name: .long, help: "Seconds a new connection has to send its first request head. [env: VITRINE_HEAD_TIMEOUT] (default: 10)")
    var headTimeout: Int?

    @Option(name: .long, help: "A second port answering /healthz, /readyz and /metrics only. [env: VITRINE_PROBE_PORT] (default: none)")
    var probePort: Int?

    @Option(name: .long, help: "The URL users reach the dashboard at, for absolute links. [env: VITRINE_PUBLIC_URL] (default: from the request)")
    var publicURL: String?

    @Flag(name: .long, help: "Let editors' saves fetch missing remote images into the library. [env: VITRINE_FETCH_REMOTE_IMAGES=1] (default: off)")
    var fetchRemoteImages = false

    @Option(name: .long, help: "Seconds one saved message's remote image downloads may take in all. [env: VITRINE_IMAGE_FETCH_TIMEOUT] (default: 5)")
    var imageFetchTimeout: Int?

    @Option(name: .long, help: "Liquid steps one preview may take across its fields. [env: VITRINE_LIQUID_MAX_STEPS] (default: 1000000)")
    var liquidMaxSteps: Int?

    @Option(name: .long, help: "Bytes of text one preview's Liquid may build. [env: VITRINE_LIQUID_MAX_BYTES] (default: 67108864)")
    var liquidMaxBytes: Int?

    @Option(name: .long, help: "Content blocks one preview's Liquid may include. [env: VITRINE_LIQUID_MAX_INCLUDES] (default: 1000)")
    var liquidMaxIncludes: Int?

    @Flag(name: .long, help: "Mark cookies Secure (serve over HTTPS). [env: VITRINE_SECURE_COOKIES=1]")
    var secureCookies = false

    @Option(name: .long, help: "Serve everything under this path prefix behind a reverse proxy, e.g. /vitrine. [env: VITRINE_BASE_PATH] (default: /)")
    var basePath: String?

    @Option(name: .long, help: "text, or json for one JSON object per line. [env: VITRINE_LOG_FORMAT] (default: text)")
    var logFormat: String?

    @Option(name: .long, help: "Seconds SIGTERM waits for requests in flight before stopping. [env: VITRINE_SHUTDOWN_TIMEOUT] (default: 10)")
    var shutdownTimeout: Int?

    @Option(name: .long, help: "trace, debug, info, notice, warning, error or critical. [env: VITRINE_LOG_LEVEL] (default: info)")
    var logLevel: String?

    func run() async throws {
        try await CommandFailure.reporting { try await serve() }
    }

    /// The settings in force: flags, then `VITRINE_` variables, then the older names.
    private var settings: Settings {
        Settings(flags: [
            "http.host": httpHost, "http.port": httpPort.map(String.init),
            "templates.dir": templatesDir, "public.dir": publicDir, "idle.timeout": idleTimeout.map(String.init),
            "secure.cookies": secureCookies ? "true" : nil, "log.level": logLevel,
            "body.timeout": bodyTimeout.map(String.init), "max.connections": maxConnections.map(String.init), "public.url": publicURL,
            "fetch.remote.images": fetchRemoteImages ? "true" : nil, "image.fetch.timeout": imageFetchTimeout.map(String.init),
            "base.path": basePath, "log.format": logFormat, "shutdown.timeout": shutdownTimeout.map(String.init),
            "liquid.max.steps": liquidMaxSteps.map(String.init), "liquid.max.bytes": liquidMaxBytes.map(String.init),
            "liquid.max.includes": liquidMaxIncludes.map(String.init),
            "max.connections.per.address": maxConnectionsPerAddress.map(String.init), "head.timeout": headTimeout.map(String.init),
            "probe.port": probePort.map(String.init),
        ])
    }

    /// Resolves the settings, opens and seeds the database, and runs until SIGINT or SIGTERM.
    private func serve() async throws {
        let settings = settings
        let levelName = settings.text("log.level") ?? "info"
        guard let level = Logger.Level(rawValue: levelName) else {
            throw CommandFailure("unknown log level \"\(levelName)\" (\(Settings.environmentName("log.level")) or --log-level)")
        }
        let format = settings.text("log.format") ?? "text"
        guard ["text", "json"].contains(format) else {
            throw CommandFailure("unknown log format \"\(format)\": text or json (\(Settings.environmentName("log.format")) or --log-format)")
        }
        LoggingSystem.bootstrap { label in
            var handler = LineLogHandler(label: label, format: format == "json" ? .json : .text)
            handler.logLevel = level
            return handler
        }
        var logger = Logger(label: "vitrine")
        logger.logLevel = level
        let shutdownTimeout = try settings.integer("shutdown.timeout", in: 1...300, default: 10)
        var configuration = DashboardConfiguration(
            host: settings.text("http.host") ?? "127.0.0.1",
            port: try settings.integer("http.port", in: 0...65535, default: 8080),
            templatesDirectory: settings.text("templates.dir") ?? "Templates",
            publicDirectory: settings.text("public.dir") ?? "Public",
            adminPassword: settings.text("admin.password"),
            adminToken: settings.text("admin.token"),
            passwordCost: try settings.passwordCost(),
            secureCookies: try settings.flag("secure.cookies"),
            idleTimeout: .seconds(try settings.integer("idle.timeout", in: 1...86_400, default: 60)),
            bodyTimeout: .seconds(try settings.integer("body.timeout", in: 1...3600, default: 30)),
            maxConnections: try settings.integer("max.connections", in: 1...100_000, default: 1024),
            publicURL: settings.text("public.url"),
            fetchRemoteImages: try settings.flag("fetch.remote.images"),
            imageFetchTimeout: .seconds(try settings.integer("image.fetch.timeout", in: 1...60, default: 5))
        )
        configuration.metricsToken = settings.text("metrics.token")
        configuration.logsProbes = try settings.flag("log.probes")
        configuration.maxConnectionsPerAddress = try settings.integer("max.connections.per.address", in: 1...100_000, default: 64)
        configuration.headTimeout = .seconds(try settings.integer("head.timeout", in: 1...300, default: 10))
        if settings.text("probe.port") != nil {
            configuration.probePort = try settings.integer("probe.port", in: 0...65535, default: 0)
        }
        let defaults = LiquidBudget.Limits.default
        configuration.liquidBudget = LiquidBudget.Limits(
            steps: try settings.integer("liquid.max.steps", in: LiquidBudget.Limits.stepRange, default: defaults.steps),
            bytes: try settings.integer("liquid.max.bytes", in: LiquidBudget.Limits.byteRange, default: defaults.bytes),
            includes: try settings.integer("liquid.max.includes", in: LiquidBudget.Limits.includeRange, default: defaults.includes)
        )
        do {
            configuration.basePath = try BasePath(settings.text("base.path"))
        } catch {
            throw CommandFailure("\(error) (\(Settings.environmentName("base.path")) or --base-path)")
        }
        let store = try database.open()
        Telemetry.bootstrap()
        let app = try await buildApplication(configuration: configuration, database: store, logger: logger)
        let seeded = try await store.seedIfEmpty()
        if seeded > 0 {
            logger.notice("store.seeded", metadata: ["store.campaigns": "\(seeded)"])
        }
        try await ServerLifecycle(logger: logger, shutdownTimeout: .seconds(shutdownTimeout)).run(app)
    }
}
