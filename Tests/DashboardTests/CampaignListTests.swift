import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Dashboard

@Suite struct CampaignListTests {
    private func rowIDs(_ body: String) -> [String] {
        body.components(separatedBy: "data-campaign-id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test(arguments: [
        ("/?q=spring", ["demo-spring-sale"]),
        ("/?q=COLORFUL", ["demo-welcome"]),
        ("/?kind=html", ["demo-rate-us"]),
        ("/?status=draft", ["demo-tournament"]),
        ("/?tag=sale&sort=name&dir=desc", ["demo-spring-sale", "demo-sale-image"]),
        ("/campaigns?q=nothing-matches-this", []),
    ])
    func filtersSelectTheRightRows(uri: String, expected: [String]) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
                #expect(rowIDs(String(buffer: response.body)) == expected)
            }
        }
    }

    @Test func pagesLinkToEachOther() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let first = try await client.execute(uri: "/?per_page=3", method: .get) { String(buffer: $0.body) }
            #expect(rowIDs(first).count == 3)
            #expect(first.contains("Page 1 of 3"))
            #expect(first.contains("href=\"/?sort=name&amp;dir=asc&amp;per_page=3&amp;page=2\" rel=\"next\""))
            let last = try await client.execute(uri: "/?per_page=3&page=3", method: .get) { String(buffer: $0.body) }
            #expect(rowIDs(last).count == 2)
            #expect(!last.contains("rel=\"next\""))
        }
    }

    @Test(arguments: ["/?kind=carousel", "/?status=live", "/?sort=colour", "/?page=0", "/?per_page=1000", "/?dir=sideways"])
    func unknownParametersAreA400(uri: String) async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("must be"))
            }
        }
    }
}

@Suite struct UTCMinuteTests {
    @Test(arguments: [0.0, 59.9, 951_782_400, 1_795_392_000.5, -86_401, 4_102_444_799, 1_709_164_800])
    func matchesFoundation(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let formatter = ISO8601DateFormatter()
        let expected = String(formatter.string(from: date).prefix(16)).replacingOccurrences(of: "T", with: " ")
        #expect(UTCMinute.text(date) == expected)
    }
}
