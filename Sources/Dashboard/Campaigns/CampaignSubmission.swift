import Foundation
import HTTPTypes
import InAppMessaging

/// The body of `POST /api/campaigns` or `PUT /api/campaigns/{id}`: a campaign envelope, plus the
/// version an edit started from.
struct CampaignSubmission: Sendable {
    /// The decoded campaign.
    var campaign: Campaign
    /// The top-level `version` member, when the body had one.
    var version: Int?

    /// Decodes an envelope; `version`, `created_at`, `updated_at` and `warnings` (what a GET
    /// answers with) are not part of the campaign (`Campaign.storeManagedKeys`), so a fetched
    /// campaign can be sent back as it is.
    ///
    /// The id comes from `id` when the body has none; when both are present they must agree.
    /// Throws `WireError` (400) for type errors and `APIError` for an id that does not match.
    init(body: JSONValue, id: String) throws {
        guard case .object(var members) = body else {
            throw WireError(message: "expected a campaign envelope object", path: .root)
        }
        let version = members["version"]
        switch members["id"] {
        case nil:
            members["id"] = .string(id)
        case .string(let bodyID) where bodyID != id:
            throw APIError(
                .badRequest,
                "the id \(JSONWriter.write(.string(bodyID))) does not match the URL's \(JSONWriter.write(.string(id)))",
                path: "id"
            )
        default:
            break
        }
        self.campaign = try Campaign(wire: .object(members))
        self.version = try version.map(Self.version(from:))
    }

    /// The `version` member (of a campaign or a translation table): a positive integer.
    static func version(from value: JSONValue) throws(WireError) -> Int {
        guard case .int(let number) = value, number > 0 else {
            throw WireError(
                message: "expected the version as a positive integer, got \(JSONWriter.write(value))",
                path: JSONPath.root.appending("version")
            )
        }
        return number
    }

    /// A fresh id for a campaign posted without one: `campaign-` and 8 hexadecimal digits.
    static func makeID() -> String {
        "campaign-" + UUID().uuidString.prefix(8).lowercased()
    }
}
