public import Foundation
import GRDB
public import InAppMessaging

extension AppDatabase {
    /// Every user profile, by name (then id).
    public func userProfiles() async throws -> [UserProfile] {
        try await profilesByID().values.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// The profile with this id, if any.
    public func userProfile(id: String) async throws -> UserProfile? {
        try await profilesByID()[id]
    }

    /// Every profile by id, from the read cache while nothing changed (previews read them per request).
    private func profilesByID() async throws -> [String: UserProfile] {
        if let cached = cache.userProfiles() { return cached }
        let generation = cache.generation
        let profiles = try await read { db in
            Dictionary(try UserProfileRecord.fetchAll(db).map { ($0.id, try $0.profile()) }) { first, _ in first }
        }
        cache.store(userProfiles: profiles, readAt: generation)
        return profiles
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
        if let cached = cache.contentBlocks() { return cached }
        let generation = cache.generation
        let blocks = try await read { db in
            Dictionary(uniqueKeysWithValues: try ContentBlockRecord.fetchAll(db).map { ($0.name, $0.source) })
        }
        cache.store(contentBlocks: blocks, readAt: generation)
        return blocks
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
