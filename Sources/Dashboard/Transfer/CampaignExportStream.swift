import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging

/// The campaign export file (`GET /api/export`, `/export`, one campaign's export) written in
/// parts, so the size of the store does not bound the server's memory.
///
/// The bytes are exactly those of `JSONWriter.write(.array(envelopes), pretty: true) + "\n"`:
/// the array's frame is written here, each envelope by `JSONWriter` at depth 1. Campaigns are
/// read `pageSize` at a time (by id, or in the order of `ids` when given) and the output goes out
/// in chunks of about `chunkSize` bytes.
struct CampaignExportStream: Sendable {
    /// Campaigns read from the store at a time.
    static let pageSize = 100
    /// Bytes gathered before a chunk is handed on.
    static let chunkSize = 64 * 1024

    /// The store.
    let database: AppDatabase
    /// The campaigns to export, in this order; every campaign, by id, when empty.
    let ids: [String]
    /// Library image URLs pointed at the configured public URL; nil writes URLs as stored.
    var imageURLs: LibraryImageURLs?

    /// A response whose body is the export; throws `StoreError.notFound` (a 404, before anything
    /// is written) when one of `ids` is not stored.
    func response(headers: HTTPFields) async throws -> Response {
        if let missing = try await database.firstMissingCampaign(in: ids) { throw StoreError.notFound(missing) }
        return Response(
            status: .ok,
            headers: headers,
            body: ResponseBody { writer in
                try await write { bytes in try await writer.write(ByteBuffer(bytes: bytes)) }
                try await writer.finish(nil)
            }
        )
    }

    /// Writes the file through `emit`, one chunk at a time. A campaign deleted while the export
    /// runs is left out.
    func write(_ emit: ([UInt8]) async throws -> Void) async throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunkSize + 4096)
        var count = 0
        var writer = JSONWriter.Appender(pretty: true)
        func element(_ stored: StoredCampaign) async throws {
            buffer += (count == 0 ? "[\n  " : ",\n  ").utf8
            let campaign = imageURLs.map { $0.rewritten(stored.campaign) } ?? stored.campaign
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
