import Foundation
import InAppMessaging
import TestSupport
import Testing

/// Braze's user export read as user profiles: what is kept, what is not, and bad input at its path.
@Suite struct BrazeUserExportTests {
    static func export() throws -> JSONValue {
        try JSONParser.parse(Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("profiles/braze-user-export.json")))
    }

    @Test func eachUserBecomesAProfile() throws {
        let profiles = try UserProfile.profiles(from: Self.export())
        #expect(profiles.map(\.id) == ["ada-lovelace-42", "5f3c1e7a9b2d4c0011aa22cc"])
        let ada = profiles[0]
        #expect(ada.name == "Ada Lovelace")
        #expect(ada.attributes["email_address"] == "ada@example.com")
        #expect(ada.attributes["city"] == "London")
        #expect(ada.attributes["date_of_birth"] == "1815-12-10")
        #expect(ada.attributes["user_id"] == "Ada.Lovelace@42")
        #expect(ada.customAttributes["loyalty_tier"] == "gold")
        #expect(ada.device == ["model": "iPhone15,2", "os": "iOS 17.1", "carrier": "Vodafone"])
        // Nothing a profile does not need: push tokens, advertising ids, events, and of the campaigns
        // received only which variant (the pin of a session's variant), not engagement or dates.
        let text = ada.jsonText
        for absent in ["0123456789abcdef", "A1B2C3D4", "viewed_cart", "clicked_triggered", "last_received", "opted_in"] {
            #expect(!text.contains(absent))
        }
        #expect(text.contains("Variant B"))
        #expect(profiles[1].name == "5f3c1e7a9b2d4c0011aa22cc")
    }

    @Test func anExportedProfileRendersLiquid() throws {
        let ada = try UserProfile.profiles(from: Self.export())[0]
        let message = try InAppMessage(
            wire: JSONParser.parse(#"{"type": "SLIDEUP", "message": "Hi {{${first_name}}} from {{${city}}}, {{custom_attribute.${loyalty_tier}}}"}"#)
        )
        guard case .slideup(let slideup) = message.personalised(with: Personalisation(user: ada)).message.content else {
            return #expect(Bool(false))
        }
        #expect(slideup.message == "Hi Ada from London, gold")
    }

    @Test func badFieldsAreNamedAtTheirPath() throws {
        #expect(throws: WireError(message: "expected a string, got 42", path: JSONPath.root.appending("users").appending(0).appending("first_name")))
        {
            try UserProfile.profiles(from: JSONParser.parse(#"{"users": [{"first_name": 42}]}"#))
        }
        #expect(throws: WireError.self) { try UserProfile.profiles(from: JSONParser.parse(#"{"users": [{"custom_attributes": []}]}"#)) }
    }
}
