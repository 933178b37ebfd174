import Foundation
import GRDB

/// What `/metrics` counts and `/readyz` checks.
extension AppDatabase {
    /// How many campaigns, device sessions and user accounts are stored.
    public func inventory() async throws -> (campaigns: Int, sessions: Int, users: Int) {
        try await read { db in
            (
                try CampaignRecord.fetchCount(db),
                try SessionRecord.fetchCount(db),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") ?? 0
            )
        }
    }

    /// Why the database cannot serve requests now, or nil when it can: a read through the pool,
    /// and (on disk) the file still at its path, the same file as opened, with read and write
    /// permission for its owner. The permission bits are read from `stat`, not `access`, which
    /// always succeeds for root.
    public func readinessProblem() async -> String? {
        if let problem = fileProblem() { return problem }
        do {
            _ = try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM campaign") }
            return nil
        } catch {
            return "the database does not answer a read: \(error)"
        }
    }

    /// The file check of `readinessProblem`; nil for an in-memory database.
    private func fileProblem() -> String? {
        let path = writer.path
        guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file::memory:") else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return "the database file \(path) is gone (\(String(cString: strerror(errno))))" }
        if let opened = openedFile, opened != FileIdentity(status) {
            return "the database file \(path) was replaced after the server opened it"
        }
        guard status.st_mode & 0o600 == 0o600 else {
            return "the database file \(path) is not readable and writable by its owner (mode \(String(status.st_mode & 0o777, radix: 8)))"
        }
        return nil
    }
}

/// A file's device and inode: the same file, whatever its name.
struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of the file at `path`, nil when there is none.
    static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        return stat(path, &status) == 0 ? FileIdentity(status) : nil
    }
}
