import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// The campaign search in query strings: `q` and `search` both work, on the list page and in the
/// API, `+` is a space and a percent-encoded `+` stays a `+`.
@Suite struct SearchQueryTests {
    @Test func aSearchWithASpaceFindsTheCampaignOnThePageAndInTheAPI() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for uri in ["/?q=Spring+sale", "/?search=Spring+sale", "/campaigns?q=spring%20sale"] {
                let page = try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
                #expect(page.contains("data-campaign-id=\"demo-spring-sale\"") || page.contains("/campaigns/demo-spring-sale/edit"), "\(uri)")
                #expect(page.contains(#"value="Spring sale""#) || page.contains(#"value="spring sale""#), "\(uri): the box shows spaces")
            }
            for uri in ["/api/campaigns?search=Spring+sale", "/api/campaigns?q=Spring+sale"] {
                let items = try await client.send(.get, uri).json["campaigns"]?.arrayValue ?? []
                #expect(items.compactMap { $0["id"]?.stringValue } == ["demo-spring-sale"], "\(uri)")
            }
        }
    }

    @Test func aPercentEncodedPlusStaysAPlus() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let page = try await SignedInClient(raw).execute(uri: "/?q=Spring%2Bsale+x", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(#"value="Spring+sale x""#))
        }
    }
}
