import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import Dashboard

/// A viewer's pages show only what a viewer may do, and say why the rest is missing; a form a
/// viewer posts anyway is refused with what was typed still on the page, and nothing saved.
@Suite struct ViewerControlsTests {
    private static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    /// Each page with the controls (by `id` or class) only an editor may use.
    static let pages: [(path: String, editorOnly: [String])] = [
        ("/campaigns", [#"id="new-campaign""#]),
        ("/campaigns/demo-welcome/edit", [#"id="save""#, #"id="duplicate""#, #"id="archive""#, #"id="delete""#, #"value="save""#]),
        ("/campaigns/demo-welcome/revisions/1/restore", [#"id="confirm-restore""#]),
        ("/assets", [#"class="upload-form""#]),
        ("/import", [#"class="import-form""#]),
        ("/view-types", [#"id="view-type-form""#]),
        ("/profiles", [#"id="profile-form""#, #"id="block-form""#, "/delete"]),
    ]

    private func get(_ client: some TestClientProtocol, _ path: String, _ headers: HTTPFields) async throws -> String {
        try await client.execute(uri: path, method: .get, headers: headers) { response in
            #expect(response.status == .ok, "\(path)")
            return String(buffer: response.body)
        }
    }

    @Test func aViewerIsShownNoControlItCannotUseAndIsToldWhy() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let tokens = try await AccessPolicyTests.roleTokens(client)
            for (path, controls) in Self.pages {
                let viewer = try await get(client, path, [.authorization: "Bearer \(tokens[.viewer]!)"])
                let editor = try await get(client, path, [.authorization: "Bearer \(tokens[.editor]!)"])
                #expect(viewer.contains(#"id="read-only-note""#), "\(path) says nothing to a viewer")
                #expect(!editor.contains(#"id="read-only-note""#), "\(path) tells an editor it is a viewer")
                for control in controls {
                    #expect(!viewer.contains(control), "\(path) shows a viewer \(control)")
                    #expect(editor.contains(control), "\(path) hides \(control) from an editor")
                }
            }
        }
    }

    @Test func aViewersSaveIsRefusedWithWhatItTypedAndItsRowButtonsWork() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { client in
            let tokens = try await AccessPolicyTests.roleTokens(client)
            let viewer: HTTPFields = [.authorization: "Bearer \(tokens[.viewer]!)"]
            let form = HTMLForm(html: try await get(client, "/campaigns/demo-welcome/edit", viewer))
            let typed = "<b>Renamed</b> by a viewer"
            let stored = try await database.campaign(id: "demo-welcome")
            let save = form.with(["name": typed])
            let refused = try await client.execute(
                uri: "/campaigns/demo-welcome",
                method: .post,
                headers: Self.formType.merging(viewer),
                body: ByteBuffer(string: urlEncoded(save))
            ) { response in
                #expect(response.status == .forbidden)
                return String(buffer: response.body)
            }
            #expect(refused.contains("saving needs the editor role"))
            #expect(HTMLDocument.parse(refused).element(id: "f-name")?.attributes["value"] == typed)
            #expect(!refused.contains("<b>Renamed"))
            #expect(try await database.campaign(id: "demo-welcome") == stored, "the refused save changed the campaign")

            let rows = form.fields.filter { $0.name == "extra_key" }.count
            let added = try await client.execute(
                uri: "/campaigns/demo-welcome",
                method: .post,
                headers: Self.formType.merging(viewer),
                body: ByteBuffer(string: urlEncoded(form.with(["name": typed], op: "add-extra")))
            ) { response in
                #expect(response.status == .ok)
                return HTMLForm(html: String(buffer: response.body))
            }
            #expect(added.fields.filter { $0.name == "extra_key" }.count == rows + 1)
            #expect(added.fields.first { $0.name == "name" }?.value == typed)
        }
    }

    @Test func aFormRefusedForItsRoleShowsItsFieldsBackEscaped() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { client in
            let tokens = try await AccessPolicyTests.roleTokens(client)
            let profiles = try await database.userProfiles()
            let pasted = #"[{"id": "<script>alert(1)</script>", "name": "Pasted"}]"#
            let page = try await client.execute(
                uri: "/profiles",
                method: .post,
                headers: Self.formType.merging([.authorization: "Bearer \(tokens[.viewer]!)"]),
                body: ByteBuffer(string: urlEncoded([("_csrf", "secret-token"), ("json", pasted)]))
            ) { response in
                #expect(response.status == .forbidden)
                return String(buffer: response.body)
            }
            #expect(page.contains("needs the editor role"))
            #expect(page.contains("Nothing was saved."))
            let kept = try #require(HTMLDocument.parse(page).element(id: "kept-input"))
            #expect(kept.text.contains(pasted))
            #expect(!page.contains("<script>alert(1)"))
            #expect(!page.contains("secret-token"), "the CSRF token is not shown back")
            #expect(try await database.userProfiles() == profiles)
        }
    }
}

extension HTTPFields {
    /// These fields with `other`'s added.
    fileprivate func merging(_ other: HTTPFields) -> HTTPFields {
        var merged = self
        merged.append(contentsOf: other)
        return merged
    }
}
