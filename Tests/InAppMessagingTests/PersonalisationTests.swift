import Foundation
import InAppMessaging
import Testing

/// Braze's Liquid in messages: attribute tags, defaults, event properties, content blocks,
/// `abort_message`, `connected_content`, and the fields that are rendered (from Braze's
/// personalisation documentation).
@Suite struct PersonalisationTests {
    static let ada = UserProfile(
        id: "ada",
        name: "Ada",
        attributes: ["first_name": "Ada", "city": "London"],
        customAttributes: ["points": .int(1250), "favourite_team": "Arsenal"],
        connectedContent: ["https://api.example.com/weather?city=London": .object(["temp": .int(12)])]
    )

    static func message(_ json: String) throws -> InAppMessage {
        try InAppMessage(wire: JSONParser.parse(json))
    }

    static func header(of message: InAppMessage) -> String? {
        if case .modal(let text) = message.content { return text.header }
        return nil
    }

    @Test func standardAttributesAndTheirDefaults() throws {
        let message = try Self.message(#"{"type": "MODAL", "header": "Hi {{${first_name} | default: 'there'}}", "message": "From {{${city}}}"}"#)
        #expect(Self.header(of: message.personalised(with: Personalisation(user: Self.ada)).message) == "Hi Ada")
        #expect(Self.header(of: message.personalised(with: Personalisation()).message) == "Hi there")
        #expect(Self.header(of: message.personalised(with: Personalisation(user: UserProfile(id: "x", name: "x"))).message) == "Hi there")
    }

    @Test func theUsersVariablesReadWithoutAValueAreListedAsBrazeWritesThem() throws {
        let message = try Self.message(
            #"{"type": "MODAL", "header": "Hi {{${first_name} | default: 'there'}}", "message": "{{custom_attribute.${plan}}} {{most_recently_used_device.${model}}} {{event_properties.${amount}}} {{ ${first_name} }}"}"#
        )
        let anonymous = message.personalised(with: Personalisation())
        #expect(anonymous.unsetUserVariables == ["${first_name}", "custom_attribute.${plan}", "most_recently_used_device.${model}"])
        let ada = message.personalised(with: Personalisation(user: Self.ada))
        #expect(ada.unsetUserVariables == ["custom_attribute.${plan}", "most_recently_used_device.${model}"])
    }

    @Test func customAttributesEventPropertiesAndCampaign() throws {
        let message = try Self.message(
            #"{"type": "MODAL", "header": "{{custom_attribute.${favourite_team}}} {{custom_attribute.${points} | plus: 1}}", "message": "{{event_properties.${amount}}} for {{campaign.${name}}}"}"#
        )
        let rendered = message.personalised(
            with: Personalisation(user: Self.ada, eventProperties: ["amount": .double(9.99)], campaign: ("c1", "Spring sale"))
        ).message
        #expect(Self.header(of: rendered) == "Arsenal 1251")
        guard case .modal(let text) = rendered.content else { return #expect(Bool(false)) }
        #expect(text.message == "9.99 for Spring sale")
    }

    @Test func contentBlocksRenderAsTheSameUser() throws {
        let message = try Self.message(#"{"type": "SLIDEUP", "message": "{{content_blocks.${signature}}}"}"#)
        let rendered = message.personalised(with: Personalisation(user: Self.ada, contentBlocks: ["signature": "Bye {{${first_name}}}"])).message
        guard case .slideup(let slideup) = rendered.content else { return #expect(Bool(false)) }
        #expect(slideup.message == "Bye Ada")
        let missing = message.personalised(with: Personalisation(user: Self.ada))
        #expect(missing.problems.map(\.path.description) == ["message"])
        #expect(missing.problems.first?.severity == .error)
    }

    @Test func abortMessageStopsTheMessageWithItsReason() throws {
        let message = try Self.message(
            #"{"type": "MODAL", "header": "{% if ${first_name} == blank %}{% abort_message('no name') %}{% endif %}Hi {{${first_name}}}", "message": "x"}"#
        )
        #expect(message.personalised(with: Personalisation()).abortReason == "no name")
        #expect(message.personalised(with: Personalisation(user: Self.ada)).abortReason == nil)
    }

    @Test func connectedContentReadsTheCannedResponseOrWarns() throws {
        let message = try Self.message(
            #"{"type": "MODAL", "header": "{% connected_content https://api.example.com/weather?city={{${city}}} :save weather %}{{weather.temp}} °C", "message": "x"}"#
        )
        let canned = message.personalised(with: Personalisation(user: Self.ada))
        #expect(Self.header(of: canned.message) == "12 °C")
        #expect(canned.problems.isEmpty)
        let offline = message.personalised(with: Personalisation(user: UserProfile(id: "p", name: "P", attributes: ["city": "Paris"])))
        #expect(Self.header(of: offline.message) == " °C")
        #expect(offline.problems.map(\.severity) == [.warning])
        #expect(offline.problems.first?.diagnostic.rule == .liquidWarning)
    }

    @Test func everyTextFieldIsRenderedAndErrorsKeepTheSource() throws {
        let message = try Self.message(
            #"{"type": "MODAL", "header": "{{ 'a' | shout }}", "message": "{{${first_name}}}", "image_url": "https://cdn.example.com/{{${city} | downcase}}.png", "btns": [{"id": 0, "text": "Go {{${first_name}}}"}], "extras": {"promo": "{{custom_attribute.${points}}}", "count": 3}}"#
        )
        let outcome = message.personalised(with: Personalisation(user: Self.ada))
        guard case .modal(let text) = outcome.message.content else { return #expect(Bool(false)) }
        #expect(text.header == "{{ 'a' | shout }}")
        #expect(text.message == "Ada")
        #expect(text.graphic == .image("https://cdn.example.com/london.png"))
        #expect(text.buttons.first?.text == "Go Ada")
        #expect(outcome.message.extras == ["promo": "1250", "count": .int(3)])
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems.first?.path.description == "header")
        #expect(outcome.problems.first?.line == 1)
        #expect(message.liquidSyntaxProblems.map(\.path.description) == ["header"])
    }

    @Test func aMessageWithoutLiquidComesBackAsItIs() throws {
        let message = try Self.message(#"{"type": "MODAL", "header": "Plain {braces}", "message": "No tags"}"#)
        #expect(!message.hasLiquid)
        #expect(message.personalised(with: Personalisation(user: Self.ada)).message == message)
    }

    @Test func theEngineRendersAtTriggerTimeWithTheEventsProperties() throws {
        let campaign = try Campaign(
            wire: JSONParser.parse(
                #"{"id": "thanks", "name": "Thanks", "status": "active", "type": "inapp", "trigger_condition": [{"type": "custom_event", "data": {"event_name": "paid"}}], "data": {"type": "MODAL", "header": "{{${first_name}}} paid {{event_properties.${amount}}}", "message": "x", "message_close": "SWIPE"}}"#
            )
        )
        var engine = DeliveryEngine(configuration: DeliveryConfiguration(user: Self.ada), campaigns: [campaign])
        _ = try engine.apply(DeviceEvent(json: JSONParser.parse(#"{"at": 0, "type": "session_start"}"#)))
        _ = try engine.apply(DeviceEvent(json: JSONParser.parse(#"{"at": 1, "type": "custom_event", "name": "paid", "properties": {"amount": 42}}"#)))
        #expect(engine.presentation.map { Self.header(of: $0.message) } == "Ada paid 42")
    }

    @Test func profilesDecodeWithPathsAndRoundTrip() throws {
        let profiles = try UserProfile.profiles(from: JSONParser.parse(#"[{"id": "a", "attributes": {"first_name": "A"}}, {"id": "b"}]"#))
        #expect(profiles.map(\.id) == ["a", "b"])
        #expect(try UserProfile(json: profiles[0].json) == profiles[0])
        for (json, path) in [
            (#"{"id": "A B"}"#, "id"), (#"{"attributes": {"nickname": "x"}}"#, "attributes.nickname"),
            (#"[{"id": "a"}, {"id": "a"}]"#, "[1].id"), (#"{"connected_content": {"ftp://x": 1}}"#, "connected_content[\"ftp://x\"]"),
            (#"{"colour": 1}"#, "colour"),
        ] {
            #expect(throws: WireError.self, "\(json)") { try UserProfile.profiles(from: JSONParser.parse(json)) }
            do {
                _ = try UserProfile.profiles(from: JSONParser.parse(json))
            } catch {
                #expect(error.path?.description.hasSuffix(path) == true, "\(error) for \(json)")
            }
        }
    }
}
