import CampaignStore
import Foundation
import InAppMessaging

/// The JSON shapes of users and tokens in the API.
enum AccountJSON {
    /// Keys written first, in this order.
    static let leadingKeys = ["users", "tokens", "id", "name", "username", "role", "created_at", "token"]

    /// A user: `{"id", "username", "role", "created_at"}`.
    static func user(_ account: Account) -> JSONValue {
        .object([
            "id": .int(Int(account.id)), "username": .string(account.username), "role": .string(account.role.rawValue),
            "created_at": .string(timestamp(account.createdAt)),
        ])
    }

    /// A token without its secret: `{"id", "name", "username", "role", "created_at"}`.
    static func token(_ token: APITokenInfo) -> JSONValue {
        .object([
            "id": .int(Int(token.id)), "name": .string(token.name), "username": .string(token.account.username),
            "role": .string(token.account.role.rawValue), "created_at": .string(timestamp(token.createdAt)),
        ])
    }

    /// An ISO 8601 UTC timestamp with seconds.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).timeZone(separator: .omitted))
    }
}
