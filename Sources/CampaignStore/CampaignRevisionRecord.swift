public import Foundation
public import GRDB

/// One row of `campaignRevision`: the envelope as it was saved at a version.
public struct CampaignRevisionRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    /// The table name.
    public static let databaseTableName = "campaignRevision"

    /// Row id.
    public var id: Int64?
    /// The campaign's id.
    public var campaignId: String
    /// The version this revision saved.
    public var version: Int
    /// The envelope as canonical wire JSON.
    public var payload: String
    /// When it was saved.
    public var createdAt: Date
    /// The username of whoever saved it; nil for revisions saved outside a signed-in request.
    public var author: String?

    /// The table's columns.
    public enum Columns {
        public static let campaignId = Column(CodingKeys.campaignId)
        public static let version = Column(CodingKeys.version)
    }

    /// Stores the new row id after insertion.
    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
