import Foundation
import GRDB

/// A row of the `account` table: a user with a bcrypt password hash.
struct AccountRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "account"

    var id: Int64?
    var username: String
    var passwordHash: String
    var role: String
    var createdAt: Date

    /// The table's columns.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let username = Column(CodingKeys.username)
        static let role = Column(CodingKeys.role)
    }

    /// Keeps the id SQLite assigned.
    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The account without its hash (an unknown stored role reads as the least privileged).
    var account: Account {
        Account(id: id ?? 0, username: username, role: Role(rawValue: role) ?? .viewer, createdAt: createdAt)
    }
}
