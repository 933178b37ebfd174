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

/// The split report page: the population by the formula, a stored session's counts per platform,
/// bad query values named without a 500, and names escaped.
@Suite struct VariantReportPageTests {
    @Test func theReportSplitsThePopulationAndCountsASession() async throws {
        let (app, _) = try await makeApp(seed: false)
        let url = ProjectPaths.fixtures.appendingPathComponent("scenarios/92-android-split-control-user-logs-at-trigger.json")
        let scenario = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: #""name": "Android: the same"#, with: #""name": "<script>x</script> Android: the same"#)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (_, session) = try await SessionAPITests.send(client, .post, "/api/sessions", scenario)
            let id = try #require(session["id"]?.stringValue)
            guard case .array(let campaigns)? = try JSONParser.parse(Data(scenario.utf8))["campaigns"], let campaign = campaigns.first else {
                Issue.record("the scenario has no campaign")
                return
            }
            _ = try await SessionAPITests.send(client, .post, "/api/campaigns", JSONWriter.write(campaign))
            let page = try await client.execute(uri: "/campaigns/checkout-offer/variants?users=1000&session=\(id)", method: .get) {
                #expect($0.status == .ok)
                return String(buffer: $0.body)
            }
            let document = HTMLDocument.parse(page)
            let split = try #require(document.element(id: "split-table")?.text)
            #expect(split.contains("Variant A") && split.contains("control"))
            let rows = try #require(document.element(id: "session-table")?.text)
            #expect(rows.contains("Android") && rows.contains("2 s") && rows.contains("11 s"))
            #expect(page.contains("&lt;script&gt;x&lt;/script&gt;") && !page.contains("<script>x</script>"))
            let bad = try await client.execute(uri: "/campaigns/checkout-offer/variants?users=0&slices=sideways&session=nope", method: .get) {
                #expect($0.status == .ok)
                return String(buffer: $0.body)
            }
            let problem = try #require(HTMLDocument.parse(bad).element(id: "report-problem")?.text)
            #expect(problem.contains("users:") && problem.contains("slices:") && problem.contains("no session"))
        }
    }
}
