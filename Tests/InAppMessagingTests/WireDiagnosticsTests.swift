import Foundation
import Testing

@testable import InAppMessaging

/// The semantic validation rules, one row per rule.
@Suite struct WireDiagnosticsTests {
    /// A message payload and the `severity path rule` lines it must produce, in order.
    static let messageRules: [(String, [String])] = [
        (#"{"message": "fine"}"#, []),
        (#"{"click_action": "URI"}"#, ["error uri uri-missing"]),
        (#"{"type": "MODAL", "btns": [{"id": 1, "click_action": "URI", "uri": ""}]}"#, ["error btns[0].uri uri-missing"]),
        (#"{"type": "MODAL", "btns": [{"id": 0}, {"id": 1}, {"id": 2}]}"#, ["warning btns too-many-buttons"]),
        (#"{"type": "FULL", "image_style": "GRAPHIC", "image_url": "i", "image_alt": "A", "btns": [{}, {}, {}]}"#, ["warning btns too-many-buttons"]),
        (#"{"type": "FULL", "image_style": "GRAPHIC", "image_url": "i"}"#, ["warning image_alt image-alt-missing"]),
        (#"{"type": "MODAL", "btns": [{"id": 3}, {"id": 3}]}"#, ["warning btns[1].id duplicate-button-id"]),
        (#"{"extras": {"": "x"}}"#, [#"error extras[""] extras-key-empty"#]),
        (
            #"{"extras": {"\#(String(repeating: "k", count: 256))": "x"}}"#,
            ["error extras.\(String(repeating: "k", count: 256)) extras-key-too-long"]
        ),
        (#"{"extras": {"\#(String(repeating: "k", count: 255))": "x"}}"#, []),
        (#"{"extras": {"big": "\#(String(repeating: "v", count: 4097))"}}"#, ["error extras.big extras-value-too-long"]),
        (#"{"extras": {"big": "\#(String(repeating: "v", count: 4096))"}}"#, []),
        (#"{"type": "MODAL", "image_style": "GRAPHIC"}"#, ["error image_url image-missing"]),
        (#"{"type": "HTML", "message": "  \n"}"#, ["error message html-empty"]),
        (
            #"{"type": "SLIDEUP", "header": "H", "crop_type": "FIT_CENTER"}"#,
            ["warning crop_type field-not-shown", "warning header field-not-shown"]
        ),
        (#"{"type": "HTML", "message": "<p/>", "btns": []}"#, ["info message web-html-javascript", "warning btns field-not-shown"]),
        (#"{"type": "MODAL", "icon": "x", "image_url": "i", "image_alt": "A"}"#, ["warning icon graphic-ignored"]),
        (#"{"type": "MODAL", "is_control": true, "header": "H", "message": ""}"#, []),
        (#"{"x_custom": 1}"#, []),
    ]

    @Test(arguments: messageRules)
    func messageRule(json: String, expected: [String]) throws {
        let message = try InAppMessage(wire: JSONParser.parse(json))
        #expect(message.diagnostics().map { "\($0.severity) \($0.path) \($0.rule)" } == expected)
    }

    @Test func tooShortAutoDismissIsAWarning() {
        let message = InAppMessage(content: .slideup(SlideupContent(message: "m")), messageClose: .auto(seconds: 0.5))
        #expect(message.diagnostics().map(\.rule.rawValue) == ["duration-too-short"])
    }

    static let campaignRules: [(String, [String])] = [
        (#"{"id": "c", "trigger_condition": [{"type": "open"}], "data": {}}"#, []),
        (#"{"id": "c", "data": {}}"#, ["warning trigger_condition no-triggers"]),
        (#"{"id": "c", "status": "draft", "data": {}}"#, []),
        (#"{"id": " ", "status": "draft", "data": {}}"#, ["error id id-empty"]),
        (#"{"id": "c", "status": "draft", "start_time": 100, "end_time": 50, "data": {}}"#, ["error end_time schedule-inverted"]),
        (#"{"id": "c", "status": "draft", "delay": 60, "timeout": 30000, "data": {}}"#, ["warning timeout timeout-before-delay"]),
        (
            #"{"id": "c", "trigger_condition": [{"type": "custom_event", "data": {"event_name": ""}}], "data": {}}"#,
            ["error trigger_condition[0].data.event_name trigger-name-empty"]
        ),
        (
            #"{"id": "c", "trigger_condition": [{"type": "purchase", "data": {"product_id": ""}}], "data": {}}"#,
            ["error trigger_condition[0].data.product_id trigger-name-empty"]
        ),
        (
            #"{"id": "c", "trigger_condition": [{"type": "push_click", "data": {"campaign_id": ""}}], "data": {}}"#,
            ["error trigger_condition[0].data.campaign_id trigger-name-empty"]
        ),
        (
            #"""
            {"id": "c", "trigger_condition": [{"type": "purchase_property", "data": {"property_filters": [[],
              [{"property_key": "p", "property_type": "number", "comparator": 3},
               {"property_key": "q", "property_type": "number", "comparator": 11}]]}}], "data": {}}
            """#,
            [
                "warning trigger_condition[0].data.property_filters[0] filter-group-empty",
                "error trigger_condition[0].data.property_filters[1][0].property_value filter-value-missing",
            ]
        ),
        (
            #"{"id": "c", "status": "draft", "data": {"type": "MODAL", "btns": [{"id": 1}, {"id": 1}]}}"#,
            ["warning data.btns[1].id duplicate-button-id"]
        ),
    ]

    @Test(arguments: campaignRules)
    func campaignRule(json: String, expected: [String]) throws {
        let campaign = try Campaign(wire: JSONParser.parse(json))
        #expect(campaign.diagnostics().map { "\($0.severity) \($0.path) \($0.rule)" } == expected)
    }

    @Test func diagnosticsExplainThemselves() throws {
        let message = try InAppMessage(wire: JSONParser.parse(#"{"type": "MODAL", "btns": [{"click_action": "URI"}]}"#))
        #expect(
            message.diagnostics().map(\.description)
                == [
                    "error btns[0].uri: button 0's URI is missing although the click action is URI: iOS cannot decode the message "
                        + "and never shows it; Android and the web show it, and a click opens nothing [uri-missing]"
                ]
        )
    }

    @Test func fixturesHaveNoErrors() throws {
        for name in Fixtures.validNames {
            let campaigns = try CampaignImport.campaigns(from: Fixtures.data(name), makeID: { "draft" })
            let errors = campaigns.flatMap { $0.diagnostics() }.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(name): \(errors)")
        }
    }
}
