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
        usage: "vitrine serve [--db-path <path>] [--<setting> <value> …]",
        discussion: ServerFlags.help
    )

    @OptionGroup var database: DatabaseOptions

    /// The settings given as flags (`--http-port 8080`, `--secure-cookies`): every flag of
    /// `DashboardConfiguration.settings`, read by `ServerFlags`, not declared here one by one.
    @Argument(parsing: .allUnrecognized, help: .hidden)
    var settingFlags: [String] = []

    func validate() throws {
        _ = try ServerFlags.values(settingFlags)
    }

    func run() async throws {
        try await CommandFailure.reporting { try await serve() }
    }

    /// Resolves the settings, opens and seeds the database, and runs until SIGINT or SIGTERM.
    private func serve() async throws {
        var settings = try DashboardConfiguration(settings: Settings(flags: try ServerFlags.values(settingFlags)))
        // Templates and static files are found from any working directory (`ResourceFolder`).
        settings.templatesDirectory = ResourceFolder.locate(settings.templatesDirectory)
        settings.publicDirectory = ResourceFolder.locate(settings.publicDirectory)
        let configuration = settings
        guard let level = Logger.Level(rawValue: configuration.logLevel) else {
            throw CommandFailure("unknown log level \"\(configuration.logLevel)\"")
        }
        LoggingSystem.bootstrap { label in
            var handler = LineLogHandler(label: label, format: configuration.logFormat == "json" ? .json : .text)
            handler.logLevel = level
            return handler
        }
        var logger = Logger(label: "vitrine")
        logger.logLevel = level
        let store = try database.open()
        Telemetry.bootstrap()
        let app = try await buildApplication(configuration: configuration, database: store, logger: logger)
        let seeded = try await store.seedIfEmpty()
        if seeded > 0 {
            logger.notice("store.seeded", metadata: ["store.campaigns": "\(seeded)"])
        }
        try await ServerLifecycle(logger: logger, shutdownTimeout: configuration.shutdownTimeout).run(app)
    }
}
