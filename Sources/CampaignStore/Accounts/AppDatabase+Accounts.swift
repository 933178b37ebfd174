public import Foundation
import GRDB

/// Users, API tokens and browser sessions. Secrets arrive already hashed: bcrypt for passwords,
/// SHA-256 for tokens and session cookies; only `issueToken` makes a secret, which it returns once
/// and never stores.
extension AppDatabase {
    /// How many accounts exist.
    public func accountCount() async throws -> Int {
        try await read { db in try AccountRecord.fetchCount(db) }
    }

    /// Every account, by username.
    public func accounts() async throws -> [Account] {
        try await read { db in
            try AccountRecord.order(AccountRecord.Columns.username.collating(.nocase)).fetchAll(db).map(\.account)
        }
    }

    /// The account with this id, if any.
    public func account(id: Int64) async throws -> Account? {
        try await read { db in try AccountRecord.fetchOne(db, key: id)?.account }
    }

    /// The account and bcrypt hash for a login name (compared without case).
    public func passwordHash(username: String) async throws -> (account: Account, hash: String)? {
        try await read { db in
            try AccountRecord.filter(AccountRecord.Columns.username == username).fetchOne(db).map { ($0.account, $0.passwordHash) }
        }
    }

    /// Creates an account; throws `AccountError.usernameTaken` when the name is in use.
    public func createAccount(username: String, passwordHash: String, role: Role, now: Date) async throws -> Account {
        try await write { db in
            if try AccountRecord.filter(AccountRecord.Columns.username == username).fetchCount(db) > 0 {
                throw AccountError.usernameTaken(username)
            }
            var record = AccountRecord(id: nil, username: username, passwordHash: passwordHash, role: role.rawValue, createdAt: now)
            try record.insert(db)
            return record.account
        }
    }

    /// Changes an account's role and/or password hash. A new password signs the user out everywhere;
    /// with `revokingTokens` it also deletes the user's API tokens (they are kept otherwise).
    ///
    /// Throws `accountNotFound`; `ownRole` when `actor` (the account making the change) changes
    /// its own role; `lastAdmin` when the only admin would be demoted.
    public func updateAccount(id: Int64, role: Role?, passwordHash: String?, actor: Int64?, revokingTokens: Bool = false) async throws -> Account {
        try await write { db in
            guard var record = try AccountRecord.fetchOne(db, key: id) else { throw AccountError.accountNotFound(id) }
            if let role, actor == id, role.rawValue != record.role { throw AccountError.ownRole }
            if let role, role != .admin, record.role == Role.admin.rawValue, try Self.adminCount(db) <= 1 {
                throw AccountError.lastAdmin
            }
            if let role { record.role = role.rawValue }
            if let passwordHash {
                record.passwordHash = passwordHash
                try LoginSessionRecord.filter(Column("accountId") == id).deleteAll(db)
                if revokingTokens { try APITokenRecord.filter(Column("accountId") == id).deleteAll(db) }
            }
            try record.update(db)
            return record.account
        }
    }

    /// Deletes an account with its tokens and sessions; neither `actor`'s own account nor the last admin can be deleted.
    public func deleteAccount(id: Int64, actor: Int64?) async throws {
        try await write { db in
            guard let record = try AccountRecord.fetchOne(db, key: id) else { throw AccountError.accountNotFound(id) }
            if actor == id { throw AccountError.ownAccount }
            if record.role == Role.admin.rawValue, try Self.adminCount(db) <= 1 { throw AccountError.lastAdmin }
            try record.delete(db)
        }
    }

    /// Stores a new API token's hash for the account named `username`; throws `usernameNotFound`.
    public func createToken(username: String, name: String, tokenHash: String, now: Date) async throws -> APITokenInfo {
        try await write { db in
            guard let account = try AccountRecord.filter(AccountRecord.Columns.username == username).fetchOne(db), let accountId = account.id else {
                throw AccountError.usernameNotFound(username)
            }
            var record = APITokenRecord(id: nil, accountId: accountId, name: name, tokenHash: tokenHash, createdAt: now)
            try record.insert(db)
            return APITokenInfo(id: record.id ?? 0, name: name, account: account.account, createdAt: now)
        }
    }

