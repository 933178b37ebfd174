import Foundation
import TestSupport
import Testing

@testable import InAppMessaging

/// The `brazeActions://` format (docs/wire-format.md; rule 14): decoding as the Android parser
/// does, encoding as Braze's payloads are, and keeping an imported URI byte for byte.
@Suite struct BrazeActionTests {
    /// braze-android-sdk `droidboy/src/main/assets/braze_actions/show_push_prompt.txt`: Braze's
    /// own sample, `{"type":"requestPushPermission"}` without base64 padding.
    static let pushPrompt = "brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA"

    /// The URI of a JSON text, built by hand: UTF-16LE, URL-safe base64, padding as asked.
    static func uri(_ json: String, version: String = "v1", padded: Bool = false) -> String {
        let bytes = json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        var base64 = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        if !padded { base64 = base64.replacingOccurrences(of: "=", with: "") }
        return "brazeActions://\(version)/\(base64)"
    }

    @Test func readsBrazesSample() throws {
        let action = BrazeAction(uri: Self.pushPrompt)
        #expect(try action.root.get() == BrazeActionStep(.requestPushPermission))
        #expect(BrazeAction(steps: [BrazeActionStep(.requestPushPermission)]).uri == Self.pushPrompt)
    }

    @Test func paddingIsOptionalButExact() throws {
        let json = #"{"type":"openLink","args":["https://a.example/é"]}"#
        let step = BrazeActionStep(.openLink, [.string("https://a.example/é")])
        #expect(try BrazeAction(uri: Self.uri(json)).root.get() == step)
        #expect(try BrazeAction(uri: Self.uri(json, padded: true)).root.get() == step)
        #expect(BrazeAction.decodeBase64("QQ=") == nil)
        #expect(BrazeAction.decodeBase64("QQ==") == [0x41])
        #expect(BrazeAction.decodeBase64("Q Q\n") == [0x41])
        #expect(BrazeAction.decodeBase64("Q") == nil)
        #expect(BrazeAction.decodeBase64("QQ==Q") == nil)
    }

