import InAppMessaging
import Testing

/// Liquid sees JSON objects in the order the JSON gave them, as Braze's Ruby Liquid iterates a
/// hash in insertion order: event properties, custom attributes, the device and
/// `connected_content` responses, nested objects too.
@Suite struct PersonalisationKeyOrderTests {
    static let template = "{% for pair in event_properties %}{{ pair[0] }}={{ pair[1] }};{% endfor %}"

    static func slideupText(_ template: String, _ personalisation: Personalisation) throws -> String? {
        let message = try InAppMessage(wire: .object(["type": "SLIDEUP", "message": .string(template)]))
        guard case .slideup(let slideup) = message.personalised(with: personalisation).message.content else { return nil }
        return slideup.message
    }

    @Test func eventPropertiesIterateInJSONOrder() throws {
        guard case .object(let properties) = try JSONParser.parse(#"{"zeta": 1, "alpha": "two", "mid": {"b": 1, "a": 2}}"#) else {
            return #expect(Bool(false))
        }
        let personalisation = Personalisation(eventProperties: properties)
        #expect(try Self.slideupText(Self.template, personalisation) == "zeta=1;alpha=two;mid={\"b\"=>1, \"a\"=>2};")
        let nested = "{% for pair in event_properties.${mid} %}{{ pair[0] }};{% endfor %}"
        #expect(try Self.slideupText(nested, personalisation) == "b;a;")
    }

    @Test func userObjectsAndConnectedContentIterateInJSONOrder() throws {
        let user = try UserProfile(
            json: JSONParser.parse(
                #"{"id": "u", "custom_attributes": {"tier": 1, "beta": 2}, "most_recently_used_device": {"platform": "ios", "model": "x"}, "connected_content": {"https://api.example.com/a": {"z": 1, "y": 2}}}"#
            )
        )
        let personalisation = Personalisation(user: user)
        #expect(try Self.slideupText("{% for pair in custom_attribute %}{{ pair[0] }};{% endfor %}", personalisation) == "tier;beta;")
        #expect(try Self.slideupText("{% for pair in most_recently_used_device %}{{ pair[0] }};{% endfor %}", personalisation) == "platform;model;")
        let connected = "{% connected_content https://api.example.com/a :save r %}{% for pair in r %}{{ pair[0] }};{% endfor %}"
        #expect(try Self.slideupText(connected, personalisation) == "z;y;")
    }

    @Test func objectsCompareEqualWhateverTheirOrder() throws {
        let forwards = try JSONParser.parse(#"{"a": 1, "b": {"c": 2, "d": 3}}"#)
        let backwards = try JSONParser.parse(#"{"b": {"d": 3, "c": 2}, "a": 1}"#)
        #expect(forwards == backwards)
        #expect(forwards.hashValue == backwards.hashValue)
        #expect(Set([forwards, backwards]).count == 1)
        #expect(forwards != (try JSONParser.parse(#"{"a": 1, "b": {"c": 2}}"#)))
        #expect(JSONWriter.write(backwards) == #"{"a":1,"b":{"c":2,"d":3}}"#)
        #expect(JSONWriter.write(backwards, keyOrder: .stored) == #"{"b":{"d":3,"c":2},"a":1}"#)
        #expect(JSONWriter.write(backwards, leadingKeys: ["a"], keyOrder: .stored) == #"{"a":1,"b":{"d":3,"c":2}}"#)
    }
}
