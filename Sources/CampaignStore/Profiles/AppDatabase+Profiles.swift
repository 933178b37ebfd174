import Foundation
import GRDB
import InAppMessaging

extension AppDatabase {
    /// Every user profile, by name.
    public func userProfiles() async throws -> [UserProfile] {
        try await writer.read { db in try UserProfileRecord.order(Column("name"), Column("id")).fetchAll(db).map { try $0.profile() } }
    }

    /// The profile with this id, if any.
    public func userProfile(id: String) async throws -> UserProfile? {
        try await writer.read { db in try UserProfileRecord.fetchOne(db, key: id)?.profile() }
    }

    /// Saves profiles (new ones are added, existing ids replaced) in one transaction.
    public func saveUserProfiles(_ profiles: [UserProfile], at date: Date = Date()) async throws {
        try await write { db in
            for profile in profiles { try UserProfileRecord(profile, at: date).save(db) }
        }
    }

    /// Deletes a profile.
    public func deleteUserProfile(id: String) async throws {
        try await write { db in
            guard try UserProfileRecord.deleteOne(db, key: id) else { throw StoreError.userProfileNotFound(id) }
        }
    }

    /// Every content block: name → Liquid text.
    public func contentBlocks() async throws -> [String: String] {
        try await writer.read { db in
            Dictionary(uniqueKeysWithValues: try ContentBlockRecord.fetchAll(db).map { ($0.name, $0.source) })
        }
    }

    /// Saves a content block (replacing one of the same name).
    public func saveContentBlock(name: String, source: String, at date: Date = Date()) async throws {
        try await write { db in try ContentBlockRecord(name: name, source: source, updatedAt: date).save(db) }
    }

    /// Deletes a content block.
    public func deleteContentBlock(name: String) async throws {
        try await write { db in
            guard try ContentBlockRecord.deleteOne(db, key: name) else { throw StoreError.contentBlockNotFound(name) }
        }
    }
}
