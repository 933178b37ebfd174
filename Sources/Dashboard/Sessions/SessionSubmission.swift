import CampaignStore
import Foundation
import HTTPTypes
import InAppMessaging

/// The body of `POST /api/sessions`: `{name, configuration, campaign_ids | campaigns, events}`.
///
/// A scenario file has this shape too (its `kinds`, `expect` and `description` are ignored), so
/// posting a scenario imports it as a session. Without `campaigns` or `campaign_ids` the session
/// plays every active stored campaign. Every problem is a 422 naming its JSON path.
struct SessionSubmission: Sendable {
    /// What the session is called.
    var name: String
    /// The simulated app.
    var configuration: DeliveryConfiguration
    /// Campaign envelopes given in the body, if any.
    var campaigns: [Campaign]?
    /// Stored campaigns to snapshot, if given by id.
    var campaignIDs: [String]?
    /// The initial log.
    var batch: EventBatch

    /// The members a body may have.
    private static let knownKeys: Set<String> = [
        "name", "description", "configuration", "campaign_ids", "campaigns", "events", "kinds", "expect",
    ]

    /// Decodes a body.
    init(body: JSONValue) throws(APIError) {
        guard case .object(let members) = body else {
            throw APIError(.unprocessableContent, "expected a session object", path: "$")
        }
        if let unknown = members.keys.filter({ !Self.knownKeys.contains($0) }).sorted().first {
            throw APIError(.unprocessableContent, "unknown member \"\(unknown)\"", path: JSONPath.root.appending(unknown).description)
        }
        do throws(WireError) {
            name = try Self.name(members["name"])
            configuration = try DeliveryConfiguration(
                json: members["configuration"] ?? .object([:]),
                path: JSONPath.root.appending("configuration")
            )
            switch members["campaigns"] {
            case nil, .null?: campaigns = nil
            case .array(let items)?:
                campaigns = try items.enumerated().map { (index, item) throws(WireError) in
                    try Campaign(wire: item, path: JSONPath.root.appending("campaigns").appending(index))
                }
            default: throw WireError(message: "expected an array of campaign envelopes", path: JSONPath.root.appending("campaigns"))
            }
            campaignIDs = try Self.ids(members["campaign_ids"])
        } catch {
            throw APIError(.unprocessableContent, error.message, path: error.path?.description)
        }
        switch members["events"] {
        case nil, .null?: batch = try EventBatch(items: [], base: .root)
        case .array(let items)?: batch = try EventBatch(items: items, base: JSONPath.root.appending("events"))
        default: throw APIError(.unprocessableContent, "expected an array of events", path: "events")
        }
    }

    /// The campaigns in play: the body's, the stored ones named by id, or every active one.
    func resolveCampaigns(in database: AppDatabase) async throws -> [Campaign] {
        if let campaigns { return campaigns }
        if let campaignIDs {
            var found: [Campaign] = []
            for (index, id) in campaignIDs.enumerated() {
                guard let stored = try await database.campaign(id: id) else {
                    throw APIError(.unprocessableContent, "no campaign with id \"\(id)\"", path: "campaign_ids[\(index)]")
                }
                found.append(stored.campaign)
            }
            return found
        }
        return try await database.campaigns().map(\.campaign).filter { $0.status == .active }
    }

    /// `name`: a string of at most `SessionLimits.nameLength` characters; "Untitled session" when absent.
    private static func name(_ value: JSONValue?) throws(WireError) -> String {
        switch value {
        case nil, .null?: return "Untitled session"
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.count <= SessionLimits.nameLength else {
                throw WireError(message: "the name is longer than \(SessionLimits.nameLength) characters", path: JSONPath.root.appending("name"))
            }
            guard !DisplayedText.hasControlOrDirectionCharacters(trimmed) else {
                throw WireError(message: "the name holds control or text-direction characters", path: JSONPath.root.appending("name"))
            }
            return trimmed.isEmpty ? "Untitled session" : trimmed
        default: throw WireError(message: "expected a string", path: JSONPath.root.appending("name"))
        }
    }

    /// `campaign_ids`: an array of strings.
    private static func ids(_ value: JSONValue?) throws(WireError) -> [String]? {
        switch value {
        case nil, .null?: return nil
        case .array(let items)?:
            return try items.enumerated().map { (index, item) throws(WireError) in
                guard let id = item.stringValue else {
                    throw WireError(message: "expected a campaign id (a string)", path: JSONPath.root.appending("campaign_ids").appending(index))
                }
                return id
            }
        default: throw WireError(message: "expected an array of campaign ids", path: JSONPath.root.appending("campaign_ids"))
        }
    }
}
