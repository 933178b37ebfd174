/// Reads the members of one JSON object, turning every missing or wrongly-typed member into a
/// `WireError` that names its JSON path.
struct JSONFields {
    /// The object's members.
    let members: [String: JSONValue]
    /// Where the object sits in the document.
    let path: JSONPath

    /// Wraps `value`, which must be an object (`what` names it in the error).
    init(_ value: JSONValue, path: JSONPath, what: String = "an object") throws(WireError) {
        guard case .object(let members) = value else {
            throw Self.error("expected \(what)", at: path)
        }
        self.members = members
        self.path = path
    }

    /// Builds the error every engine decoder throws.
    static func error(_ message: String, at path: JSONPath) -> WireError {
        WireError(message: message, path: path)
    }

    /// The path of the member `key`.
    func path(_ key: String) -> JSONPath { path.appending(key) }

    /// The member `key`, nil when absent or `null`.
    func value(_ key: String) -> JSONValue? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    /// A required string member.
    func string(_ key: String) throws(WireError) -> String {
        guard let value = try optionalString(key) else { throw missing(key) }
        return value
    }

    /// An optional string member.
    func optionalString(_ key: String) throws(WireError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let string) = value else { throw wrongType(key, "a string") }
        return string
    }

    /// A required number member.
    func double(_ key: String) throws(WireError) -> Double {
        guard let value = try optionalDouble(key) else { throw missing(key) }
        return value
    }

    /// An optional number member; it must be finite.
    func optionalDouble(_ key: String) throws(WireError) -> Double? {
        guard let value = value(key) else { return nil }
        guard let number = value.doubleValue, number.isFinite else { throw wrongType(key, "a number") }
        return number
    }

    /// A required boolean member.
    func bool(_ key: String) throws(WireError) -> Bool {
        guard let value = try optionalBool(key) else { throw missing(key) }
        return value
    }

    /// An optional boolean member.
    func optionalBool(_ key: String) throws(WireError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let bool) = value else { throw wrongType(key, "a boolean") }
        return bool
    }

    /// An optional array member.
    func optionalArray(_ key: String) throws(WireError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else { throw wrongType(key, "an array") }
        return items
    }

    /// An optional object member, as raw members.
    func optionalObject(_ key: String) throws(WireError) -> [String: JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .object(let members) = value else { throw wrongType(key, "an object") }
        return members
    }

    /// An optional string member that must be one of an enum's raw values.
    func optionalEnum<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(WireError) -> T?
    where T.RawValue == String {
        guard let raw = try optionalString(key) else { return nil }
        guard let value = T(rawValue: raw.lowercased()) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: "|")
            throw Self.error("unknown value \"\(raw)\" (expected \(allowed))", at: path(key))
        }
        return value
    }

    /// The error for a required member that is absent.
    func missing(_ key: String) -> WireError {
        Self.error("missing required member \"\(key)\"", at: path(key))
    }

    /// The error for a member of the wrong JSON type.
    func wrongType(_ key: String, _ expected: String) -> WireError {
        Self.error("expected \(expected)", at: path(key))
    }
}

extension JSONValue {
    /// A number as JSON: an integer when `value` is whole, so traces print `1` rather than `1.0`.
    static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 9.0e15 { return .int(Int(value)) }
        return .double(value)
    }
}
