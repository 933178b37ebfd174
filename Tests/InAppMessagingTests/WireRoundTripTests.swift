import Foundation
import PropertyBased
import Testing

@testable import InAppMessaging

/// The round-trip laws: `decode(encode(m)) == m`, and encoding is a fixed point of decoding.
@Suite struct WireRoundTripTests {
    @Test func messageDecodesBackFromItsEncoding() async {
        await propertyCheck(count: 300, input: ModelGenerators.message) { message in
            let decoded = try InAppMessage(wire: message.wireValue)
            #expect(decoded == message)
        }
    }

    @Test func messageEncodingIsAFixedPointThroughText() async {
        await propertyCheck(count: 300, input: ModelGenerators.message) { message in
            let text = JSONWriter.write(message.wireValue)
            let reparsed = try JSONParser.parse(text)
            #expect(reparsed == message.wireValue)
            #expect(try InAppMessage(wire: reparsed).wireValue == message.wireValue)
        }
    }

    @Test func campaignDecodesBackFromItsEncoding() async {
        await propertyCheck(count: 300, input: ModelGenerators.campaign) { campaign in
            let text = JSONWriter.write(campaign.wireValue, pretty: true, leadingKeys: Campaign.wireLeadingKeys)
            let decoded = try Campaign(wire: JSONParser.parse(text))
            #expect(decoded == campaign)
            #expect(decoded.wireValue == campaign.wireValue)
        }
    }

    @Test func jsonValuesSurviveWriteAndParse() async {
        await propertyCheck(count: 500, input: ModelGenerators.json) { value in
            let compact = try JSONParser.parse(JSONWriter.write(value))
            let pretty = try JSONParser.parse(JSONWriter.write(value, pretty: true))
            #expect(compact == value)
            #expect(pretty == value)
        }
    }

    @Test(arguments: Fixtures.validNames)
    func fixtureEncodingIsAFixedPoint(name: String) throws {
        let campaigns = try CampaignImport.campaigns(from: Fixtures.data(name), makeID: { "draft" })
        for campaign in campaigns {
            let encoded = campaign.wireValue
            let again = try Campaign(wire: JSONParser.parse(JSONWriter.write(encoded)))
            #expect(again == campaign)
            #expect(again.wireValue == encoded)
        }
    }

    @Test func slideupFixtureEncodesCanonically() throws {
        let encoded = try Fixtures.message("slideup-lowercase-signed.json").wireValue
        #expect(encoded["type"] == .string("SLIDEUP"))
        #expect(encoded["slide_from"] == .string("TOP"))
        #expect(encoded["click_action"] == .string("URI"))
        #expect(encoded["message_close"] == .string("AUTO_DISMISS"))
        #expect(encoded["duration"] == .int(7000))
        #expect(encoded["icon_color"] == .int(4_294_967_295))
        #expect(encoded["bg_color"] == .int(0xFFEF_EFEF))
        // A colour the payload did not send is not written: the message gains no colour key.
        #expect(encoded["header_text_color"] == nil && encoded["frame_color"] == nil)
        #expect(encoded["themes"] == nil)
    }

    @Test func darkButtonThemesAreWrittenByIndexWithNullGaps() throws {
        let light = ButtonTheme.defaultLight
        let dark = ButtonTheme(textColor: ARGBColor(argb: 1), backgroundColor: ARGBColor(argb: 2), borderColor: ARGBColor(argb: 3))
        let message = InAppMessage(
            content: .modal(
                TextContent(
                    message: "m",
                    buttons: [
                        MessageButton(id: 0, text: "a"),
                        MessageButton(id: 1, text: "b", themes: ButtonThemes(light: light, dark: dark)),
                        MessageButton(id: 2, text: "c"),
                    ]
                )
            )
        )
        let encoded = message.wireValue
        #expect(
            encoded["themes"]
                == .object([
                    "dark": .object([
                        "btns": .array([
                            .null, .object(["text_color": .int(1), "bg_color": .int(2), "border_color": .int(3)]),
                        ])
                    ])
                ])
        )
        #expect(try InAppMessage(wire: encoded) == message)
    }
}
