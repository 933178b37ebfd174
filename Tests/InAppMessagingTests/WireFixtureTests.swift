import Foundation
import Testing

@testable import InAppMessaging

/// Every shared wire fixture decodes to the typed values it spells out.
@Suite struct WireFixtureTests {
    static let expectedKinds: [String: MessageKind] = [
        "control.json": .control,
        "full-graphic-landscape.json": .fullImage,
        "full-table-list.json": .full,
        "html-bridge.json": .html,
        "modal-picker.json": .modal,
        "modal-two-buttons.json": .modal,
        "slideup-lowercase-signed.json": .slideup,
    ]

    @Test func fixtureFolderIsComplete() {
        #expect(Set(Fixtures.validNames) == Set(Self.expectedKinds.keys).union(["campaigns.json"]))
        #expect(Fixtures.invalidNames.count == 4)
    }

    @Test(arguments: expectedKinds.keys.sorted())
    func messageFixtureDecodesToItsKind(name: String) throws {
        let message = try Fixtures.message(name)
        #expect(message.kind == Self.expectedKinds[name])
    }

    @Test func slideupLowercaseSigned() throws {
        let message = try Fixtures.message("slideup-lowercase-signed.json")
        #expect(
            message.content
                == .slideup(
                    SlideupContent(
                        message: "Your order has shipped. Tap to track it.",
                        graphic: .icon("\u{f0d1}"),
                        slideFrom: .top,
                        messageTextAlignment: .start
                    )
                )
        )
        #expect(message.clickAction == .url("https://shop.example.com/orders/42", useWebView: true))
        #expect(message.messageClose == .auto(seconds: 7))
        #expect(message.extras.isEmpty)
        #expect(message.themes.dark == nil)
        let light = message.themes.light
        #expect(light.iconColor.argb == 0xFFFF_FFFF)
        #expect(light.iconBackgroundColor.argb == 0xFF00_73D5)
        #expect(light.backgroundColor.argb == 0xFFEF_EFEF)
        #expect(light.textColor.argb == 0xFF55_5555)
        #expect(light.closeButtonColor.argb == 0xFF9B_9B9B)
        // Not on the wire: the slideup defaults.
        #expect(light.headerTextColor.argb == 0xFF33_3333)
        #expect(light.frameColor.argb == 0xC033_3333)
    }

    @Test func modalTwoButtonsWithDarkTheme() throws {
        let message = try Fixtures.message("modal-two-buttons.json")
        guard case .modal(let text) = message.content else {
            Issue.record("expected a modal, got \(message.kind)")
            return
        }
        #expect(text.header == "Spring sale")
        #expect(text.headerTextAlignment == .center)
        #expect(text.messageTextAlignment == .start)
        #expect(text.graphic == .image("https://cdn.example.com/iam/spring.png"))
        #expect(message.messageClose == .userInteraction)
        #expect(message.orientation == .portrait)
        #expect(message.extras == ["custom-display": "colorful-slideup", "campaign_group": "spring"])
        #expect(message.triggerID == "c3ByaW5nLXNhbGVfJF9tdj0xJnBpPWNtcA==")
        #expect(message.themes.light.backgroundColor.argb == 4_294_243_575)
        #expect(message.themes.light.frameColor.argb == 3_207_803_699)
        // Not on the wire: the default icon colour.
        #expect(message.themes.light.iconColor.argb == 0xFFFF_FFFF)
        let dark = try #require(message.themes.dark)
        #expect(dark.backgroundColor.argb == 4_279_970_365)
        #expect(dark.headerTextColor.argb == 4_294_967_295)
        // Missing dark keys take the light value.
        #expect(dark.iconBackgroundColor == message.themes.light.iconBackgroundColor)

        #expect(text.buttons.map(\.id) == [0, 1])
        #expect(text.buttons.map(\.text) == ["Not now", "Shop"])
        #expect(text.buttons[0].clickAction == .none)
        #expect(text.buttons[1].clickAction == .url("myshop://sale/spring", useWebView: false))
        #expect(
            text.buttons[0].themes.light
                == ButtonTheme(
                    textColor: ARGBColor(argb: 4_280_973_519),
                    backgroundColor: ARGBColor(argb: 4_294_967_295),
                    borderColor: ARGBColor(argb: 4_280_973_519)
                )
        )
        #expect(
            text.buttons[0].themes.dark
                == ButtonTheme(
                    textColor: ARGBColor(argb: 4_285_120_511),
                    backgroundColor: ARGBColor(argb: 4_280_361_249),
                    borderColor: ARGBColor(argb: 4_285_120_511)
                )
        )
        #expect(text.buttons[1].themes.dark?.textColor.argb == 4_278_190_080)
        // Only colours sent with their default value are kept beside the model, for export.
        #expect(
            Set(message.unknownFields.keys).isSubset(of: [
                "image_style", "bg_color", "text_color", "icon_color", "icon_bg_color", "header_text_color", "close_btn_color", "frame_color",
            ])
        )
    }

    @Test func fullGraphicLandscape() throws {
        let message = try Fixtures.message("full-graphic-landscape.json")
        #expect(
            message.content
                == .fullImage(
                    ImageOnlyContent(
                        imageURL: "https://cdn.example.com/iam/tournament-landscape.jpg",
                        buttons: [MessageButton(id: 0, text: "Join", clickAction: .url("mygame://tournament/join", useWebView: false))]
                    )
                )
        )
        #expect(message.orientation == .landscape)
        #expect(message.messageClose == .userInteraction)
        #expect(message.themes.light == .defaultLight(for: .fullImage))
    }

    @Test func fullTableListExtras() throws {
        let message = try Fixtures.message("full-table-list.json")
        #expect(message.extras["view_type"] == "table_list")
        #expect(message.extras["attribute_key"] == "Push Tags")
        #expect(message.extras.count == 3)
        guard case .full(let text) = message.content else {
            Issue.record("expected a full message")
            return
        }
        #expect(text.header == "Stay in the loop")
        #expect(text.messageTextAlignment == .center)
        #expect(text.graphic == .image("https://cdn.example.com/iam/bell.png"))
        #expect(text.buttons == [MessageButton(id: 0, text: "Save")])
    }

    @Test func modalPicker() throws {
        let message = try Fixtures.message("modal-picker.json")
        #expect(message.extras == ["view_type": "picker", "attribute_key": "Favorite Team"])
        #expect(message.themes.light == .defaultLight(for: .modal))
        #expect(message.buttons.first?.themes == ButtonThemes(light: .defaultLight, dark: nil))
    }

    @Test func htmlBridge() throws {
        let message = try Fixtures.message("html-bridge.json")
        guard case .html(let html) = message.content else {
            Issue.record("expected an HTML message")
            return
        }
        #expect(html.html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.html.contains("brazeBridge.logClick('0')"))
        #expect(html.assetURLs.isEmpty)
        #expect(html.messageFields == ["variant": .string("b")])
        #expect(!html.legacy)
        #expect(!message.animateIn)
        #expect(message.animateOut)
        #expect(message.messageClose == .userInteraction)
    }

    @Test func controlKeepsItsOriginalTypeAsUnknownFields() throws {
        let message = try Fixtures.message("control.json")
        #expect(message.content == .control)
        #expect(message.triggerID == "Y29udHJvbA==")
        #expect(message.unknownFields == ["type": .string("MODAL"), "message": .string("")])
    }

    @Test func campaignsEnvelopes() throws {
        guard case .array(let items) = try Fixtures.json("campaigns.json") else {
            Issue.record("campaigns.json is not an array")
            return
        }
        let campaigns = try items.enumerated().map { index, item in
            try Campaign(wire: item, path: JSONPath.root.appending(index))
        }
        #expect(campaigns.map(\.id) == ["welcome", "big-spender", "any-purchase", "level-up", "push-followup"])
        #expect(campaigns.map(\.priority) == [10, 50, 5, 20, 30])
        #expect(campaigns.map(\.reEligibility) == [-1, 0, 0, 3600, -1])
        #expect(campaigns.map(\.message.kind) == [.slideup, .modal, .slideup, .full, .modalImage])
        #expect(campaigns.allSatisfy { $0.status == .active })
        #expect(campaigns[0].triggers == [.sessionStart])
        #expect(campaigns[0].message.messageClose == .auto(seconds: 5))
        #expect(
            campaigns[1].triggers == [
                .purchaseProperty(
                    productID: "gold_pack",
                    filters: PropertyFilterGroups([
                        [PropertyFilter(key: "price", type: .number, comparator: .greaterThanOrEqual, value: .int(100))],
                        [PropertyFilter(key: "price", type: .number, comparator: .lessThanOrEqual, value: .int(200))],
                    ])
                )
            ]
        )
        #expect(campaigns[2].triggers == [.purchase(productID: nil)])
        let levelUp = campaigns[3]
        #expect(levelUp.delay == 2)
        #expect(levelUp.startTime == 0)
        #expect(levelUp.endTime == nil)
        #expect(levelUp.minSecondsSinceLastTrigger == 10)
        #expect(levelUp.timeout == nil)
        #expect(
            levelUp.triggers == [
                .customEventProperty(
                    name: "level_completed",
                    filters: PropertyFilterGroups([
                        [
                            PropertyFilter(key: "mode", type: .string, comparator: .equals, value: .string("ranked")),
                            PropertyFilter(key: "mode", type: .string, comparator: .equals, value: .string("tournament")),
                        ]
                    ])
                )
            ]
        )
        #expect(campaigns[4].triggers == [.pushClick(campaignID: "sale-push-2026")])
        #expect(campaigns[4].message.buttons.first?.clickAction == .url("myshop://deals", useWebView: false))
        #expect(campaigns.allSatisfy { $0.unknownFields.isEmpty })
    }
}
