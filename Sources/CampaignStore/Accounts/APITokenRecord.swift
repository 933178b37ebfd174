import Foundation
import GRDB

/// A row of the `apiToken` table: the SHA-256 hash of a bearer token and the account it acts as.
struct APITokenRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table name.
    static let databaseTableName = "apiToken"

    /// The row id (nil before insertion).
    var id: Int64?
    /// The account it belongs to.
    var accountId: Int64
    /// What the token is for.
    var name: String
    /// The SHA-256 hex of the secret.
    var tokenHash: String
    /// When it was created.
    var createdAt: Date

    /// The table's columns.
    enum Columns {
        /// The id column.
        static let id = Column(CodingKeys.id)
        /// The name column.
        static let name = Column(CodingKeys.name)
        /// The token hash column.
        static let tokenHash = Column(CodingKeys.tokenHash)
    }

    /// Keeps the id SQLite assigned.
    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
