import Foundation
import GRDB
public import InAppMessaging

/// The sample users and content block every database starts with: a user with every field, a
/// user with none, and a French-speaking user.
public enum DemoProfiles {
    /// The demo users.
    public static let users: [UserProfile] = [
        UserProfile(
            id: "ada",
            name: "Ada (every field)",
            attributes: [
                "first_name": "Ada", "last_name": "Lovelace", "email_address": "ada@example.com", "city": "London", "country": "GB",
                "language": "en", "gender": "F", "date_of_birth": "1815-12-10", "phone_number": "+44 20 7946 0000",
                "time_zone": "Europe/London", "user_id": "ada-1815", "braze_id": "5f1b2c3d4e5f6a7b8c9d0e1f", "most_recent_locale": "en_GB",
            ],
            customAttributes: [
                "favourite_team": "Arsenal", "points": .int(1250), "vip": .bool(true), "last_purchase": "2026-10-01T12:00:00Z",
                "badges": .array(["early-bird", "top-10"]),
            ],
            device: ["model": "iPhone16,1", "platform": "ios", "os": "18.1", "carrier": "EE"],
            connectedContent: ["https://api.example.com/weather?city=London": .object(["temp": .int(12), "summary": "Light rain"])]
        ),
        UserProfile(id: "anonymous", name: "Anonymous (no fields)"),
        UserProfile(
            id: "camille",
            name: "Camille (French)",
            attributes: [
                "first_name": "Camille", "last_name": "Martin", "city": "Paris", "country": "FR", "language": "fr",
                "most_recent_locale": "fr_FR", "time_zone": "Europe/Paris", "user_id": "camille-75",
            ],
            customAttributes: ["favourite_team": "PSG", "points": .int(80), "vip": .bool(false)]
        ),
    ]

    /// The demo content block.
    public static let contentBlocks: [String: String] = [
        "signature": "See you soon{% if ${first_name} %}, {{${first_name}}}{% endif %}!"
    ]

    /// Inserts the demo users and content blocks (the migration that creates their tables does).
    static func insert(_ db: Database) throws {
        let date = Date(timeIntervalSince1970: 0)
        for user in users { try UserProfileRecord(user, at: date).insert(db) }
        for (name, source) in contentBlocks { try ContentBlockRecord(name: name, source: source, updatedAt: date).insert(db) }
    }
}