    /// Makes `tokenHash` the only token called `name`, owned by the first admin (for `VITRINE_ADMIN_TOKEN`).
    public func replaceAdminToken(named name: String, tokenHash: String, now: Date) async throws {
        try await write { db in
            let admin = try AccountRecord.filter(AccountRecord.Columns.role == Role.admin.rawValue)
                .order(AccountRecord.Columns.id).fetchOne(db)
            guard let adminId = admin?.id else { throw AccountError.lastAdmin }
            try APITokenRecord.filter(APITokenRecord.Columns.name == name || APITokenRecord.Columns.tokenHash == tokenHash).deleteAll(db)
            var record = APITokenRecord(id: nil, accountId: adminId, name: name, tokenHash: tokenHash, createdAt: now)
            try record.insert(db)
        }
    }

    /// Every API token (never the secrets), newest first.
    public func tokens() async throws -> [APITokenInfo] {
        try await read { db in
            let accounts = Dictionary(uniqueKeysWithValues: try AccountRecord.fetchAll(db).map { ($0.id ?? 0, $0.account) })
            return try APITokenRecord.order(APITokenRecord.Columns.id.desc).fetchAll(db).compactMap { record in
                accounts[record.accountId].map { APITokenInfo(id: record.id ?? 0, name: record.name, account: $0, createdAt: record.createdAt) }
            }
        }
    }

    /// Revokes a token, unless its hash is `inUse` (the caller's own).
    public func deleteToken(id: Int64, inUse: String? = nil) async throws {
        try await write { db in
            guard let record = try APITokenRecord.fetchOne(db, key: id) else { throw AccountError.tokenNotFound(id) }
            if record.tokenHash == inUse { throw AccountError.tokenInUse(id) }
            try record.delete(db)
        }
    }

    /// The account an API token (by its SHA-256 hash) acts as, cached until the next write.
    public func account(tokenHash: String) async throws -> Account? {
        let key = "token:" + tokenHash
        if case .token(let account)? = cache.credential(key) { return account }
        let generation = cache.generation
        let account = try await read { db -> Account? in
            guard let token = try APITokenRecord.filter(APITokenRecord.Columns.tokenHash == tokenHash).fetchOne(db) else { return nil }
            return try AccountRecord.fetchOne(db, key: token.accountId)?.account
        }
        if let account { cache.store(.token(account), key: key, readAt: generation) }
        return account
    }

    /// Starts a browser session, and forgets sessions that expired before `now`.
    public func createLoginSession(tokenHash: String, accountId: Int64, csrfToken: String, expiresAt: Date, now: Date) async throws {
        try await write { db in
            try LoginSessionRecord.filter(LoginSessionRecord.Columns.expiresAt < now).deleteAll(db)
            try LoginSessionRecord(tokenHash: tokenHash, accountId: accountId, csrfToken: csrfToken, expiresAt: expiresAt).insert(db)
        }
    }

    /// The browser session of a cookie (by its SHA-256 hash), cached until the next write; the caller checks expiry.
    public func loginSession(tokenHash: String) async throws -> LoginSession? {
        let key = "session:" + tokenHash
        if case .session(let session)? = cache.credential(key) { return session }
        let generation = cache.generation
        let session = try await read { db -> LoginSession? in
            guard let record = try LoginSessionRecord.fetchOne(db, key: tokenHash),
                let account = try AccountRecord.fetchOne(db, key: record.accountId)
            else { return nil }
            return LoginSession(account: account.account, csrfToken: record.csrfToken, expiresAt: record.expiresAt)
        }
        if let session { cache.store(.session(session), key: key, readAt: generation) }
        return session
    }

    /// Ends a browser session (logout).
    public func deleteLoginSession(tokenHash: String) async throws {
        try await write { db in _ = try LoginSessionRecord.deleteOne(db, key: tokenHash) }
    }

    private static func adminCount(_ db: Database) throws -> Int {
        try AccountRecord.filter(AccountRecord.Columns.role == Role.admin.rawValue).fetchCount(db)
    }
}
