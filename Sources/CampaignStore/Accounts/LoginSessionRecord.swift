import Foundation
import GRDB

/// A row of the `loginSession` table: the SHA-256 hash of a session cookie, its user and CSRF token.
struct LoginSessionRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "loginSession"

    var tokenHash: String
    var accountId: Int64
    var csrfToken: String
    var expiresAt: Date

    /// The table's columns.
    enum Columns {
        static let tokenHash = Column(CodingKeys.tokenHash)
        static let expiresAt = Column(CodingKeys.expiresAt)
    }
}
