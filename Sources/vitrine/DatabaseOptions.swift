import ArgumentParser
import CampaignStore

/// The `--db-path` option of the commands that read or write the store.
struct DatabaseOptions: ParsableArguments {
    /// Where the database lives when nothing says otherwise.
    static let defaultPath = "./data/vitrine.sqlite"

    @Option(name: .long, help: "SQLite database file. [env: VITRINE_DB_PATH] (default: ./data/vitrine.sqlite)")
    var dbPath: String?

    /// The path in force: the flag, else `VITRINE_DB_PATH`, else `DB_PATH`, else the default.
    var resolvedPath: String {
        Settings(flags: ["db.path": dbPath]).text("db.path") ?? Self.defaultPath
    }

    /// Opens the database (creating its folder), with a one-line error when it cannot.
    func open() throws -> AppDatabase {
        try AppDatabase.openOnDisk(path: resolvedPath)
    }
}
