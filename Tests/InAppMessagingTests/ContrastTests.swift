import InAppMessaging
import Testing

/// WCAG 2.2 contrast warnings, in the light and the dark theme.
@Suite struct ContrastTests {
    static func rules(_ json: String) throws -> [String] {
        try InAppMessage(wire: JSONParser.parse(json)).diagnostics().filter { $0.rule.rawValue.hasPrefix("contrast") }.map { "\($0.path) \($0.rule)" }
    }

    @Test func brazesDefaultColoursPass() throws {
        #expect(try Self.rules(#"{"type": "MODAL", "header": "H", "message": "M", "btns": [{"id": 0, "text": "OK"}]}"#).isEmpty)
        #expect(try Self.rules(#"{"type": "SLIDEUP", "message": "M"}"#).isEmpty)
    }

    @Test func lowContrastTextHeaderAndButtonsAreNamedWithTheirPaths() throws {
        // #999999 on white is 2.85:1: under 4.5 for text and under 3 for the header.
        let rules = try Self.rules(
            #"{"type": "MODAL", "header": "H", "message": "M", "text_color": 4288256409, "header_text_color": 4288256409, "btns": [{"id": 0, "text": "OK", "text_color": 4294967295, "bg_color": 4294967295, "border_color": 4294967295}]}"#
        )
        #expect(
            rules == [
                "text_color contrast-text", "header_text_color contrast-header", "btns[0].text_color contrast-button-text",
                "btns[0].bg_color contrast-button-boundary",
            ]
        )
    }

    @Test func theHeaderIsLargeTextAtThreeToOne() throws {
        // #767676 on white is 4.54:1 and #949494 is 3.03:1: both pass for the header, only the first for text.
        #expect(try Self.rules(#"{"type": "MODAL", "header": "H", "message": "M", "header_text_color": 4287927444}"#).isEmpty)
        #expect(try Self.rules(#"{"type": "MODAL", "header": "H", "message": "M", "text_color": 4287927444}"#) == ["text_color contrast-text"])
    }

    @Test func theDarkThemeIsCheckedOnItsOwnPath() throws {
        let rules = try Self.rules(
            #"{"type": "MODAL", "message": "M", "themes": {"dark": {"bg_color": 4280032286, "text_color": 4282664004}}}"#
        )
        #expect(rules == ["themes.dark.text_color contrast-text"])
    }

    @Test func translucentTextIsCompositedOverTheCard() throws {
        // Black at 20 % alpha over white reads as #CCCCCC: 1.6:1.
        #expect(
            try Self.rules(#"{"type": "SLIDEUP", "message": "M", "bg_color": 4294967295, "text_color": 855638016}"#) == ["text_color contrast-text"]
        )
    }
}
