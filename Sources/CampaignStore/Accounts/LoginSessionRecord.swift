import Foundation
import GRDB

/// A row of the `loginSession` table: the SHA-256 hash of a session cookie, its user and CSRF token.
struct LoginSessionRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    /// The table name.
    static let databaseTableName = "loginSession"

    /// The SHA-256 hex of the secret.
    var tokenHash: String
    /// The account it belongs to.
    var accountId: Int64
    /// The token forms and scripts of this session send back.
    var csrfToken: String
    /// When the session stops being valid.
    var expiresAt: Date

    /// The table's columns.
    enum Columns {
        /// The token hash column.
        static let tokenHash = Column(CodingKeys.tokenHash)
        /// The expiry column.
        static let expiresAt = Column(CodingKeys.expiresAt)
    }
}
