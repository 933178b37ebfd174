public import Foundation
import GRDB
public import InAppMessaging

extension AppDatabase {
    /// Every campaign's listing columns, by name.
    public func campaignSummaries() async throws -> [CampaignSummary] {
        try await read { db in
            try Row.fetchAll(db, CampaignRecord.select(Self.listingColumns).order(CampaignRecord.Columns.name, CampaignRecord.Columns.id))
                .map(Self.summary(row:))
        }
    }

    /// The stored campaign with this id, if any.
    public func campaign(id: String) async throws -> StoredCampaign? {
        if let cached = cache.campaign(id) { return cached }
        let generation = cache.generation
        let read = try await read { db in
            try CampaignRecord.fetchOne(db, key: id).map { (stored: try Self.stored($0), bytes: $0.payload.utf8.count) }
        }
        if let read { cache.store(read.stored, bytes: read.bytes, readAt: generation) }
        return read?.stored
    }

    /// The stored campaign with this id; throws `StoreError.notFound` when there is none.
    public func existingCampaign(id: String) async throws -> StoredCampaign {
        guard let stored = try await campaign(id: id) else { throw StoreError.notFound(id) }
        return stored
    }

    /// Every stored campaign (or those with the given ids, in that order), for export.
    public func campaigns(ids: [String] = []) async throws -> [StoredCampaign] {
        try await read { db in
            if ids.isEmpty {
                return try CampaignRecord.order(CampaignRecord.Columns.id).fetchAll(db).map(Self.stored)
            }
            return try ids.map { id in
                guard let record = try CampaignRecord.fetchOne(db, key: id) else { throw StoreError.notFound(id) }
                return try Self.stored(record)
            }
        }
    }

    /// Stores a new campaign at version 1 with its first revision.
    public func insert(_ campaign: Campaign, at date: Date = Date()) async throws -> StoredCampaign {
        let author = ActingUser.current
        return try await write { db in
            if try CampaignRecord.exists(db, key: campaign.id) { throw StoreError.duplicateID(campaign.id) }
            return try Self.save(campaign, version: 1, createdAt: date, at: date, author: author, in: db)
        }
    }

    /// Imports campaigns in one transaction: all are stored, or none when one fails.
    ///
    /// A new id is created; an existing id gets a new version when its content differs.
    public func importCampaigns(_ campaigns: [Campaign], at date: Date = Date()) async throws -> [ImportOutcome] {
        let author = ActingUser.current
        return try await write { db in
            try campaigns.map { campaign in
                guard let existing = try CampaignRecord.fetchOne(db, key: campaign.id) else {
                    _ = try Self.save(campaign, version: 1, createdAt: date, at: date, author: author, in: db)
                    return .created
                }
                if try existing.campaign() == campaign { return .unchanged }
                _ = try Self.save(campaign, version: existing.version + 1, createdAt: existing.createdAt, at: date, author: author, in: db)
                return .updated
            }
        }
    }

    /// Stores the demo campaigns when the database has no campaign yet; returns how many it stored.
    /// The asset library gets the stand-in images (`DemoImages`) of the URLs the campaigns name
    /// that no asset stands for yet.
    @discardableResult
    public func seedIfEmpty(with campaigns: [Campaign] = DemoCampaigns.all, at date: Date = Date()) async throws -> Int {
        let author = ActingUser.current
        let urls = Set(campaigns.flatMap(\.message.assetURLs))
        return try await write { db in
            guard try CampaignRecord.fetchCount(db) == 0 else { return 0 }
            for campaign in campaigns {
                _ = try Self.save(campaign, version: 1, createdAt: date, at: date, author: author, in: db)
            }
            _ = try DemoImages.insert(for: urls, at: date, in: db)
            return campaigns.count
        }
    }

    /// Writes the campaign row and its revision at `version`.
    /// `author` is read from `ActingUser` by the caller, outside the database's queue (task
    /// locals do not reach it).
    static func save(_ campaign: Campaign, version: Int, createdAt: Date, at date: Date, author: String?, in db: Database) throws -> StoredCampaign {
        try CampaignLimits.check(campaign)
        let record = CampaignRecord(campaign: campaign, version: version, createdAt: createdAt, updatedAt: date)
        try CampaignLimits.check(payload: record.payload, id: campaign.id)
        try record.save(db)
        var revision = CampaignRevisionRecord(
            campaignId: campaign.id,
            version: version,
            payload: record.payload,
            createdAt: date,
            author: author
        )
        try revision.insert(db)
        return StoredCampaign(campaign: campaign, version: version, createdAt: createdAt, updatedAt: date)
    }

    static func stored(_ record: CampaignRecord) throws -> StoredCampaign {
        StoredCampaign(campaign: try record.campaign(), version: record.version, createdAt: record.createdAt, updatedAt: record.updatedAt)
    }
}

extension AppDatabase {
    /// A fresh id for a bare message imported without one (`imported-` and 8 hex digits).
    public static func newImportID() -> String {
        "imported-" + UUID().uuidString.prefix(8).lowercased()
    }
}
