import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

@Suite struct CampaignAPIListTests {
    /// One list query and the ids it must answer with, in order.
    struct ListCase: Sendable, CustomTestStringConvertible {
        /// The query string.
        var query: String
        /// The expected ids, in order.
        var ids: [String]
        /// The query, in test reports.
        var testDescription: String { query }
    }

    /// Filters, sorts and pages over the eight demo campaigns.
    static let cases: [ListCase] = [
        ListCase(query: "kind=modal", ids: ["demo-spring-sale", "demo-new-arrivals"]),
        ListCase(query: "status=draft", ids: ["demo-tournament"]),
        ListCase(query: "tag=sale", ids: ["demo-sale-image", "demo-spring-sale"]),
        ListCase(query: "search=level", ids: ["demo-level-up"]),
        ListCase(query: "tag=game&sort=-name", ids: ["demo-tournament", "demo-level-up"]),
        ListCase(query: "sort=name&per_page=2&page=2", ids: ["demo-level-up", "demo-rate-us"]),
        ListCase(query: "kind=html&status=archived", ids: []),
    ]

    @Test(arguments: cases)
    func listFiltersSortsAndPages(listCase: ListCase) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let response = try await client.send(.get, "/api/campaigns?\(listCase.query)")
            #expect(response.status == .ok)
            let ids = response.json["campaigns"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
            #expect(ids == listCase.ids)
        }
    }

    @Test func listReportsPagingAndListingColumns() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let page = try await client.send(.get, "/api/campaigns?per_page=3&page=3").json
            #expect(page["total"] == .int(8))
            #expect(page["page"] == .int(3))
            #expect(page["per_page"] == .int(3))
            #expect(page["page_count"] == .int(3))
            #expect(page["campaigns"]?.arrayValue?.count == 2)
            let first = try await client.send(.get, "/api/campaigns?per_page=1").json["campaigns"]?[0]
            #expect(first?.objectValue.map { Set($0.keys) } == ["id", "name", "kind", "status", "tags", "version", "updated_at"])
        }
    }
}
