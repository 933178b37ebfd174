public import CampaignStore
import InAppMessaging

/// The campaign export file (`vitrine export`, `GET /api/export`, `/export`, one campaign's
/// export) written in parts, so the size of the store does not bound memory.
///
/// The bytes are exactly those of `JSONWriter.write(.array(envelopes), pretty: true) + "\n"`:
/// the array's frame is written here, each envelope by `JSONWriter` at depth 1. Campaigns are
/// read `pageSize` at a time (by id, or in the order of `ids` when given) and the output goes out
/// in chunks of about `chunkSize` bytes.
public struct CampaignExportStream: Sendable {
    /// Campaigns read from the store at a time.
    public static let pageSize = 100
    /// Bytes gathered before a chunk is handed on.
    public static let chunkSize = 64 * 1024

    /// The store.
    public let database: AppDatabase
    /// The campaigns to export, in this order; every campaign, by id, when empty.
    public let ids: [String]
    /// Library image URLs pointed at the configured public URL; nil writes URLs as stored.
    public var imageURLs: LibraryImageURLs?

    /// The variant (or `control`) each campaign is written as, as a device of that group receives
    /// it (`Campaign.delivered(as:)`); nil writes every variant, as stored.
    public var variant: String?

    /// An export of `ids` (every campaign when empty) from `database`.
    public init(database: AppDatabase, ids: [String], imageURLs: LibraryImageURLs? = nil, variant: String? = nil) {
        self.database = database
        self.ids = ids
        self.imageURLs = imageURLs
        self.variant = variant
    }

    /// Throws `StoreError.notFound` for the first of `ids` that is not stored, and
    /// `variantNotFound` for the first of them without the `variant`, before anything is written.
    public func checkIDs() async throws {
        if let missing = try await database.firstMissingCampaign(in: ids) { throw StoreError.notFound(missing) }
        guard let variant else { return }
        for id in ids {
            if let stored = try await database.campaign(id: id), stored.campaign.outcome(named: variant) == nil {
                throw StoreError.variantNotFound(campaignID: id, variant: variant)
            }
        }
    }

    /// Writes the file through `emit`, one chunk at a time. A campaign deleted while the export
    /// runs is left out.
    public func write(_ emit: ([UInt8]) async throws -> Void) async throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunkSize + 4096)
        var count = 0
        var writer = JSONWriter.Appender(pretty: true)
        func element(_ stored: StoredCampaign) async throws {
            buffer += (count == 0 ? "[\n  " : ",\n  ").utf8
            var campaign = imageURLs.map { $0.rewritten(stored.campaign) } ?? stored.campaign
            if let variant {
                // A campaign without that variant (only when exporting all) is written as stored.
                if let outcome = campaign.outcome(named: variant) { campaign = campaign.delivered(as: outcome) }
            }
            writer.append(campaign.wireValue, indent: 1, to: &buffer)
            count += 1
            guard buffer.count >= Self.chunkSize else { return }
            try await emit(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        if ids.isEmpty {
            var last: String?
            while true {
                let page = try await database.campaignPage(after: last, limit: Self.pageSize)
                for stored in page { try await element(stored) }
                guard page.count == Self.pageSize, let next = page.last?.campaign.id else { break }
                last = next
            }
        } else {
            var start = 0
            while start < ids.count {
                let slice = Array(ids[start..<min(start + Self.pageSize, ids.count)])
                for id in slice { if let stored = try await database.campaign(id: id) { try await element(stored) } }
                start += slice.count
            }
        }
        buffer += Array((count == 0 ? "[]\n" : "\n]\n").utf8)
        try await emit(buffer)
    }
}
