import Foundation
import InAppMessaging
import OrderedCollections
import Preview
import Testing

/// Payloads in the shapes the public Braze SDKs' test and sample files use (React Native,
/// Flutter, Android's droidboy; our own texts, see `Tests/Fixtures/wire/sdk-shapes/README.md`):
/// each imports, renders and re-exports without losing a key.
@Suite struct SDKPayloadTests {
    static let messageFiles = [
        "rn-style-slideup.json", "rn-style-html.json", "droidboy-style-modal-dark.json",
        "flutter-style-modal-graphic.json", "flutter-style-full-top.json", "flutter-style-html-full-zipped.json",
        "control-message.json", "extras-mixed-types.json",
    ]

    static func json(_ name: String) throws -> JSONValue {
        try JSONParser.parse(Data(contentsOf: PreviewFixtures.directory.appendingPathComponent("wire/sdk-shapes/\(name)")))
    }

    /// Every key path of a JSON value (`btns[1].text_color`); array elements by index.
    static func keyPaths(_ value: JSONValue, _ prefix: String = "") -> Set<String> {
        switch value {
        case .object(let members):
            var paths: Set<String> = []
            for (key, member) in members {
                let path = prefix.isEmpty ? key : "\(prefix).\(key)"
                paths.insert(path)
                paths.formUnion(keyPaths(member, path))
            }
            return paths
        case .array(let items):
            var paths: Set<String> = []
            for (index, item) in items.enumerated() { paths.formUnion(keyPaths(item, "\(prefix)[\(index)]")) }
            return paths
        default:
            return []
        }
    }

    @Test(arguments: messageFiles)
    func messagesImportRenderAndReExportEveryKey(file: String) throws {
        let original = try Self.json(file)
        let message = try InAppMessage(wire: original)
        let html = PreviewRenderer().render(message, options: PreviewOptions(device: .phone, orientation: .portrait))
        #expect(html.contains("data-kind=\"\(message.kind.rawValue)\"") || html.contains("class=\"screen"), "\(file) renders")
        let exported = message.wireValue
        let lost = Self.keyPaths(original).subtracting(Self.keyPaths(exported))
        #expect(lost.isEmpty, "\(file) lost \(lost.sorted())")
        // Nothing the payload did not have that is a colour appears on export.
        let colourKeys = Set([
            "bg_color", "text_color", "icon_color", "icon_bg_color", "header_text_color", "close_btn_color", "frame_color", "border_color",
        ])
        let gained = Self.keyPaths(exported).subtracting(Self.keyPaths(original)).filter {
            colourKeys.contains(String($0.split(separator: ".").last ?? ""))
        }
        #expect(gained.isEmpty, "\(file) gained \(gained.sorted())")
        // And the export decodes back to the same message.
        #expect(try InAppMessage(wire: exported) == message)
    }

    @Test func extrasKeepTheirTypesThroughExport() throws {
        let original = try Self.json("extras-mixed-types.json")
        #expect(try InAppMessage(wire: original).wireValue["extras"] == original["extras"])
    }

    @Test func droidboyStyleDuplicateButtonIdsAreAWarningOnly() throws {
        let message = try InAppMessage(wire: try Self.json("droidboy-style-modal-dark.json"))
        let rules = message.diagnostics().map { "\($0.severity) \($0.rule)" }
        #expect(rules.contains("warning duplicate-button-id"))
        #expect(!message.diagnostics().contains { $0.severity == .error })
    }

    @Test func anSDKResponseImportsEveryTriggerAndKeepsItsKeys() throws {
        let data = try Data(contentsOf: PreviewFixtures.directory.appendingPathComponent("wire/sdk-shapes/sdk-response.json"))
        let campaigns = try CampaignImport.campaigns(from: data) { "draft" }
        #expect(!campaigns.flatMap { $0.diagnostics() }.contains { $0.severity == .error })
        guard case .array(let triggers)? = try JSONParser.parse(data)["triggers"] else {
            Issue.record("the fixture has no triggers")
            return
        }
        #expect(campaigns.count == triggers.count && !campaigns.isEmpty)
        for (campaign, trigger) in zip(campaigns, triggers) {
            let lost = Self.keyPaths(trigger).subtracting(Self.keyPaths(campaign.wireValue))
            #expect(lost.isEmpty, "\(campaign.id) lost \(lost.sorted())")
            _ = PreviewRenderer().render(campaign.message, options: PreviewOptions())
        }
    }
}
