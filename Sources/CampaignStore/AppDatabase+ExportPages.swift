import GRDB
import InAppMessaging

/// Reading campaigns a page at a time, for exports that stream.
extension AppDatabase {
    /// At most `limit` stored campaigns whose id sorts after `id` (from the first when nil), by
    /// id: keyset pages, so a whole store can be read without holding it whole.
    public func campaignPage(after id: String?, limit: Int) async throws -> [StoredCampaign] {
        try await read { db in
            var request = CampaignRecord.order(CampaignRecord.Columns.id).limit(limit)
            if let id { request = request.filter(CampaignRecord.Columns.id > id) }
            return try request.fetchAll(db).map(Self.stored)
        }
    }

    /// The first of `ids` that no stored campaign has, or nil when all exist.
    public func firstMissingCampaign(in ids: [String]) async throws -> String? {
        try await read { db in
            try ids.first { id in try !CampaignRecord.exists(db, key: id) }
        }
    }
}
