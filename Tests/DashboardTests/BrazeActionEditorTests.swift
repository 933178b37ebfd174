import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@testable import Dashboard

/// The editor's Braze Action builder (docs/rules.md, rule 14): an imported action shows as its
/// steps and saves back byte for byte, edited steps are encoded again, steps are added, moved and
/// removed by form posts, bad steps are errors beside them, and everything typed is escaped.
@Suite struct BrazeActionEditorTests {
    private static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    /// A hand-made URI: keys in an unusual order, a nested container, padded base64.
    static let handMade: String = {
        let json =
            #"{"steps":[{"args":["tier","gold"],"type":"setCustomUserAttribute"},"#
            + #"{"type":"container","steps":[{"type":"requestPushPermission"}]}],"type":"container"}"#
        let bytes = json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        return "brazeActions://v1/"
            + Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }()

    /// A modal whose first button runs `uri`.
    static func campaign(_ id: String, uri: String) -> Campaign {
        let button = MessageButton(id: 0, text: "Go", clickAction: .uri(uri, useWebView: false))
        return Campaign(
            id: id,
            name: id,
            message: InAppMessage(content: .modal(TextContent(header: "H", message: "M", buttons: [button])), messageClose: .userInteraction)
        )
    }

    private func page(_ client: some TestClientProtocol, _ uri: String) async throws -> String {
        try await client.execute(uri: uri, method: .get) { String(buffer: $0.body) }
    }

    private func post(
        _ client: some TestClientProtocol,
        _ uri: String,
        _ fields: [(name: String, value: String)]
    ) async throws -> (HTTPResponse.Status, String) {
        try await client.execute(uri: uri, method: .post, headers: Self.formType, body: ByteBuffer(string: urlEncoded(fields))) { response in
            (response.status, String(buffer: response.body))
        }
    }

    private func buttonAction(_ database: AppDatabase, _ id: String) async throws -> BrazeAction? {
        guard case .brazeAction(let action, _)? = try await database.campaign(id: id)?.campaign.message.buttons.first?.clickAction else { return nil }
        return action
    }

