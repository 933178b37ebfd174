/// A JSON value that keeps integers apart from doubles, so wire payloads round-trip exactly.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

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

extension JSONValue {
    /// A number as JSON: an integer when `value` is whole, so traces print `1` rather than `1.0`.
    static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 9.0e15 { return .int(Int(value)) }
        return .double(value)
    }
}
