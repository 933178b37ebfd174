import Foundation
import GRDB

/// A row of the `apiToken` table: the SHA-256 hash of a bearer token and the account it acts as.
struct APITokenRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "apiToken"

    var id: Int64?
    var accountId: Int64
    var name: String
    var tokenHash: String
    var createdAt: Date

    /// The table's columns.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let tokenHash = Column(CodingKeys.tokenHash)
    }

    /// Keeps the id SQLite assigned.
    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
