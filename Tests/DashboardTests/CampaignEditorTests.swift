import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@Suite struct CampaignEditorTests {
    private static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    /// The rendered editor of a campaign, scraped like a browser would post it.
    private func editorForm(_ client: some TestClientProtocol, id: String) async throws -> HTMLForm {
        try await fetchEditorForm(client, "/campaigns/\(id)/edit")
    }

    private func post(
        _ client: some TestClientProtocol,
        _ uri: String,
        _ fields: [(name: String, value: String)]
    ) async throws -> (HTTPResponse.Status, String, String?) {
        try await postForm(client, uri, fields)
    }

    private func snapshot(_ database: AppDatabase) async throws -> [StoredCampaign] {
        try await database.campaigns()
    }

    @Test func everySeededCampaignSavesBackUnchanged() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for campaign in DemoCampaigns.all {
                let form = try await editorForm(client, id: campaign.id)
                let (status, body, location) = try await post(client, "/campaigns/\(campaign.id)", form.with([:]))
                #expect(status == .seeOther, "\(campaign.id): \(body.prefix(2000))")
                #expect(location == "/campaigns/\(campaign.id)/edit?saved=1")
                let stored = try #require(try await database.campaign(id: campaign.id))
                // Nothing changed, so no new version either.
                #expect(stored.version == 1, "\(campaign.id)")
                #expect(stored.campaign == campaign, "\(campaign.id) changed when saved without edits")
            }
        }
    }

    /// A dark colour equal to its light one opens empty ("as in light", following the light
    /// field), so saving keeps it so and typing into it does not append to a copied colour.
    @Test func darkColoursEqualToLightOpenAsInLight() async throws {
        let (app, database) = try await makeApp(seed: false)
        // Only the dark background is sent: the other dark colours are the light ones.
        let message = try InAppMessage(
            wire: JSONParser.parse(#"{"type": "MODAL", "header": "h", "message": "m", "themes": {"dark": {"bg_color": 4279246896}}}"#)
        )
        let campaign = Campaign(id: "dark-same", name: "Dark", status: .draft, message: message)
        _ = try await database.insert(campaign)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await editorForm(client, id: "dark-same")
            let values = Dictionary(form.fields.map { ($0.name, $0.value) }) { first, _ in first }
            #expect(values["dark_background"] == "#102030")
            #expect(values["dark_text"] == "")
            #expect(values["dark_header"] == "")
            let (status, _, _) = try await post(client, "/campaigns/dark-same", form.with([:]))
            #expect(status == .seeOther)
            let stored = try #require(try await database.campaign(id: "dark-same"))
            #expect(stored.version == 1)
            #expect(stored.campaign == campaign)
            // A light colour edited afterwards carries the dark field that follows it.
            _ = try await post(client, "/campaigns/dark-same", form.with(["light_text": "#123456"]))
            let edited = try #require(try await database.campaign(id: "dark-same"))
            #expect(edited.campaign.message.themes.dark?.textColor == ARGBColor(argb: 0xFF12_3456))
            #expect(edited.campaign.message.themes.dark?.backgroundColor == ARGBColor(argb: 0xFF10_2030))
        }
    }

    @Test func editsAreSaved() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await editorForm(client, id: "demo-spring-sale")
            let changes = [
                "header": "Summer sale", "orientation": "landscape", "dark_background": "#102030",
                "button1_text": "Buy", "light_frame": "#80000000", "priority": "42",
            ]
            var fields = form.with(changes)
            fields.insert(
                contentsOf: [
                    (name: "extra_key", value: "view_type"), (name: "extra_value", value: "picker"),
                    (name: "extra_key", value: "attribute_key"), (name: "extra_value", value: "Team"),
                ],
                at: fields.count - 1
            )
            let (status, _, _) = try await post(client, "/campaigns/demo-spring-sale", fields)
            #expect(status == .seeOther)
            let saved = try #require(try await database.campaign(id: "demo-spring-sale")).campaign
            guard case .modal(let text) = saved.message.content else {
                Issue.record("kind changed")
                return
            }
            #expect(text.header == "Summer sale")
            #expect(text.buttons.map(\.text) == ["Not now", "Buy"])
            #expect(saved.message.orientation == .landscape)
            #expect(saved.message.themes.dark?.backgroundColor == ARGBColor(argb: 0xFF10_2030))
            #expect(saved.message.themes.light.frameColor == ARGBColor(argb: 0x8000_0000))
            #expect(saved.message.extras["view_type"] == "picker")
            #expect(saved.priority == 42)
        }
    }

    /// Bad input: each row changes some fields and names the field whose error must show.
    static let badInputs: [(changes: [String: String], field: String)] = [
        (["light_background": "#GGHHII"], "light_background"),
        (["button0_text_color": "red"], "button0_text_color"),
        (["extra_key": "", "extra_value": "orphan"], "extra0"),
        (["extra_key": "count", "extra_value": "three", "extra_type": "number"], "extra0"),
        (["extra_key": "flag", "extra_value": "maybe", "extra_type": "boolean"], "extra0"),
        (["extra_key": "data", "extra_value": "[1, ", "extra_type": "json"], "extra0"),
        (["click_action": "url", "uri": ""], "uri"),
        (["button1_action": "url", "button1_uri": ""], "button1_uri"),
        (["priority": "high"], "priority"),
        (["duration": "-3", "message_close": "auto"], "duration"),
        (["start_time": "tomorrow"], "start_time"),
        (["name": ""], "name"),
        (["trigger0_type": "custom_event", "trigger0_event": ""], "trigger0_event"),
    ]

    @Test(arguments: badInputs.indices)
    func badInputIsShownNextToItsFieldAndNothingChanges(row: Int) async throws {
        let (changes, field) = Self.badInputs[row]
        let (app, database) = try await makeApp()
        let before = try await snapshot(database)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await editorForm(client, id: "demo-spring-sale")
            let (status, body, _) = try await post(client, "/campaigns/demo-spring-sale", form.with(changes))
            #expect(status == .unprocessableContent)
            #expect(
                body.contains("class=\"field-error\" id=\"e-\(field)\"") || body.contains("data-index=\"0\"") && field == "extra0",
                "no error next to \(field)"
            )
            for (name, value) in changes where !value.isEmpty {
                #expect(body.contains(value.replacingOccurrences(of: "#", with: "#")), "\(name)'s value is not shown again")
            }
        }
        #expect(try await snapshot(database) == before)
    }

    @Test func extrasRowsKeepTheirJSONTypes() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            var fields = try await editorForm(client, id: "demo-spring-sale").with(["extra_key": "level", "extra_value": "3", "extra_type": "number"])
            fields.insert(
                contentsOf: [
                    (name: "extra_key", value: "layout"), (name: "extra_value", value: #"{"columns": [1, 2]}"#), (name: "extra_type", value: "json"),
                    (name: "extra_key", value: "<script>x</script>"), (name: "extra_value", value: "true"), (name: "extra_type", value: "boolean"),
                ],
                at: fields.count - 1
            )
            let (status, _, _) = try await post(client, "/campaigns/demo-spring-sale", fields)
            #expect(status == .seeOther)
            let extras = try #require(try await database.campaign(id: "demo-spring-sale")).campaign.message.extras
            #expect(extras["level"] == .int(3))
            #expect(extras["layout"] == .object(["columns": .array([.int(1), .int(2)])]))
            #expect(extras["<script>x</script>"] == .bool(true))
            // The editor shows each row with its type, and escapes the key.
            let page = try await client.execute(uri: "/campaigns/demo-spring-sale/edit", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(#"<option value="json" selected>JSON</option>"#))
            #expect(page.contains("&lt;script&gt;x&lt;/script&gt;") && !page.contains("<script>x</script>"))
        }
    }

    @Test func duplicateExtrasKeysAreRefused() async throws {
        let (app, database) = try await makeApp()
        let before = try await snapshot(database)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            var fields = try await editorForm(client, id: "demo-welcome").with([:])
            fields.insert(contentsOf: [(name: "extra_key", value: "custom-display"), (name: "extra_value", value: "twice")], at: fields.count - 1)
            let (status, body, _) = try await post(client, "/campaigns/demo-welcome", fields)
            #expect(status == .unprocessableContent)
            #expect(body.contains("The key &quot;custom-display&quot; is used twice."))
            #expect(body.contains("value=\"twice\""))
        }
        #expect(try await snapshot(database) == before)
    }

    @Test func malformedBodiesGet4xx() async throws {
        let (app, database) = try await makeApp()
        let before = try await snapshot(database)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/campaigns/demo-welcome",
                method: .post,
                headers: Self.formType,
                body: ByteBuffer(string: "name=%FF%FE&version=1")
            ) {
                #expect($0.status == .badRequest)
            }
            try await client.execute(uri: "/campaigns/demo-welcome", method: .post, headers: Self.formType, body: ByteBuffer(string: "name=%G1")) {
                #expect($0.status == .badRequest)
            }
            try await client.execute(
                uri: "/campaigns/demo-welcome",
                method: .post,
                headers: [.contentType: "text/plain"],
                body: ByteBuffer(string: "x")
            ) {
                #expect($0.status == .unsupportedMediaType)
            }
            let huge = "name=" + String(repeating: "a", count: 2 << 20)
            try await client.execute(uri: "/campaigns/demo-welcome", method: .post, headers: Self.formType, body: ByteBuffer(string: huge)) {
                #expect($0.status == .contentTooLarge)
            }
            try await client.execute(uri: "/campaigns/nope/edit", method: .get) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/campaigns/new?kind=carousel", method: .get) { #expect($0.status == .badRequest) }
            let (status, _, _) = try await post(client, "/campaigns", [("kind", "carousel"), ("id", "x"), ("name", "x")])
            #expect(status == .unprocessableContent)
        }
        #expect(try await snapshot(database) == before)
    }

    @Test func scriptInEveryTextFieldIsStoredAndEscaped() async throws {
        let (app, database) = try await makeApp()
        let hostile = "<script>alert('x')</script>"
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await editorForm(client, id: "demo-spring-sale")
            // The icon field takes a name or a code: a script there is refused (anIconIsShownAndTakenByName).
            let textFields = ["name", "tags", "header", "message", "image_url", "button0_text", "button1_text", "uri"]
            var changes = Dictionary(uniqueKeysWithValues: textFields.map { ($0, hostile) })
            changes["click_action"] = "url"
            var fields = form.with(changes)
            fields.insert(contentsOf: [(name: "extra_key", value: hostile), (name: "extra_value", value: hostile)], at: fields.count - 1)
            let (status, body, _) = try await post(client, "/campaigns/demo-spring-sale", fields)
            #expect(status == .seeOther, "\(body.prefix(3000))")
            let page = try await client.execute(uri: "/campaigns/demo-spring-sale/edit", method: .get) { String(buffer: $0.body) }
            #expect(!page.contains(hostile))
            #expect(page.components(separatedBy: "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;").count > textFields.count)
            let home = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            #expect(!home.contains(hostile))
        }
        #expect(try await database.campaign(id: "demo-spring-sale")?.campaign.name == hostile)
    }

    @Test func anIconIsShownAndTakenByName() async throws {
        let (app, database) = try await makeApp()
        let hostile = "<script>alert('x')</script>"
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await editorForm(client, id: "demo-welcome")
            #expect(form.value("icon") == "bullhorn")
            let (status, _, _) = try await post(client, "/campaigns/demo-welcome", form.with(["icon": "fa-star"]))
            #expect(status == .seeOther)
            let (refused, body, _) = try await post(client, "/campaigns/demo-welcome", form.with(["icon": hostile]))
            #expect(refused == .unprocessableContent)
            #expect(!body.contains(hostile))
            #expect(body.contains("no icon named “&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;”"))
        }
        let stored = try await database.campaign(id: "demo-welcome")?.campaign.message.content
        guard case .slideup(let slideup) = stored, case .icon(let glyph) = slideup.graphic else {
            Issue.record("demo-welcome lost its icon: \(String(describing: stored))")
            return
        }
        #expect(glyph == "\u{f005}")
    }

    @Test func rowButtonsChangeTheFormWithoutSaving() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await editorForm(client, id: "demo-level-up")
            let (status, body, _) = try await post(client, "/campaigns/demo-level-up", form.with([:], op: "add-extra"))
            #expect(status == .ok)
            #expect(HTMLForm(html: body).fields.filter { $0.name == "extra_key" }.count == 1)
            let (_, withGroup, _) = try await post(client, "/campaigns/demo-level-up", form.with([:], op: "add-group:0"))
            #expect(HTMLForm(html: withGroup).fields.filter { $0.name == "trigger0_group1_key" }.count == 1)
        }
        #expect(try await database.campaign(id: "demo-level-up")?.version == 1)
    }

    @Test func staleSaveGetsTheConflictPage() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let first = try await editorForm(client, id: "demo-welcome")
            let second = try await editorForm(client, id: "demo-welcome")
            let (okStatus, _, _) = try await post(client, "/campaigns/demo-welcome", first.with(["name": "First window"]))
            #expect(okStatus == .seeOther)
            let (status, body, _) = try await post(client, "/campaigns/demo-welcome", second.with(["name": "Second window"]))
            #expect(status == .conflict)
            #expect(body.contains("First window") && body.contains("Second window"))
            #expect(body.contains("id=\"current-version\"") && body.contains("id=\"your-version\""))
            #expect(try await database.campaign(id: "demo-welcome")?.campaign.name == "First window")
            let overwrite = HTMLForm(html: body, id: "overwrite").fields
            let (again, _, _) = try await post(client, "/campaigns/demo-welcome", overwrite + [("op", "save")])
            #expect(again == .seeOther)
        }
        #expect(try await database.campaign(id: "demo-welcome")?.campaign.name == "Second window")
    }

    @Test func createDuplicateArchiveAndDelete() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let newForm = try await client.execute(uri: "/campaigns/new?kind=modal", method: .get) { HTMLForm(html: String(buffer: $0.body)) }
            let (status, _, location) = try await post(client, "/campaigns", newForm.with(["id": "fresh", "name": "Fresh", "message": "Hello"]))
            #expect(status == .seeOther && location == "/campaigns/fresh/edit?saved=1")
            let (dupStatus, _, _) = try await post(client, "/campaigns", newForm.with(["id": "fresh", "name": "Again"]))
            #expect(dupStatus == .unprocessableContent)
            let (_, _, copyLocation) = try await post(client, "/campaigns/fresh/duplicate", [])
            #expect(copyLocation == "/campaigns/fresh-copy/edit?saved=1")
            _ = try await post(client, "/campaigns/fresh/archive", [])
            #expect(try await database.campaign(id: "fresh")?.campaign.status == .archived)
            try await client.execute(uri: "/campaigns/fresh/delete", method: .get) { #expect($0.status == .ok) }
            let (deleteStatus, _, _) = try await post(client, "/campaigns/fresh/delete", [])
            #expect(deleteStatus == .seeOther)
        }
        #expect(try await database.campaign(id: "fresh") == nil)
        #expect(try await database.campaign(id: "fresh-copy")?.campaign.status == .draft)
    }
}

