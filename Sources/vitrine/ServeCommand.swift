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
        var logger = Logger(label: "vitrine")
        logger.logLevel = level
        let configuration = DashboardConfiguration(
            host: httpHost ?? environment.get("HTTP_HOST") ?? "127.0.0.1",
            port: port,
            templatesDirectory: templatesDir ?? environment.get("TEMPLATES_DIR") ?? "Templates",
            publicDirectory: publicDir ?? environment.get("PUBLIC_DIR") ?? "Public"
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
