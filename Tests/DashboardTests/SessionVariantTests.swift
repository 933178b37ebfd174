import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// A session's user in an A/B test: the page says which group they are in and why, and "why
/// didn't it show?" explains a control user.
@Suite struct SessionVariantTests {
    @Test func theSessionPageNamesTheUsersGroupAndWhy() async throws {
        let (app, _) = try await makeApp(seed: false)
        let url = ProjectPaths.fixtures.appendingPathComponent("scenarios/91-ios-split-control-user-waits-for-the-delegate.json")
        // A campaign name with markup is escaped where the page shows it.
        let scenario = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: #""name": "Checkout offer""#,
            with: #""name": "Checkout <i>offer</i>""#
        )
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (_, session) = try await SessionAPITests.send(client, .post, "/api/sessions", scenario)
            let id = try #require(session["id"]?.stringValue)
            let page = try await client.execute(uri: "/sessions/\(id)?why=checkout-offer", method: .get) { String(buffer: $0.body) }
            let groups = try #require(HTMLDocument.parse(page).element(id: "variant-groups")?.text)
            #expect(groups.contains("Checkout <i>offer</i>: Control, by Vitrine's reading"))
            #expect(groups.contains("bucket 91"))
            #expect(page.contains("Checkout &lt;i&gt;offer&lt;/i&gt;"))
            let answer = try #require(HTMLDocument.parse(page).element(id: "why-answer")?.text)
            #expect(answer.contains("The user is in the control group"))
        }
    }
}
