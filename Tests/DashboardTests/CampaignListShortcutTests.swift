import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// The campaign list's preview and edit shortcuts, and the thumbnails of the message kinds on
/// each platform on the new-campaign page.
@Suite struct CampaignListShortcutTests {
    @Test func theListOffersPreviewAndEditAndTheKindsHaveThumbnails() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let list = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            #expect(list.contains(#"<a href="/campaigns/demo-welcome/preview" class="shortcut" aria-label="Preview "#))
            #expect(list.contains(#"<a href="/campaigns/demo-welcome/edit" class="shortcut" aria-label="Edit "#))
            let kinds = try await client.execute(uri: "/campaigns/new", method: .get) { String(buffer: $0.body) }
            for kind in MessageKind.allCases {
                for platform in Platform.allCases {
                    let path = "/img/kinds/\(platform.rawValue)/\(kind.rawValue).png"
                    #expect(kinds.contains(#"data-platform="\#(platform.rawValue)"><img class="kind-thumbnail" src="\#(path)""#))
                    let image = try await client.execute(uri: path, method: .get) { ($0.status, $0.headers[.contentType]) }
                    #expect(image.0 == .ok && image.1 == "image/png", "\(kind) on \(platform)")
                }
            }
        }
    }
}
