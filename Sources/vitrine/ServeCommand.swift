import ArgumentParser
import CampaignStore
import Dashboard
import Hummingbird
import Logging

/// `vitrine serve`: open the database, seed it when empty, and serve the dashboard.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the dashboard (default http://127.0.0.1:8080).",
        discussion: """
            Every option can also be set through the environment variable named in its help; \
            the flag wins. On an empty database one demo campaign of each message kind is seeded.

            Sign-in: on an empty database user "admin" is created with the password in \
            VITRINE_ADMIN_PASSWORD, or a generated one printed once in the log. VITRINE_ADMIN_TOKEN \
            (16+ characters) installs an admin API token for automation (Authorization: Bearer). \
            VITRINE_PASSWORD_COST sets the bcrypt cost (default 12).
            """
    )

    @Option(name: .long, help: "Address to bind. [env: HTTP_HOST] (default: 127.0.0.1)")
    var httpHost: String?

    @Option(name: .long, help: "Port to bind; 0 picks a free one. [env: HTTP_PORT] (default: 8080)")
    var httpPort: Int?

    @OptionGroup var database: DatabaseOptions

    @Option(name: .long, help: "Folder of Mustache templates. [env: TEMPLATES_DIR] (default: Templates)")
    var templatesDir: String?

    @Option(name: .long, help: "Folder of static files. [env: PUBLIC_DIR] (default: Public)")
    var publicDir: String?

    @Option(name: .long, help: "Seconds an idle keep-alive connection stays open. [env: IDLE_TIMEOUT] (default: 60)")
    var idleTimeout: Int?

    @Flag(name: .long, help: "Mark cookies Secure (serve over HTTPS). [env: SECURE_COOKIES=1]")
    var secureCookies = false

    @Option(name: .long, help: "trace, debug, info, notice, warning, error or critical. [env: LOG_LEVEL] (default: info)")
    var logLevel: String?

    func run() async throws {
        try await CommandFailure.reporting { try await serve() }
    }

    /// Resolves the settings, opens and seeds the database, and runs until SIGINT or SIGTERM.
    private func serve() async throws {
        let environment = Environment()
        let levelName = logLevel ?? environment.get("LOG_LEVEL") ?? "info"
        guard let level = Logger.Level(rawValue: levelName) else {
            throw CommandFailure("unknown log level \"\(levelName)\"")
        }
        let portText = httpPort.map(String.init) ?? environment.get("HTTP_PORT") ?? "8080"
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw CommandFailure("HTTP port must be a number from 0 to 65535, got \"\(portText)\"")
        }
        let idleText = idleTimeout.map(String.init) ?? environment.get("IDLE_TIMEOUT") ?? "60"
        guard let idleSeconds = Int(idleText), idleSeconds > 0 else {
            throw CommandFailure("idle timeout must be a positive number of seconds, got \"\(idleText)\"")
        }
        let costText = environment.get("VITRINE_PASSWORD_COST") ?? "12"
        guard let cost = Int(costText), (4...31).contains(cost) else {
            throw CommandFailure("VITRINE_PASSWORD_COST must be a number from 4 to 31, got \"\(costText)\"")
        }
        var logger = Logger(label: "vitrine")
        logger.logLevel = level
        let configuration = DashboardConfiguration(
            host: httpHost ?? environment.get("HTTP_HOST") ?? "127.0.0.1",
            port: port,
            templatesDirectory: templatesDir ?? environment.get("TEMPLATES_DIR") ?? "Templates",
            publicDirectory: publicDir ?? environment.get("PUBLIC_DIR") ?? "Public",
            adminPassword: environment.get("VITRINE_ADMIN_PASSWORD"),
            adminToken: environment.get("VITRINE_ADMIN_TOKEN"),
            passwordCost: cost,
            secureCookies: secureCookies || ["1", "true", "yes"].contains(environment.get("SECURE_COOKIES")?.lowercased() ?? ""),
            idleTimeout: .seconds(idleSeconds)
        )
        let store = try database.open()
        let app = try await buildApplication(configuration: configuration, database: store, logger: logger)
        let seeded = try await store.seedIfEmpty()
        if seeded > 0 {
            logger.notice("store.seeded", metadata: ["store.campaigns": "\(seeded)"])
        }
        try await app.runService()
    }
}
