import GRDB

extension AppDatabase {
    /// Deletes a campaign and its revisions if it is still at `expectedVersion`; a stale version
    /// throws `StoreError.staleVersion` and deletes nothing.
    public func deleteCampaign(id: String, expectedVersion: Int) async throws {
        try await write { db in
            _ = try Self.existing(id, expectedVersion: expectedVersion, in: db)
            try CampaignRecord.deleteOne(db, key: id)
            try CampaignRevisionRecord.filter(CampaignRevisionRecord.Columns.campaignId == id).deleteAll(db)
        }
    }
}