@Suite struct RevisionPageTests {
    @Test func revisionsShowDiffsAndRestore() async throws {
        let (app, database) = try await makeApp()
        var edited = try #require(try await database.campaign(id: "demo-welcome"))
        edited.campaign.name = "Renamed"
        _ = try await database.update(edited.campaign, expectedVersion: 1)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(uri: "/campaigns/demo-welcome/revisions", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(body.contains("<span class=\"diff-added\">+   &quot;name&quot;: &quot;Renamed&quot;,</span>"))
                #expect(body.contains("<span class=\"diff-removed\">-   &quot;name&quot;: &quot;Welcome back slideup&quot;,</span>"))
            }
            let headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            try await client.execute(
                uri: "/campaigns/demo-welcome/revisions/1/restore",
                method: .post,
                headers: headers,
                body: ByteBuffer(string: "current_version=1")
            ) {
                #expect($0.status == .conflict)
            }
            try await client.execute(
                uri: "/campaigns/demo-welcome/revisions/1/restore",
                method: .post,
                headers: headers,
                body: ByteBuffer(string: "current_version=2")
            ) {
                #expect($0.status == .seeOther)
            }
            try await client.execute(
                uri: "/campaigns/demo-welcome/revisions/9/restore",
                method: .post,
                headers: headers,
                body: ByteBuffer(string: "current_version=3")
            ) {
                #expect($0.status == .notFound)
            }
        }
        let restored = try #require(try await database.campaign(id: "demo-welcome"))
        #expect(restored.version == 3 && restored.campaign.name == "Welcome back slideup")
    }
}

@Suite struct LivePreviewTests {
    @Test func formPreviewRendersUnsavedEditsInASandbox() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = try await client.execute(uri: "/campaigns/demo-spring-sale/edit", method: .get) { HTMLForm(html: String(buffer: $0.body)) }
            let fields = form.with(["header": "Unsaved <b>header</b>", "light_background": "not a colour", "preview_appearance": "dark"])
            try await client.execute(
                uri: "/campaigns/form-preview",
                method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: urlEncoded(fields))
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy]?.contains("sandbox allow-scripts") == true)
                let body = String(buffer: response.body)
                #expect(body.contains("Unsaved &lt;b&gt;header&lt;/b&gt;"))
                #expect(body.contains("data-appearance=\"dark\""))
            }
        }
        #expect(try await database.campaign(id: "demo-spring-sale")?.version == 1)
    }
}
