/// A JSON object being decoded: typed accessors that throw located errors and remember which
/// keys were read, so the rest can be kept as unknown fields (the wire format) or refused
/// (`rejectUnknownKeys`, the engine's configuration, events and scenarios).
///
/// Optional accessors (`string`, `double`, …) return nil for an absent or `null` member;
/// `required…` ones throw `missing(key)`.
struct WireObject {
    /// The keys not read yet; a reference, so reading works on a `let` object.
    private final class Unread {
        var members: JSONObject
        init(_ members: JSONObject) { self.members = members }
    }

    /// The object's members, all of them.
    let members: JSONObject
    /// Where the object is in the document.
    let path: JSONPath
    /// The members not read yet (one hash per read: reading removes the key).
    private let unread: Unread

    /// Wraps `value`, which must be an object (`what` names it in the error).
    init(_ value: JSONValue, path: JSONPath, what: String = "an object") throws(WireError) {
        guard case .object(let members) = value else { throw Self.mismatch(path, what, value) }
        self.members = members
        self.unread = Unread(members)
        self.path = path
    }

    /// The members nobody read, to keep for round trip.
    var unknownFields: JSONObject { unread.members }

    /// Whether `key` is present and not `null`.
    func has(_ key: String) -> Bool {
        if let value = members[key], value != .null { return true }
        return false
    }

    /// The path of member `key`.
    func path(_ key: String) -> JSONPath { path.appending(key) }

    /// Marks `key` as read and returns its value; `null` counts as absent.
    func value(_ key: String) -> JSONValue? {
        guard let value = unread.members.removeValue(forKey: key) ?? members[key], value != .null else { return nil }
        return value
    }

    /// Throws for the first member (in sorted order) that is not in `known`.
    func rejectUnknownKeys(_ known: Set<String>) throws(WireError) {
        if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw .at(path(unknown), "unknown member \"\(unknown)\"")
        }
    }

    /// The error for a required member that is absent.
    func missing(_ key: String) -> WireError {
        .at(path(key), "missing required member \"\(key)\"")
    }

    /// A required string member.
    func requiredString(_ key: String) throws(WireError) -> String {
        guard let value = try string(key) else { throw missing(key) }
        return value
    }

    /// A required number member.
    func requiredDouble(_ key: String) throws(WireError) -> Double {
        guard let value = try double(key) else { throw missing(key) }
        return value
    }

    /// A required boolean member.
    func requiredBool(_ key: String) throws(WireError) -> Bool {
        guard let value = try bool(key) else { throw missing(key) }
        return value
    }

    /// A string member that must be one of an enumeration's raw values, compared in lower case.
    func oneOf<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(WireError) -> T? where T.RawValue == String {
        guard let raw = try string(key) else { return nil }
        guard let value = T(rawValue: raw.lowercased()) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: "|")
            throw .at(path(key), "unknown value \"\(raw)\" (expected \(allowed))")
        }
        return value
    }

    /// A string member.
    func string(_ key: String) throws(WireError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
        return text
    }

    /// A boolean member.
    func bool(_ key: String) throws(WireError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw mismatch(key, "a boolean", value) }
        return flag
    }

    /// An integer member (a double with no fraction is accepted).
    func int(_ key: String) throws(WireError) -> Int? {
        guard let value = value(key) else { return nil }
        switch value {
        case .int(let number): return number
        case .double(let number) where number.rounded() == number && abs(number) < 9e15: return Int(number)
        default: throw mismatch(key, "an integer", value)
        }
    }

    /// A numeric member of either kind.
    func double(_ key: String) throws(WireError) -> Double? {
        guard let value = value(key) else { return nil }
        guard let number = value.doubleValue, number.isFinite else { throw mismatch(key, "a number", value) }
        return number
    }

    /// An array member.
    func array(_ key: String) throws(WireError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else { throw mismatch(key, "an array", value) }
        return items
    }

    /// An array-of-strings member.
    func strings(_ key: String) throws(WireError) -> [String]? {
        guard let items = try array(key) else { return nil }
        var result: [String] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item else {
                throw Self.mismatch(path.appending(key).appending(index), "a string", item)
            }
            result.append(text)
        }
        return result
    }

    /// An object member.
    func object(_ key: String) throws(WireError) -> JSONObject? {
        guard let value = value(key) else { return nil }
        guard case .object(let members) = value else { throw mismatch(key, "an object", value) }
        return members
    }

    /// A case-insensitive enumeration member, from a table of wire names (listed in errors).
    func enumeration<Case>(_ key: String, _ table: KeyValuePairs<String, Case>) throws(WireError) -> Case? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
        if let match = table.first(where: { $0.key == text }) { return match.value }
        let upper = text.uppercased()
        if let match = table.first(where: { $0.key.uppercased() == upper }) { return match.value }
        let accepted = table.map(\.key).joined(separator: ", ")
        throw .at(path.appending(key), "expected one of \(accepted), got \(JSONWriter.write(value))")
    }

    /// An ARGB colour member: a signed or unsigned 32-bit integer.
    func colour(_ key: String) throws(WireError) -> ARGBColor? {
        guard let value = value(key) else { return nil }
        let number: Int
        switch value {
        case .int(let integer): number = integer
        case .double(let double) where double.rounded() == double && abs(double) < 9e15: number = Int(double)
        default: throw mismatch(key, "an ARGB colour integer", value)
        }
        guard number >= Int(Int32.min), number <= Int(UInt32.max) else {
            throw .at(
                path.appending(key),
                "colour \(number) is out of range: expected a 32-bit ARGB integer (-2147483648...4294967295)"
            )
        }
        return ARGBColor(argb: UInt32(truncatingIfNeeded: number))
    }

    /// A type-mismatch error for member `key`.
    func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> WireError {
        Self.mismatch(path.appending(key), expected, value)
    }

    /// A type-mismatch error at `path`: "expected an array, got an object".
    static func mismatch(_ path: JSONPath, _ expected: String, _ value: JSONValue) -> WireError {
        .at(path, "expected \(expected), got \(describe(value))")
    }

    /// "an object", "a string (\"x\")", "the number 3", …
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "the boolean \(flag)"
        case .int, .double: return "the number \(JSONWriter.write(value))"
        case .string(let text) where text.count > 60:
            return "the string \(JSONWriter.write(.string(String(text.prefix(57)) + "...")))"
        case .string: return "the string \(JSONWriter.write(value))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