    @Test func containersNestAndFlatten() throws {
        let json = #"""
            {"type":"container","steps":[{"type":"logCustomEvent","args":["a",{"k":1}]},
            {"type":"container","steps":[{"type":"setCustomUserAttribute","args":["tier","gold"]}]},{"type":"nope"}]}
            """#
        let action = BrazeAction(uri: Self.uri(json))
        #expect(
            action.steps == [
                BrazeActionStep(.logCustomEvent, [.string("a"), .object(["k": .int(1)])]),
                BrazeActionStep(.setCustomUserAttribute, [.string("tier"), .string("gold")]),
                .step(type: "nope", args: []),
            ]
        )
        #expect(action.steps.map(\.problem) == [nil, nil, "unknown step type \"nope\""])
        #expect(!action.isRunnable)
        #expect(BrazeAction(uri: Self.pushPrompt).isRunnable)
    }

    /// Android's display check reads a well-formed action whatever its version; a click on it
    /// runs nothing (`versionProblem`), except on the web, which accepts any `v<digits>`.
    @Test func anotherVersionDecodesButDoesNotRun() {
        let action = BrazeAction(uri: Self.uri("{\"type\":\"requestPushPermission\"}", version: "v2"))
        #expect(action.isRunnable)
        #expect(action.version == "v2")
        #expect(action.versionProblem == "version \"v2\" is not supported: the SDKs run v1 only")
        #expect(BrazeAction.webVersionPattern("v2") && !BrazeAction.webVersionPattern("v") && !BrazeAction.webVersionPattern("version1"))
        #expect(BrazeAction(uri: Self.pushPrompt).versionProblem == nil)
    }

    /// The web's display check: step types only (containers opened), any `v<digits>`, and
    /// `openLinkInWebView` spelled with a capital V.
    @Test(arguments: [
        (uri(#"{"type":"logCustomEvent","args":[3]}"#), nil as String?),
        (uri(#"{"type":"openLinkInWebView","args":["u"]}"#, version: "v7"), nil),
        (uri(#"{"type":"container"}"#), nil),
        (uri(#"{"type":"openLinkInWebview","args":["u"]}"#), "the web does not know the Braze Action step \"openLinkInWebview\""),
        (
            uri(#"{"type":"container","steps":[{"type":"openLink","args":["u"]},{"type":"share"}]}"#),
            "the web does not know the Braze Action step \"share\""
        ),
        (uri(#"{"type":"container","steps":3}"#), "the web does not know the Braze Action step whose container's steps are not a list"),
        (uri(#"[1]"#), "the web does not know the Braze Action step that is not an object"),
        ("brazeActions://v1/QUJD", "the web cannot decode the Braze Action's payload"),
        ("brazeActions://v1/", "the web cannot decode the Braze Action's payload"),
        ("brazeActions://version1/QUJD", nil),
    ])
    func theWebReadsStepTypesOnly(_ uri: String, _ problem: String?) {
        #expect(BrazeAction(uri: uri).webDisplayProblem == problem)
    }

    @Test(arguments: [
        ("brazeActions:v1/e30", "the URI has no version: write brazeActions://v1/<payload>"),
        ("brazeActions://v1", "the URI has no payload after its version"),
        ("brazeActions://v1/Q", "the payload is not URL-safe base64 (its length or its padding is wrong)"),
        ("brazeActions://v1/QUI", "the payload is not JSON"),
        ("brazeActions://v1/QUJD", "the payload decodes to 3 bytes, an odd number, so it is not UTF-16"),
        (uri("[1]"), "the payload is JSON but not an object"),
        (uri("{\"type\":"), "the payload is not JSON"),
    ])
    func undecodableURIsSayWhy(_ uri: String, _ detail: String) {
        guard case .failure(let error) = BrazeAction(uri: uri).root else {
            Issue.record("\(uri) decoded")
            return
        }
        #expect(error.detail.hasPrefix(detail), "\(error.detail)")
        #expect(!BrazeAction(uri: uri).isRunnable)
    }

    @Test(arguments: [
        (#"{"type":"logCustomEvent","args":["e"]}"#, nil as String?),
        (#"{"type":"logCustomEvent","args":["e",null]}"#, "argument 1 of logCustomEvent (properties) must be a JSON object"),
        (#"{"type":"logCustomEvent","args":[3]}"#, "argument 0 of logCustomEvent (event name) must be a string"),
        (#"{"type":"logCustomEvent"}"#, "logCustomEvent takes 1 or 2 arguments, not 0"),
        (#"{"type":"setCustomUserAttribute","args":["k",null]}"#, nil),
        (#"{"type":"setCustomUserAttribute","args":["k"]}"#, "setCustomUserAttribute takes 2 arguments, not 1"),
        (#"{"type":"requestPushPermission","args":[1,2,3]}"#, nil),
        (#"{"type":"addToCustomAttributeArray","args":["k",2]}"#, "argument 1 of addToCustomAttributeArray (value) must be a string"),
        (#"{"type":"openLink","args":["u",true]}"#, nil),
        (#"{"type":"openLinkInWebview","args":["u",true]}"#, "openLinkInWebview takes 1 argument, not 2"),
        (#"{"type":"container"}"#, "the container has no steps"),
        (#"{"args":[]}"#, "the step has no type"),
    ])
    func argumentsAreCheckedAsTheParserDoes(_ json: String, _ problem: String?) throws {
        #expect(BrazeActionStep(json: try JSONParser.parse(json)).problem == problem)
    }

    @Test func wireKeepsTheURIAsWritten() throws {
        // Padded, with a step order of keys no writer of ours would produce: export keeps it.
        let uri = Self.uri(#"{"args":["https://x.example"],"type":"openLink"}"#, padded: true)
        let wire = #"{"type":"MODAL","message":"m","btns":[{"id":0,"text":"Go","click_action":"URI","uri":"\#(uri)"}]}"#
        let message = try InAppMessage(wire: JSONParser.parse(wire))
        guard case .brazeAction(let action, _) = message.buttons.first?.clickAction else {
            Issue.record("not a Braze Action")
            return
        }
        #expect(action.steps == [BrazeActionStep(.openLink, [.string("https://x.example")])])
        #expect(message.wireValue["btns"].flatMap { if case .array(let items) = $0 { items.first?["uri"] } else { nil } } == .string(uri))
        #expect(action.withSteps(action.steps).uri == uri)
        let edited = action.withSteps(action.steps + [BrazeActionStep(.requestPushPermission)])
        #expect(edited.uri != uri && edited.steps.count == 2)
        #expect(try edited.root.get() == .container(edited.steps))
    }

    @Test func diagnosticsNameTheURIPath() throws {
        let script = Self.uri(#"{"type":"openLink","args":["javascript:alert(1)"]}"#)
        let wire = #"{"type":"MODAL","click_action":"URI","uri":"brazeActions://v1/%%%","btns":[{"id":0,"click_action":"URI","uri":"\#(script)"}]}"#
        let message = try InAppMessage(wire: JSONParser.parse(wire))
        #expect(
            message.diagnostics().filter { $0.rule == .brazeActionInvalid || $0.rule == .urlUnsafe }.map { "\($0.severity) \($0.path) \($0.rule)" }
                == ["error uri braze-action-invalid", "error btns[0].uri url-unsafe"]
        )
    }

    @Test func whyNotSaysALaterFollowupTookThePlace() throws {
        let url = ProjectPaths.root.appendingPathComponent("Tests/Fixtures/scenarios/44-braze-action-earlier-followup-to-stack.json")
        let scenario = try Scenario(data: Data(contentsOf: url))
        var engine = DeliveryEngine(configuration: scenario.configuration, campaigns: scenario.campaigns)
        for event in scenario.events.prefix(3) { _ = try engine.apply(event) }
        #expect(engine.whyNot(campaignID: "one").text == "At 2 s it was re-enqueued: a later follow-up took its place, so it waits on the stack.")
        #expect(engine.stack.map(\.campaignID) == ["one"])
        #expect(engine.presentation?.campaignID == "two")
    }
}
