import Foundation
import Testing

@testable import InAppMessaging

/// The decoding rules of docs/wire-format.md and the decisions taken where it is silent.
@Suite struct WireDecodingRulesTests {
    private func decode(_ json: String) throws -> InAppMessage {
        try InAppMessage(wire: JSONParser.parse(json))
    }

    @Test func emptyObjectIsADefaultSlideup() throws {
        let message = try decode("{}")
        #expect(message == InAppMessage(content: .slideup(SlideupContent(message: "")), defaultedFields: [.messageClose, .orientation]))
        #expect(message.messageClose == .auto(seconds: 5))
        #expect(message.themes.light.backgroundColor.argb == 0xFFEF_EFEF)
    }

    @Test(arguments: [
        (#"{"type": "MODAL"}"#, MessageKind.modal), (#"{"type": "modal", "image_style": "graphic"}"#, .modalImage),
        (#"{"type": "MODAL", "image_style": "TOP"}"#, .modal), (#"{"type": "Full"}"#, .full),
        (#"{"type": "FULL", "image_style": "GRAPHIC"}"#, .fullImage), (#"{"type": "HTML"}"#, .html),
        (#"{"type": "HTML_FULL"}"#, .html), (#"{"type": "SLIDEUP", "is_control": true}"#, .control),
        (#"{"type": "HTML", "is_control": true}"#, .control), (#"{"is_control": false}"#, .slideup),
    ])
    func typeSelectsTheKind(json: String, kind: MessageKind) throws {
        #expect(try decode(json).kind == kind)
    }

    @Test func htmlFullIsLegacy() throws {
        guard case .html(let html) = try decode(#"{"type": "HTML_FULL", "zipped_assets_url": "z.zip"}"#).content else {
            Issue.record("expected HTML")
            return
        }
        #expect(html.legacy)
        #expect(html.zippedAssetsURL == "z.zip")
    }

    @Test(arguments: [
        (#"{}"#, MessageClose.auto(seconds: 5)),
        (#"{"duration": 998}"#, .auto(seconds: 0.998)),
        (#"{"duration": 0}"#, .auto(seconds: 0)),
        (#"{"duration": 999}"#, .auto(seconds: 0.999)),
        (#"{"duration": 2500}"#, .auto(seconds: 2.5)),
        (#"{"duration": 1500.5}"#, .auto(seconds: 1.5005)),
        (#"{"message_close": "swipe", "duration": 3000}"#, .userInteraction),
    ])
    func durationIsMillisecondsOnTheWire(json: String, close: MessageClose) throws {
        #expect(try decode(json).messageClose == close)
    }

    /// The duration is kept as written; each platform replaces what its SDK replaces.
    @Test(arguments: [
        (0.5, Platform.ios, 5.0), (0.5, .android, 5), (0.5, .web, 0.5), (0.998, .android, 5), (0.999, .ios, 0.999),
        (0, .web, 5), (0, .ios, 5), (-1, .web, 0), (-1, .android, 5), (2.5, .web, 2.5),
    ])
    func eachPlatformReadsTheDurationItsWay(seconds: Double, platform: Platform, delay: Double) {
        #expect(MessageClose.auto(seconds: seconds).autoDismissDelay(on: platform) == delay)
        #expect(MessageClose.userInteraction.autoDismissDelay(on: platform) == nil)
    }

    @Test func durationOfASwipeMessageIsKeptAsAnUnknownField() throws {
        let message = try decode(#"{"message_close": "SWIPE", "duration": 3000}"#)
        #expect(message.unknownFields == ["duration": .int(3000)])
        #expect(message.wireValue["duration"] == .int(3000))
    }

    @Test(arguments: [
        ("-1", UInt32(0xFFFF_FFFF)), ("4294967295", 0xFFFF_FFFF), ("-16747563", 0xFF00_73D5),
        ("-2147483648", 0x8000_0000), ("0", 0), ("3207803699", 0xBF33_3333), ("4278190080.0", 0xFF00_0000),
    ])
    func coloursAreSignedOrUnsignedARGB(literal: String, argb: UInt32) throws {
        #expect(try decode(#"{"frame_color": \#(literal)}"#).themes.light.frameColor.argb == argb)
    }

    @Test func enumerationsAreCaseInsensitive() throws {
        let message = try decode(
            #"""
            {"type": "Modal", "click_action": "Uri", "uri": "u", "message_close": "Auto_Dismiss",
             "orientation": "landscape", "text_align_header": "end", "text_align_message": "Start",
             "crop_type": "center_crop", "btns": [{"click_action": "news_feed"}]}
            """#
        )
        #expect(message.clickAction == .url("u", useWebView: false))
        #expect(message.orientation == .landscape)
        #expect(
            message.content
                == .modal(
                    TextContent(
                        headerTextAlignment: .end,
                        message: "",
                        messageTextAlignment: .start,
                        cropType: .centerCrop,
                        buttons: [MessageButton(id: 0, text: "", clickAction: .none)]
                    )
                )
        )
    }

    @Test func newsFeedIsLegacyForNone() throws {
        #expect(try decode(#"{"click_action": "NEWS_FEED"}"#).clickAction == .none)
        #expect(try decode(#"{"click_action": "NEWS_FEED"}"#).wireValue["click_action"] == .string("NONE"))
    }

    @Test func uriOfANoneActionIsKeptAsAnUnknownField() throws {
        let message = try decode(#"{"click_action": "NONE", "uri": "https://x"}"#)
        #expect(message.clickAction == .none)
        #expect(message.unknownFields == ["uri": .string("https://x")])
    }

    @Test func uriActionWithoutUriDecodesToAnEmptyURI() throws {
        #expect(try decode(#"{"click_action": "URI"}"#).clickAction == .url("", useWebView: false))
    }

    @Test func extrasKeepTheirJSONTypes() throws {
        let json = #"{"extras": {"s": "x", "i": 3, "d": 1.5, "whole": 2.0, "b": true, "neg": -7, "o": {"a": [1, null]}, "n": null}}"#
        let message = try decode(json)
        #expect(
            message.extras == [
                "s": "x", "i": .int(3), "d": .double(1.5), "whole": .double(2.0), "b": .bool(true), "neg": .int(-7),
                "o": .object(["a": .array([.int(1), .null])]), "n": .null,
            ]
        )
        // Apps and delegate rules read them as text.
        #expect(message.extra("i") == "3" && message.extra("b") == "true" && message.extra("o") == #"{"a":[1,null]}"#)
        // Export writes the same types back.
        #expect(message.wireValue["extras"] == (try JSONParser.parse(json))["extras"])
    }

    @Test func imageWinsOverIconAndTheIconIsKept() throws {
        let message = try decode(#"{"icon": "\uf0d1", "image_url": "https://i/p.png"}"#)
        #expect(message.content == .slideup(SlideupContent(message: "", graphic: .image("https://i/p.png"))))
        #expect(message.unknownFields == ["icon": .string("\u{f0d1}")])
        let again = try InAppMessage(wire: message.wireValue)
        #expect(again == message)
    }

    @Test func keysTheKindDoesNotShowAreKeptAsUnknownFields() throws {
        let message = try decode(#"{"type": "SLIDEUP", "header": "H", "btns": [{"id": 1}], "x_custom": {"a": [1]}}"#)
        #expect(
            message.unknownFields == [
                "header": .string("H"), "btns": .array([.object(["id": .int(1)])]), "x_custom": .object(["a": .array([.int(1)])]),
            ]
        )
        let encoded = message.wireValue
        #expect(encoded["header"] == .string("H"))
        #expect(encoded["x_custom"] == .object(["a": .array([.int(1)])]))
    }

    @Test func unknownButtonAndEnvelopeKeysSurvive() throws {
        let campaign = try Campaign(
            wire: JSONParser.parse(
                #"""
                {"id": "c", "data": {"type": "MODAL", "btns": [{"id": 4, "text": "t", "x_style": "pill"}]},
                 "x_owner": "growth", "timeout": 45000}
                """#
            )
        )
        #expect(campaign.unknownFields == ["x_owner": .string("growth")])
        #expect(campaign.message.buttons[0].unknownFields == ["x_style": .string("pill")])
        #expect(campaign.timeout == 45)
        #expect(campaign.wireValue["timeout"] == .int(45000))
        #expect(campaign.name == "c")
        #expect(campaign.status == .active)
        #expect(campaign.reEligibility == -1)
    }

    @Test func darkThemeWithOnlyButtonsLeavesTheMessageWithoutDarkTheme() throws {
        let message = try decode(
            #"""
            {"type": "MODAL", "bg_color": 1, "btns": [{"bg_color": 5}, {}],
             "themes": {"dark": {"btns": [null, {"text_color": 9}]}}}
            """#
        )
        #expect(message.themes.dark == nil)
        #expect(message.buttons[0].themes.dark == nil)
        // Missing dark button colours take the button's light value.
        #expect(
            message.buttons[1].themes.dark
                == ButtonTheme(
                    textColor: ARGBColor(argb: 9),
                    backgroundColor: ButtonTheme.defaultLight.backgroundColor,
                    borderColor: ButtonTheme.defaultLight.borderColor
                )
        )
    }

    @Test func missingDarkColoursTakeTheLightValue() throws {
        let message = try decode(#"{"type": "MODAL", "bg_color": 1, "text_color": 2, "themes": {"dark": {"bg_color": 3}}}"#)
        var expected = message.themes.light
        expected.backgroundColor = ARGBColor(argb: 3)
        #expect(message.themes.light.textColor.argb == 2)
        #expect(message.themes.dark == expected)
    }

    @Test func controlMessagesDropDarkButtonColours() throws {
        let message = try decode(#"{"type": "MODAL", "is_control": true, "btns": [], "themes": {"dark": {"btns": [{}]}}}"#)
        #expect(message.kind == .control)
        #expect(message.unknownFields == ["type": .string("MODAL"), "btns": .array([])])
    }

    @Test func longStringsAreShortenedInErrors() throws {
        let long = String(repeating: "x", count: 100)
        let error = #expect(throws: WireError.self) { _ = try decode(#"{"bg_color": "\#(long)"}"#) }
        #expect(error?.message == "expected an ARGB colour integer, got the string \"\(String(repeating: "x", count: 57))...\"")
    }

    @Test func leftOutCloseAndOrientationStayLeftOut() throws {
        let message = try decode(#"{"type": "HTML", "message": "<p>", "duration": 8000}"#)
        #expect(message.defaultedFields == [.messageClose, .orientation])
        #expect(message.messageClose == .auto(seconds: 8))
        let members = message.wireValue
        #expect(members["message_close"] == nil && members["orientation"] == nil && members["duration"] == .int(8000))
        #expect(try InAppMessage(wire: message.wireValue) == message)
        var edited = message
        edited.messageClose = .userInteraction
        edited.orientation = .portrait
        let written = edited.wireValue
        #expect(written["message_close"] == .string("SWIPE") && written["orientation"] == .string("PORTRAIT"))
    }

    @Test func buttonIdDefaultsToItsIndex() throws {
        #expect(try decode(#"{"type": "FULL", "btns": [{}, {"id": 7}, {}]}"#).buttons.map(\.id) == [0, 7, 2])
    }

    @Test func nullMeansAbsent() throws {
        let message = try decode(#"{"type": "MODAL", "header": null, "extras": null, "orientation": null}"#)
        #expect(message == InAppMessage(content: .modal(TextContent(message: "")), defaultedFields: [.messageClose, .orientation]))
    }

    @Test func filterValueKeepsExplicitNullApartFromAbsent() throws {
        let campaign = try Campaign(
            wire: JSONParser.parse(
                #"""
                {"id": "c", "data": {}, "trigger_condition": [{"type": "custom_event_property", "data": {
                  "event_name": "e", "property_filters": [[
                    {"property_key": "a", "property_type": "STRING", "comparator": 11},
                    {"property_key": "b", "property_type": "string", "comparator": 1, "property_value": null}]]}}]}
                """#
            )
        )
        guard case .customEventProperty(_, let filters) = campaign.triggers.first else {
            Issue.record("expected a custom_event_property trigger")
            return
        }
        #expect(filters.groups[0].map(\.value) == [nil, .some(.null)])
        #expect(try Campaign(wire: campaign.wireValue) == campaign)
    }
}
