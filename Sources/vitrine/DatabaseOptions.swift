import ArgumentParser
import CampaignStore
import Hummingbird

/// The `--db-path` option every command shares.
struct DatabaseOptions: ParsableArguments {
    @Option(name: .long, help: "SQLite database file. [env: DB_PATH] (default: ./data/vitrine.sqlite)")
    var dbPath: String?

    /// The path in force: the flag, else `DB_PATH`, else `./data/vitrine.sqlite`.
    var resolvedPath: String {
        dbPath ?? Environment().get("DB_PATH") ?? "./data/vitrine.sqlite"
    }

    /// Opens the database (creating its folder), with a one-line error when it cannot.
    func open() throws -> AppDatabase {
        try AppDatabase.openOnDisk(path: resolvedPath)
    }
}
