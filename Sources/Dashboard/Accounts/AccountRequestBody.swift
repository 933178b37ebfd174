import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging

/// A user or token request's JSON object, with typed field access that names the offending path.
struct AccountRequestBody {
    private let members: JSONObject

    /// Parses the body (415, 413 and syntax errors as for campaigns); 422 unless it is an object of `allowed` keys.
    init(_ request: Request, allowed: Set<String>) async throws {
        guard case .object(let members) = try await request.jsonBody(upTo: BodyLimits.account) else {
            throw APIError(.unprocessableContent, "the body must be a JSON object", path: "$")
        }
        if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw APIError(.unprocessableContent, "unknown field; expected \(allowed.sorted().joined(separator: ", "))", path: "$.\(unknown)")
        }
        self.members = members
    }

    /// A string field, checked by `problem` (which returns a message when the value is not acceptable).
    func string(_ key: String, required: Bool, problem: (String) -> String?) throws -> String? {
        guard let value = members[key], value != .null || required else {
            if required { throw APIError(.unprocessableContent, "missing required field", path: "$.\(key)") }
            return nil
        }
        guard case .string(let text) = value else { throw APIError(.unprocessableContent, "must be a string", path: "$.\(key)") }
        if let message = problem(text) { throw APIError(.unprocessableContent, message, path: "$.\(key)") }
        return text
    }

    /// The boolean at `key` (false when absent); anything but `true`/`false` is a 422 naming it.
    func flag(_ key: String) throws -> Bool {
        switch members[key] {
        case nil, .null?: return false
        case .bool(let value)?: return value
        default: throw APIError(.unprocessableContent, "must be true or false", path: "$.\(key)")
        }
    }

    /// The whole number at `key` within `range` (nil when absent); anything else is a 422 naming it.
    func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        switch members[key] {
        case nil, .null?: return nil
        case .int(let value)? where range.contains(value): return value
        default: throw APIError(.unprocessableContent, "must be a whole number from \(range.lowerBound) to \(range.upperBound)", path: "$.\(key)")
        }
    }

    /// The array of strings at `key` (empty when absent); anything else is a 422 naming it.
    func strings(_ key: String) throws -> [String] {
        switch members[key] {
        case nil, .null?: return []
        case .array(let items)?:
            return try items.enumerated().map { index, item in
                guard case .string(let text) = item else { throw APIError(.unprocessableContent, "must be a string", path: "$.\(key)[\(index)]") }
                return text
            }
        default: throw APIError(.unprocessableContent, "must be an array of strings", path: "$.\(key)")
        }
    }

    /// The `role` field.
    func role(required: Bool) throws -> Role? {
        guard let name = try string("role", required: required, problem: { AccountRules.role($0) == nil ? AccountRules.roleProblem : nil }) else {
            return nil
        }
        return AccountRules.role(name)
    }
}
