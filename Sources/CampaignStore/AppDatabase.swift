import Foundation
import GRDB
import InAppMessaging

/// The GRDB facade over Vitrine's SQLite database: opening, migrations and every query.
public struct AppDatabase: Sendable {
    /// The writer: a `DatabasePool` (WAL) on disk, a `DatabaseQueue` in memory for tests.
    public let writer: any DatabaseWriter

    /// Opens the facade over a writer and brings its schema up to date.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Opens (creating if needed) the database file at `path` in WAL mode, creating its folder.
    ///
    /// Throws `StoreError.cannotOpen` with a one-line reason when the folder or file is unusable.
    public static func openOnDisk(path: String) throws -> AppDatabase {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "cannot create folder \(folder.path)")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw StoreError.cannotOpen(path: path, reason: "folder \(folder.path) is not writable")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            return try AppDatabase(pool)
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// An empty in-memory database with the current schema, for tests and one-shot commands.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue())
    }

    /// The append-only list of schema migrations; landed migrations are never edited.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-campaigns") { db in
            try db.create(table: "campaign") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("kind", .text).notNull().indexed()
                table.column("status", .text).notNull().indexed()
                table.column("tags", .text).notNull().defaults(to: "")
                table.column("searchText", .text).notNull().defaults(to: "")
                table.column("payload", .text).notNull()
                table.column("version", .integer).notNull()
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull().indexed()
            }
            try db.create(table: "campaignRevision") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("campaignId", .text).notNull().indexed()
                table.column("version", .integer).notNull()
                table.column("payload", .text).notNull()
                table.column("createdAt", .datetime).notNull()
                table.uniqueKey(["campaignId", "version"])
            }
        }
        return migrator
    }
}
