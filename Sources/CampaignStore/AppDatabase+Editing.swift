public import Foundation
import GRDB
public import InAppMessaging

/// A saved version of a campaign.
public struct CampaignRevision: Sendable, Hashable {
    /// The version it saved.
    public var version: Int
    /// When it was saved.
    public var createdAt: Date
    /// The campaign as it was.
    public var campaign: Campaign
    /// Who saved it, when known.
    public var author: String? = nil
}

extension AppDatabase {
    /// Saves an edit that started from `expectedVersion`; a stale version throws `StoreError.staleVersion`.
    public func update(_ campaign: Campaign, expectedVersion: Int, at date: Date = Date()) async throws -> StoredCampaign {
        let author = ActingUser.current
        return try await write { db in
            let existing = try Self.existing(campaign.id, expectedVersion: expectedVersion, in: db)
            return try Self.save(campaign, version: existing.version + 1, createdAt: existing.createdAt, at: date, author: author, in: db)
        }
    }

    /// Deletes a campaign and its revisions.
    public func deleteCampaign(id: String) async throws {
        try await write { db in
            guard try CampaignRecord.deleteOne(db, key: id) else { throw StoreError.notFound(id) }
            try CampaignRevisionRecord.filter(CampaignRevisionRecord.Columns.campaignId == id).deleteAll(db)
        }
    }

    /// Deletes a campaign and its revisions if it is still at `expectedVersion`; a stale version
    /// throws `StoreError.staleVersion` and deletes nothing.
    public func deleteCampaign(id: String, expectedVersion: Int) async throws {
        try await write { db in
            _ = try Self.existing(id, expectedVersion: expectedVersion, in: db)
            try CampaignRecord.deleteOne(db, key: id)
            try CampaignRevisionRecord.filter(CampaignRevisionRecord.Columns.campaignId == id).deleteAll(db)
        }
    }

    /// Stores a draft copy of a campaign under a new id, named "… (copy)".
    public func duplicateCampaign(id: String, newID: String, at date: Date = Date()) async throws -> StoredCampaign {
        let author = ActingUser.current
        return try await write { db in
            guard let record = try CampaignRecord.fetchOne(db, key: id) else { throw StoreError.notFound(id) }
            if try CampaignRecord.exists(db, key: newID) { throw StoreError.duplicateID(newID) }
            var copy = try record.campaign()
            copy.id = newID
            copy.name += " (copy)"
            copy.status = .draft
            return try Self.save(copy, version: 1, createdAt: date, at: date, author: author, in: db)
        }
    }

    /// The saved versions of a campaign, newest first: all of them, or `limit` after skipping `offset`.
    public func revisions(campaignID: String, offset: Int = 0, limit: Int? = nil) async throws -> [CampaignRevision] {
        try await read { db in
            guard try CampaignRecord.exists(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            var request =
                CampaignRevisionRecord
                .filter(CampaignRevisionRecord.Columns.campaignId == campaignID)
                .order(CampaignRevisionRecord.Columns.version.desc)
            if let limit { request = request.limit(max(0, limit), offset: max(0, offset)) }
            return
                try request
                .fetchAll(db)
                .map { record in
                    let campaign = try CampaignRecord.decodePayload(record.payload, id: campaignID)
                    return CampaignRevision(version: record.version, createdAt: record.createdAt, campaign: campaign, author: record.author)
                }
        }
    }

    /// How many saved versions a campaign has.
    public func revisionCount(campaignID: String) async throws -> Int {
        try await read { db in
            guard try CampaignRecord.exists(db, key: campaignID) else { throw StoreError.notFound(campaignID) }
            return try CampaignRevisionRecord.filter(CampaignRevisionRecord.Columns.campaignId == campaignID).fetchCount(db)
        }
    }

    /// Saves the content of an old version as a new version (nothing is lost: the current one stays a revision).
    public func restore(campaignID: String, version: Int, expectedVersion: Int, at date: Date = Date()) async throws -> StoredCampaign {
        let author = ActingUser.current
        return try await write { db in
            let existing = try Self.existing(campaignID, expectedVersion: expectedVersion, in: db)
            let campaign = try Self.revision(campaignID: campaignID, version: version, in: db).campaign
            return try Self.save(campaign, version: existing.version + 1, createdAt: existing.createdAt, at: date, author: author, in: db)
        }
    }

    /// The current row, checked against the version the edit started from.
    static func existing(_ id: String, expectedVersion: Int, in db: Database) throws -> CampaignRecord {
        guard let existing = try CampaignRecord.fetchOne(db, key: id) else { throw StoreError.notFound(id) }
        guard existing.version == expectedVersion else {
            throw StoreError.staleVersion(id: id, expected: expectedVersion, actual: existing.version)
        }
        return existing
    }
}
