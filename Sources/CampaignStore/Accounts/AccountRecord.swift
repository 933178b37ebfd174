import Foundation
import GRDB

/// A row of the `account` table: a user with a bcrypt password hash.
struct AccountRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table name.
    static let databaseTableName = "account"

    /// The row id (nil before insertion).
    var id: Int64?
    /// The login name, unique regardless of case.
    var username: String
    /// The bcrypt hash.
    var passwordHash: String
    /// The `Role` raw value.
    var role: String
    /// When it was created.
    var createdAt: Date

    /// The table's columns.
    enum Columns {
        /// The id column.
        static let id = Column(CodingKeys.id)
        /// The username column.
        static let username = Column(CodingKeys.username)
        /// The role column.
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
