public import JSONCore

/// A JSON value that keeps integers apart from doubles, so wire payloads round-trip exactly, and
/// objects' member order (`JSONObject`), so Liquid sees them as Braze does.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The value as a `Double` when it is a number of either kind.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The value as a `String` when it is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The member named `key` when the value is an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string value from a literal, so string-valued extras read naturally: `["kind": "hero"]`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue {
    /// The value as text: a string as itself, anything else as its compact JSON text (`3`, `true`,
    /// `{"a":1}`, members in their own order), which is how apps and delegate rules read extras
    /// that are not strings, and how Liquid receives a `connected_content` response.
    public var text: String {
        if case .string(let value) = self { return value }
        return JSONWriter.write(self, keyOrder: .stored)
    }

    /// A number as JSON: an integer when `value` is whole, so traces print `1` rather than `1.0`.
    static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 9.0e15 { return .int(Int(value)) }
        return .double(value)
    }
}

extension JSONValue: JSONBuildable {
    /// Objects are read into `JSONObject`s, in document order.
    public typealias JSONMembers = JSONObject

    /// `.null`.
    public static var jsonNull: JSONValue { .null }
    /// `.bool`.
    public static func jsonBool(_ value: Bool) -> JSONValue { .bool(value) }
    /// `.int`.
    public static func jsonInteger(_ value: Int) -> JSONValue { .int(value) }
    /// `.double`.
    public static func jsonDouble(_ value: Double) -> JSONValue { .double(value) }
    /// `.string`.
    public static func jsonString(_ value: String) -> JSONValue { .string(value) }
    /// `.array`.
    public static func jsonArray(_ items: [JSONValue]) -> JSONValue { .array(items) }
    /// `.object`.
    public static func jsonObject(_ members: JSONObject) -> JSONValue { .object(members) }
}
