import Foundation
import Testing

@testable import InAppMessaging

/// Invalid payloads are rejected with an error that says what is wrong and where.
@Suite struct WireInvalidTests {
    /// What each invalid fixture must report.
    struct Expectation: Sendable, CustomTestStringConvertible {
        let file: String
        let description: String
        var testDescription: String { file }
    }

    static let fixtures: [Expectation] = [
        Expectation(file: "buttons-not-array.json", description: "btns: expected an array, got an object"),
        Expectation(
            file: "hex-colour-literal.json",
            description: "line 4, column 15: hexadecimal numbers are not JSON: write the colour as a decimal ARGB integer"
        ),
        Expectation(
            file: "truncated.json",
            description: "line 2, column 1: unexpected end of input inside the string that starts at line 1, column 33"
        ),
        Expectation(
            file: "unknown-type.json",
            description: "type: expected one of SLIDEUP, MODAL, FULL, HTML, HTML_FULL, got \"CAROUSEL\""
        ),
    ]

    @Test func everyInvalidFixtureHasAnExpectation() {
        #expect(Set(Fixtures.invalidNames) == Set(Self.fixtures.map(\.file)))
    }

    @Test(arguments: fixtures)
    func invalidFixtureIsRejectedWithItsLocation(expected: Expectation) throws {
        let data = try Fixtures.data("invalid/" + expected.file)
        let error = #expect(throws: WireError.self) {
            _ = try CampaignImport.campaigns(from: data, makeID: { "x" })
        }
        #expect(error?.description == expected.description)
    }

    @Test func syntaxErrorsCarryLineAndColumnButNoPath() throws {
        let error = #expect(throws: WireError.self) { _ = try Fixtures.json("invalid/hex-colour-literal.json") }
        #expect(error?.line == 4)
        #expect(error?.column == 15)  // the `0` of `0xffffffff`
        #expect(error?.path == nil)
    }

    @Test func contentErrorsCarryAPathButNoLine() throws {
        let error = #expect(throws: WireError.self) { _ = try Fixtures.message("invalid/buttons-not-array.json") }
        #expect(error?.path == JSONPath.root.appending("btns"))
        #expect(error?.line == nil)
    }

    /// Content errors: the payload, the path reported, and the message.
    static let contentErrors: [(String, String)] = [
        (
            #"{"type": "MODAL", "btns": [{"id": 0}, {"id": 1, "click_action": "FOO"}]}"#,
            #"btns[1].click_action: expected one of URI, NONE, NEWS_FEED, got "FOO""#
        ),
        (
            #"{"bg_color": 4294967296}"#,
            "bg_color: colour 4294967296 is out of range: expected a 32-bit ARGB integer (-2147483648...4294967295)"
        ),
        (
            #"{"bg_color": -2147483649}"#,
            "bg_color: colour -2147483649 is out of range: expected a 32-bit ARGB integer (-2147483648...4294967295)"
        ),
        (#"{"text_color": 1.5}"#, "text_color: expected an ARGB colour integer, got the number 1.5"),
        (##"{"text_color": "#ffffff"}"##, ##"text_color: expected an ARGB colour integer, got the string "#ffffff""##),
        (#"{"type": "MODAL", "btns": [{"bg_color": true}]}"#, "btns[0].bg_color: expected an ARGB colour integer, got the boolean true"),
        (
            #"{"type": "MODAL", "themes": {"dark": {"btns": [{"text_color": "x"}]}}, "btns": [{}]}"#,
            #"themes.dark.btns[0].text_color: expected an ARGB colour integer, got the string "x""#
        ),
        (
            #"{"type": "MODAL", "themes": {"dark": {"btns": [{}, {}]}}, "btns": [{}]}"#,
            "themes.dark.btns[1]: dark theme for a button that does not exist (the message has 1 buttons)"
        ),
        (#"{"themes": []}"#, "themes: expected an object, got an array"),
        (#"{"message": 3}"#, "message: expected a string, got the number 3"),
        (#"{"duration": "5s"}"#, #"duration: expected a number, got the string "5s""#),
        (#"{"orientation": "SIDEWAYS"}"#, #"orientation: expected one of ANY, PORTRAIT, LANDSCAPE, got "SIDEWAYS""#),
        (#"{"type": "MODAL", "image_style": "BOTTOM"}"#, #"image_style: expected one of TOP, GRAPHIC, got "BOTTOM""#),
        (#"{"type": "HTML", "asset_urls": ["a", 2]}"#, "asset_urls[1]: expected a string, got the number 2"),
        (#"{"type": 7}"#, "type: expected a string, got the number 7"),
        (#"[]"#, "$: expected an object, got an array"),
    ]

    @Test(arguments: contentErrors)
    func messageContentErrorNamesPathAndExpectation(json: String, description: String) throws {
        let value = try JSONParser.parse(json)
        let error = #expect(throws: WireError.self) { _ = try InAppMessage(wire: value) }
        #expect(error?.description == description)
    }

    static let envelopeErrors: [(String, String)] = [
        (#"{"data": {}}"#, "id: missing: a campaign envelope needs an id"),
        (#"{"id": "a"}"#, "data: missing: a campaign envelope needs its message in data"),
        (#"{"id": "a", "type": "push", "data": {}}"#, #"type: expected "inapp", got "push""#),
        (#"{"id": "a", "data": {}, "status": "live"}"#, #"status: expected one of draft, active, archived, got "live""#),
        (
            #"{"id": "a", "data": {}, "trigger_condition": [{"type": "open"}, {"type": 7}]}"#,
            #"trigger_condition[1].type: expected a trigger type such as open, purchase, purchase_property, custom_event, custom_event_property, push_click, got 7"#
        ),
        (
            #"{"id": "a", "data": {}, "trigger_condition": [{"type": "custom_event", "data": {}}]}"#,
            "trigger_condition[0].data.event_name: missing: custom_event needs event_name"
        ),
        (
            #"{"id": "a", "data": {}, "trigger_condition": [{"type": "push_click"}]}"#,
            "trigger_condition[0].data.campaign_id: missing: push_click needs campaign_id"
        ),
        (
            #"{"id": "a", "data": {}, "trigger_condition": [{"type": "purchase_property", "data": {"property_filters": [{"property_key": "x"}]}}]}"#,
            "trigger_condition[0].data.property_filters[0]: expected an array of filters (a group), got an object"
        ),
        (
            #"{"id": "a", "data": {}, "trigger_condition": [{"type": "custom_event_property", "data": {"event_name": "e", "property_filters": [[{"property_key": "x", "property_type": "number", "comparator": 7}]]}}]}"#,
            "trigger_condition[0].data.property_filters[0][0].comparator: expected one of 1, 2, 3, 4, 5, 6, 10, 11, 12, 15, 16, 17, got 7"
        ),
        (
            #"{"id": "a", "data": {}, "trigger_condition": [{"type": "custom_event_property", "data": {"event_name": "e", "property_filters": [[{"property_key": "x", "property_type": "colour", "comparator": 1}]]}}]}"#,
            #"trigger_condition[0].data.property_filters[0][0].property_type: expected one of string, number, boolean, date, got "colour""#
        ),
        (
            #"{"id": "a", "data": {"type": "MODAL", "btns": [{"uri": 5, "click_action": "URI"}]}}"#,
            "data.btns[0].uri: expected a string, got the number 5"
        ),
        (#"{"id": "a", "data": {}, "timeout": "long"}"#, #"timeout: expected a number, got the string "long""#),
    ]

    @Test(arguments: envelopeErrors)
    func envelopeErrorNamesPathAndExpectation(json: String, description: String) throws {
        let value = try JSONParser.parse(json)
        let error = #expect(throws: WireError.self) { _ = try Campaign(wire: value) }
        #expect(error?.description == description)
    }
}
