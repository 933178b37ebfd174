import ArgumentParser

/// The `vitrine` command: serve the dashboard, move campaigns in and out, validate, render, replay.
@main
struct Vitrine: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "Preview server and delivery simulator for Braze-style in-app messages.",
        discussion: """
            Start with `vitrine serve` and open http://127.0.0.1:8080. The commands that use the \
            store (serve, import, export, snapshot without files, users) take --db-path (default \
            ./data/vitrine.sqlite, or VITRINE_DB_PATH); validate, render, replay, replay-log, \
            variants, check, liquid and healthcheck read files or a URL only.
            """,
        version: Release.version,
        subcommands: [
            ServeCommand.self, ImportCommand.self, ExportCommand.self, ValidateCommand.self,
            RenderCommand.self, ReplayCommand.self, ReplayLogCommand.self, VariantsCommand.self, CheckCommand.self,
            LiquidCommand.self,
            SnapshotCommand.self, HealthcheckCommand.self, UsersCommand.self,
        ]
    )
}
