import Foundation
public import GRDB
import InAppMessaging

/// The GRDB facade over Vitrine's SQLite database: opening, migrations and every query.
public struct AppDatabase: Sendable {
    /// The writer: a `DatabasePool` (WAL) on disk, a `DatabaseQueue` in memory for tests. Only
    /// this module writes; everyone else reads through `reader`.
    let writer: any DatabaseWriter
    /// Decoded campaigns, emptied by every write.
    let cache: ReadCache
    /// The database file as opened (nil in memory): readiness notices a file replaced under it.
    let openedFile: FileIdentity?

    /// Drops what can be read again: decoded campaigns and SQLite's page caches (reader
    /// connections of an on-disk pool close and reopen on the next read). For an idle server.
    public func releaseMemory() {
        cache.invalidate()
        if let pool = writer as? DatabasePool { pool.releaseMemoryEventually() }
    }

    /// Read-only access for checks the facade has no query for (tests, diagnostics).
    public var reader: any DatabaseReader { writer }

    /// Opens the facade over a writer and brings its schema up to date.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        cache = ReadCache(path: writer.path)
        openedFile = FileIdentity.of(writer.path)
        try Self.migrator.migrate(writer)
    }

    /// Runs a write transaction, then empties the campaign cache (whether or not it succeeded).
    /// The wait for the writer is recorded (`vitrine_database_wait_seconds{access="write"}`).
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        defer { cache.invalidate() }
        let asked = ContinuousClock.now
        return try await writer.write { db in
            PoolWait.record(.write, since: asked)
            return try updates(db)
        }
    }

    /// Runs a read on a pool connection, recording the wait for one
    /// (`vitrine_database_wait_seconds{access="read"}`).
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let asked = ContinuousClock.now
        return try await writer.read { db in
            PoolWait.record(.read, since: asked)
            return try value(db)
        }
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
            // 1 MiB of page cache per connection (SQLite's default is 2 MiB): a pool holds up to six
            // connections, and large campaigns would otherwise keep ~12 MiB warm.
            try db.execute(sql: "PRAGMA cache_size = -1024")
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
        migrator.registerMigration("v2-search-and-assets") { db in
            // Trigram full-text index over the listing's search text: substring search without a table scan.
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE campaignSearch USING fts5(
                        searchText, content='campaign', content_rowid='rowid', tokenize='trigram');
                    INSERT INTO campaignSearch(rowid, searchText) SELECT rowid, searchText FROM campaign;
                    CREATE TRIGGER campaignSearchInsert AFTER INSERT ON campaign BEGIN
                        INSERT INTO campaignSearch(rowid, searchText) VALUES (new.rowid, new.searchText);
                    END;
                    CREATE TRIGGER campaignSearchDelete AFTER DELETE ON campaign BEGIN
                        INSERT INTO campaignSearch(campaignSearch, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
                    END;
                    CREATE TRIGGER campaignSearchUpdate AFTER UPDATE ON campaign BEGIN
                        INSERT INTO campaignSearch(campaignSearch, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
                        INSERT INTO campaignSearch(rowid, searchText) VALUES (new.rowid, new.searchText);
                    END;
                    """
            )
            try db.create(index: "campaign_on_name", on: "campaign", columns: ["name"])
            try db.create(table: "asset") { table in
                table.primaryKey("id", .text)
                table.column("filename", .text).notNull()
                table.column("contentType", .text).notNull()
                table.column("size", .integer).notNull()
                table.column("bytes", .blob).notNull()
                table.column("createdAt", .datetime).notNull().indexed()
            }
        }
        migrator.registerMigration("v3-sessions") { db in
            try db.create(table: "deviceSession") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("configuration", .text).notNull()
                table.column("campaigns", .text).notNull()
                table.column("eventCount", .integer).notNull().defaults(to: 0)
                table.column("createdAt", .datetime).notNull().indexed()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "sessionEvent") { table in
                table.column("sessionId", .text).notNull().references("deviceSession", onDelete: .cascade)
                table.column("sequence", .integer).notNull()
                table.column("payload", .text).notNull()
                table.primaryKey(["sessionId", "sequence"])
            }
        }
        migrator.registerMigration("v4-view-types") { db in
            try db.create(table: "viewType") { table in
                table.primaryKey("name", .text)
                table.column("kinds", .text).notNull()
                table.column("layout", .text).notNull()
                table.column("fields", .text).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v5-accounts") { db in
            try db.create(table: "account") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("username", .text).notNull().unique().collate(.nocase)
                table.column("passwordHash", .text).notNull()
                table.column("role", .text).notNull()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "apiToken") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("accountId", .integer).notNull().indexed().references("account", onDelete: .cascade)
                table.column("name", .text).notNull()
                table.column("tokenHash", .text).notNull().unique()
                table.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "loginSession") { table in
                table.primaryKey("tokenHash", .text)
                table.column("accountId", .integer).notNull().indexed().references("account", onDelete: .cascade)
                table.column("csrfToken", .text).notNull()
                table.column("expiresAt", .datetime).notNull().indexed()
            }
        }
        migrator.registerMigration("v6-view-type-json") { db in
            // `kinds` was a comma-joined list; it becomes a JSON array like `fields`.
            let rows = try Row.fetchAll(db, sql: "SELECT name, kinds FROM viewType")
            for row in rows {
                let kinds: String = row["kinds"]
                let list = kinds.split(separator: ",").map { String($0) }
                let json = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
                try db.execute(sql: "UPDATE viewType SET kinds = ? WHERE name = ?", arguments: [json, row["name"] as String])
            }
        }
        migrator.registerMigration("v7-asset-source-url") { db in
            // The remote URL an asset stands for: previews show the library copy in its place.
            try db.alter(table: "asset") { table in table.add(column: "sourceURL", .text) }
            try db.create(index: "asset_on_sourceURL", on: "asset", columns: ["sourceURL"], options: .unique)
        }
        migrator.registerMigration("v8-user-profiles") { db in
            try db.create(table: "userProfile") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("json", .text).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "contentBlock") { table in
                table.primaryKey("name", .text)
                table.column("source", .text).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try DemoProfiles.insert(db)
        }
        migrator.registerMigration("v9-revision-author") { db in
            // Who saved each revision (older ones stay without an author).
            try db.alter(table: "campaignRevision") { table in table.add(column: "author", .text) }
        }
        migrator.registerMigration("v10-session-owner") { db in
            // Who created each session (older ones, and the command line's, have no owner).
            try db.alter(table: "deviceSession") { table in table.add(column: "owner", .text) }
        }
        migrator.registerMigration("v11-session-device-log") { db in
            // What a session made from a device's log keeps of the log: its agreement report.
            try db.create(table: "sessionDeviceLog") { table in
                table.primaryKey("sessionId", .text).references("deviceSession", onDelete: .cascade)
                table.column("report", .text).notNull()
            }
        }
        migrator.registerMigration("v12-review-links") { db in
            // Share links for review without an account: the token is kept only as its hash.
            try db.create(table: "reviewLink") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("tokenHash", .text).notNull().unique()
                table.column("campaignId", .text).notNull().indexed().references("campaign", onDelete: .cascade)
                table.column("version", .integer)
                table.column("createdBy", .text)
                table.column("createdAt", .datetime).notNull()
                table.column("expiresAt", .datetime).notNull()
                table.column("revokedAt", .datetime)
            }
            try db.create(table: "reviewOpen") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("linkId", .integer).notNull().indexed().references("reviewLink", onDelete: .cascade)
                table.column("reviewer", .text).notNull()
                table.column("openedAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v13-approvals") { db in
            // How many approvals a campaign needs before it may be made active, and every verdict
            // given, on the version it was given on.
            try db.create(table: "approvalRule") { table in
                table.primaryKey("campaignId", .text).references("campaign", onDelete: .cascade)
                table.column("required", .integer).notNull()
            }
            try db.create(table: "approval") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("campaignId", .text).notNull().indexed().references("campaign", onDelete: .cascade)
                table.column("version", .integer).notNull()
                table.column("reviewer", .text).notNull()
                table.column("verdict", .text).notNull()
                table.column("createdAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v14-review-comments") { db in
            // Comments pinned on a preview cell (platform, device, variant, locale, theme, x and y
            // as fractions of the cell) or on a field, with replies; the fingerprint is what the
            // comment looked at, to mark it "changed since". Verdicts may be on one platform.
            try db.create(table: "reviewComment") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("campaignId", .text).notNull().indexed().references("campaign", onDelete: .cascade)
                table.column("parentId", .integer).indexed().references("reviewComment", onDelete: .cascade)
                table.column("version", .integer).notNull()
                table.column("author", .text).notNull()
                table.column("signedIn", .boolean).notNull()
                table.column("body", .text).notNull()
                table.column("platform", .text)
                table.column("device", .text)
                table.column("variant", .text)
                table.column("locale", .text)
                table.column("theme", .text)
                table.column("x", .double)
                table.column("y", .double)
                table.column("field", .text)
                table.column("fingerprint", .text)
                table.column("createdAt", .datetime).notNull()
                table.column("resolvedAt", .datetime)
                table.column("resolvedBy", .text)
            }
            try db.alter(table: "approval") { table in table.add(column: "platform", .text) }
            // Which previews a link shows (`ReviewMatrix`); null: every platform's phone.
            try db.alter(table: "reviewLink") { table in table.add(column: "matrix", .text) }
        }
        return migrator
    }
}