    @Test func anImportedActionShowsItsStepsAndSavesBackByteForByte() async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await database.insert(Self.campaign("imported", uri: Self.handMade))
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let html = try await page(client, "/campaigns/imported/edit")
            let form = HTMLForm(html: html)
            #expect(form.value("button0_action") == "braze")
            #expect(form.value("button0_step0_type") == "setCustomUserAttribute")
            #expect(form.value("button0_step0_arg0") == "tier" && form.value("button0_step0_arg1") == "gold")
            #expect(form.value("button0_step1_type") == "requestPushPermission")
            #expect(form.value("button0_step2_type") == nil)
            #expect(form.value("button0_braze_uri") == Self.handMade)
            let (status, body) = try await post(client, "/campaigns/imported", form.with(["name": "Renamed"]))
            #expect(status == .seeOther, "\(body.prefix(2000))")
        }
        #expect(try await buttonAction(database, "imported")?.uri == Self.handMade)
    }

    @Test func editedStepsAreEncodedAgain() async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await database.insert(Self.campaign("edited", uri: Self.handMade))
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = HTMLForm(html: try await page(client, "/campaigns/edited/edit"))
            let changes = ["button0_step0_arg1": "42", "button0_step1_type": "openLinkInWebview", "button0_step1_arg0": "https://example.com/a"]
            let (status, body) = try await post(client, "/campaigns/edited", form.with(changes))
            #expect(status == .seeOther, "\(body.prefix(2000))")
        }
        let action = try #require(try await buttonAction(database, "edited"))
        #expect(action.uri != Self.handMade)
        #expect(
            action.steps == [
                BrazeActionStep(.setCustomUserAttribute, [.string("tier"), .int(42)]),
                BrazeActionStep(.openLinkInWebview, [.string("https://example.com/a")]),
            ]
        )
    }

    @Test func stepsAreAddedMovedAndRemovedWithoutSaving() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = HTMLForm(html: try await page(client, "/campaigns/demo-welcome/edit"))
            let (_, added) = try await post(client, "/campaigns/demo-welcome", form.with([:], op: "add-step:0"))
            let one = HTMLForm(html: added)
            #expect(one.value("click_action") == "braze")
            #expect(one.value("action_step0_type") == "logCustomEvent")
            let (_, twice) = try await post(client, "/campaigns/demo-welcome", one.with(["action_step0_arg0": "first"], op: "add-step:0"))
            let two = HTMLForm(html: twice)
            let (_, moved) = try await post(client, "/campaigns/demo-welcome", two.with(["action_step1_arg0": "second"], op: "up-step:0:1"))
            let swapped = HTMLForm(html: moved)
            #expect(swapped.value("action_step0_arg0") == "second" && swapped.value("action_step1_arg0") == "first")
            let (_, removed) = try await post(client, "/campaigns/demo-welcome", swapped.with([:], op: "remove-step:0:0"))
            let last = HTMLForm(html: removed)
            #expect(last.value("action_step0_arg0") == "first" && last.value("action_step1_type") == nil)
            let (saved, body) = try await post(client, "/campaigns/demo-welcome", last.with([:]))
            #expect(saved == .seeOther, "\(body.prefix(2000))")
        }
        guard case .brazeAction(let action, _)? = try await database.campaign(id: "demo-welcome")?.campaign.message.clickAction else {
            Issue.record("no Braze Action saved")
            return
        }
        #expect(action.steps == [BrazeActionStep(.logCustomEvent, [.string("first")])])
    }

    @Test(arguments: ["remove-step:0:0", "up-step:0:0", "down-step:1:0", "add-step:3", "add-step", "remove-step:0", "up-step:0:1:2"])
    func operationsOnMissingStepsOrSlotsAreRefused(_ operation: String) {
        var form = CampaignForm()
        form.buttons[0].brazeAction.steps = [CampaignForm.StepFields()]
        let before = form
        let applied = form.applyRowOperation(operation)
        #expect(!applied)
        #expect(form == before)
    }

    @Test(arguments: [
        (["button0_step0_type": "logCustomEvent", "button0_step0_arg0": "", "button0_step0_arg1": ""], "Enter the event name."),
        (["button0_step0_type": "logCustomEvent", "button0_step0_arg0": "e", "button0_step0_arg1": "[1]"], "must be a JSON object"),
        (["button0_step0_type": "raw", "button0_step0_arg0": "{nope"], "The step&#39;s JSON does not parse"),
        (["button0_step0_type": "raw", "button0_step0_arg0": #"{"type":"shareToTwitter"}"#], "unknown step type"),
    ])
    func badStepsAreErrorsBesideThem(_ changes: [String: String], _ message: String) async throws {
        let (app, database) = try await makeApp(seed: false)
        _ = try await database.insert(Self.campaign("bad", uri: Self.handMade))
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let form = HTMLForm(html: try await page(client, "/campaigns/bad/edit"))
            let (status, body) = try await post(client, "/campaigns/bad", form.with(changes))
            #expect(status == .unprocessableContent)
            #expect(body.contains(message), "\(body.prefix(3000))")
            #expect(body.contains("href=\"#f-button0_step0\"") || body.contains("href=\"#f-button0_steps\""))
        }
        #expect(try await buttonAction(database, "bad")?.uri == Self.handMade)
    }

    @Test func scriptInEveryBuilderFieldIsStoredAndEscaped() async throws {
        let hostile = "<script>alert('x')</script>"
        let (app, database) = try await makeApp(seed: false)
        // A stored URI that does not decode: its text reaches the page only escaped.
        _ = try await database.insert(Self.campaign("xss", uri: "brazeActions://v1/\"><script>alert('x')</script>"))
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let undecodable = try await page(client, "/campaigns/xss/edit")
            #expect(!undecodable.contains(hostile))
            #expect(undecodable.contains("does not decode"))
            let form = HTMLForm(html: undecodable)
            let (_, withStep) = try await post(client, "/campaigns/xss", form.with([:], op: "add-step:1"))
            let (_, withTwo) = try await post(client, "/campaigns/xss", HTMLForm(html: withStep).with([:], op: "add-step:1"))
            let changes = [
                "button0_step0_arg0": hostile, "button0_step0_arg1": #"{"k": "\#(hostile)"}"#,
                "button0_step1_type": "setCustomUserAttribute", "button0_step1_arg0": hostile, "button0_step1_arg1": hostile,
            ]
            let (status, body) = try await post(client, "/campaigns/xss", HTMLForm(html: withTwo).with(changes))
            #expect(status == .seeOther, "\(body.prefix(2000))")
            let saved = try await page(client, "/campaigns/xss/edit")
            #expect(!saved.contains(hostile))
            #expect(saved.components(separatedBy: "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;").count - 1 >= 3)
        }
        let action = try #require(try await buttonAction(database, "xss"))
        #expect(action.steps.first == BrazeActionStep(.logCustomEvent, [.string(hostile), .object(["k": .string(hostile)])]))
    }
}
