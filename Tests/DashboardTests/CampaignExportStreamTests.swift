import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@testable import Dashboard

/// The campaign export streams: the same bytes as the file built in memory,
/// read from the store a page at a time.
@Suite struct CampaignExportStreamTests {
    /// The export as it was built before it streamed.
    static func inMemoryExport(_ database: AppDatabase, ids: [String] = []) async throws -> [UInt8] {
        let campaigns = try await database.campaigns(ids: ids)
        return Array((JSONWriter.write(.array(campaigns.map(\.campaign.wireValue)), pretty: true) + "\n").utf8)
    }

    /// The streamed export and the number of chunks it came in.
    static func streamed(_ database: AppDatabase, ids: [String] = []) async throws -> (bytes: [UInt8], chunks: Int) {
        var bytes: [UInt8] = []
        var chunks = 0
        try await CampaignExportStream(database: database, ids: ids).write { chunk in
            bytes += chunk
            chunks += 1
        }
        return (bytes, chunks)
    }

    @Test func theStreamedFileEqualsTheInMemoryOne() async throws {
        let empty = try AppDatabase.inMemory()
        #expect(try await Self.streamed(empty).bytes == Array("[]\n".utf8))
        #expect(try await Self.streamed(empty).bytes == (try await Self.inMemoryExport(empty)))

        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        #expect(try await Self.streamed(database).bytes == (try await Self.inMemoryExport(database)))
        let ids = try await database.campaigns().map(\.campaign.id).reversed().prefix(3).map { $0 }
        #expect(try await Self.streamed(database, ids: ids).bytes == (try await Self.inMemoryExport(database, ids: ids)))
    }

    @Test func aStoreLargerThanAPageStreamsInOrder() async throws {
        let database = try AppDatabase.inMemory()
        for index in 0..<(CampaignExportStream.pageSize * 2 + 50) {
            let text = String(repeating: "x", count: 400) + " \(index)"
            _ = try await database.insert(
                Campaign(id: String(format: "c-%04d", index), message: InAppMessage(content: .slideup(SlideupContent(message: text))))
            )
        }
        let (bytes, chunks) = try await Self.streamed(database)
        #expect(chunks > 1)
        #expect(bytes == (try await Self.inMemoryExport(database)))
        let imported = try CampaignChecker().reviewImport(Data(bytes)) { "d" }
        #expect(imported.isStorable)
        #expect(imported.campaigns.count == CampaignExportStream.pageSize * 2 + 50)
    }

    @Test func theRoutesAnswerWithTheStreamedBytesAndAnUnknownIdIsA404() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let expected = try await Self.inMemoryExport(database)
            for uri in ["/api/export", "/export"] {
                try await client.execute(uri: uri, method: .get, headers: [:], body: nil) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentDisposition] == "attachment; filename=\"vitrine-campaigns.json\"")
                    #expect(Array(response.body.readableBytesView) == expected, "\(uri)")
                }
            }
            try await client.execute(uri: "/api/export?id=nope", method: .get, headers: [:], body: nil) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
