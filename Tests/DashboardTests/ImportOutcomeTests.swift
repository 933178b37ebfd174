import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import TestSupport
import Testing

@testable import Dashboard

/// The import page says what became of each campaign: how many were created and how many
/// overwritten, and for an overwritten one that it replaced the campaign stored with its id, with
/// links to its editor and its revisions.
@Suite struct ImportOutcomeTests {
    @Test func anImportSaysWhichIdsItOverwrote() async throws {
        let (app, _) = try await makeApp()
        let envelope =
            #"[{"id": "demo-welcome", "name": "Imported welcome", "type": "inapp", "data": {"type": "SLIDEUP", "message": "new"}}, {"id": "brand-new", "name": "Brand new", "type": "inapp", "data": {"type": "SLIDEUP", "message": "x"}}]"#
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, page) = try await client.postForm("/import", [("json", envelope)])
            #expect(status == .ok)
            let dom = HTMLDocument.parse(page)
            #expect(dom.element(id: "import-summary")?.text == "1 created, 1 overwritten")
            let overwritten = try #require(dom.all(attribute: "data-outcome", value: "updated").first)
            #expect(overwritten.text.contains("(demo-welcome) — overwrote the campaign already stored with this id"))
            #expect(overwritten.all(tag: "a").map { $0.attributes["href"] } == ["/campaigns/demo-welcome/edit", "/campaigns/demo-welcome/revisions"])
            #expect(dom.all(attribute: "data-outcome", value: "created").first?.text.contains("— created") == true)
        }
    }
}
