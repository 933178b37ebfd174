import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import TestSupport
import Testing

@testable import Dashboard

/// The preview page links to the campaign's editor.
@Suite struct PreviewEditLinkTests {
    @Test func thePreviewPageLinksToTheEditor() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let page = try await SignedInClient(raw).execute(uri: "/campaigns/demo-welcome/preview", method: .get) { String(buffer: $0.body) }
            #expect(HTMLDocument.parse(page).element(id: "edit-link")?.attributes["href"] == "/campaigns/demo-welcome/edit")
        }
    }
}
