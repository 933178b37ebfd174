import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Logging
import TestSupport
import Testing

@testable import Dashboard

/// An extras row emptied in the editor keeps its place, as an empty row, when the save fails,
/// and nothing is saved.
@Suite struct EmptiedExtrasRowTests {
    @Test func anEmptiedExtrasRowKeepsItsPlaceWhenASaveFails() async throws {
        let (app, database) = try await makeApp()
        var stored = try await database.existingCampaign(id: "demo-welcome")
        stored.campaign.message.extras = ["a": "1", "b": "2", "c": "3"]
        let version = try await database.update(stored.campaign, expectedVersion: stored.version).version
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let editor = try await client.execute(uri: "/campaigns/demo-welcome/edit", method: .get) { String(buffer: $0.body) }
            let fields = HTMLForm(html: editor).fields.map { name, value in
                switch (name, value) {
                case ("extra_key", "b"), ("extra_value", "2"): return (name, "")
                case ("light_background", _): return (name, "not a colour")
                case ("version", _): return (name, String(version))
                default: return (name, value)
                }
            }
            let (status, page) = try await client.postForm("/campaigns/demo-welcome", fields + [("op", "save")])
            #expect(status == .unprocessableContent)
            let rows = HTMLDocument.parse(page).all(class: "extra-row")
            #expect(rows.map { $0.all(tag: "input").map { $0.attributes["value"] ?? "" } } == [["a", "1"], ["", ""], ["c", "3"]])
        }
        #expect(try await database.existingCampaign(id: "demo-welcome").version == version, "nothing saved")
    }
}
