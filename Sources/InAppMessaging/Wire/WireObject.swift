/// A JSON object being decoded: typed accessors that throw located errors and remember which
/// keys were read, so the rest can be kept as unknown fields.
struct WireObject {
    /// The object's members.
    let members: [String: JSONValue]
    /// Where the object is in the document.
    let path: JSONPath
    /// The keys read so far.
    private(set) var consumed: Set<String> = []

    /// Wraps `value`, which must be an object.
    init(_ value: JSONValue, path: JSONPath) throws(WireError) {
        guard case .object(let members) = value else { throw Self.mismatch(path, "an object", value) }
        self.members = members
        self.path = path
    }

    /// The members nobody read, to keep for round trip.
    var unknownFields: [String: JSONValue] {
        members.filter { !consumed.contains($0.key) }
    }

    /// Whether `key` is present and not `null`.
    func has(_ key: String) -> Bool {
        if let value = members[key], value != .null { return true }
        return false
    }

    /// Marks `key` as read and returns its value; `null` counts as absent.
    mutating func value(_ key: String) -> JSONValue? {
        consumed.insert(key)
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    /// A string member.
    mutating func string(_ key: String) throws(WireError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
        return text
    }

    /// A boolean member.
    mutating func bool(_ key: String) throws(WireError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw mismatch(key, "a boolean", value) }
        return flag
    }

    /// An integer member (a double with no fraction is accepted).
    mutating func int(_ key: String) throws(WireError) -> Int? {
        guard let value = value(key) else { return nil }
        switch value {
        case .int(let number): return number
        case .double(let number) where number.rounded() == number && abs(number) < 9e15: return Int(number)
        default: throw mismatch(key, "an integer", value)
        }
    }

    /// A numeric member of either kind.
    mutating func double(_ key: String) throws(WireError) -> Double? {
        guard let value = value(key) else { return nil }
        guard let number = value.doubleValue else { throw mismatch(key, "a number", value) }
        return number
    }

    /// An array member.
    mutating func array(_ key: String) throws(WireError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else { throw mismatch(key, "an array", value) }
        return items
    }

    /// An array-of-strings member.
    mutating func strings(_ key: String) throws(WireError) -> [String]? {
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
    mutating func object(_ key: String) throws(WireError) -> [String: JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .object(let members) = value else { throw mismatch(key, "an object", value) }
        return members
    }

    /// A case-insensitive enumeration member, from a table of wire names (listed in errors).
    mutating func enumeration<Case>(_ key: String, _ table: KeyValuePairs<String, Case>) throws(WireError) -> Case? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
        if let match = table.first(where: { $0.key == text }) { return match.value }
        let upper = text.uppercased()
        if let match = table.first(where: { $0.key.uppercased() == upper }) { return match.value }
        let accepted = table.map(\.key).joined(separator: ", ")
        throw .at(path.appending(key), "expected one of \(accepted), got \(JSONWriter.write(value))")
    }

    /// An ARGB colour member: a signed or unsigned 32-bit integer.
    mutating func colour(_ key: String) throws(WireError) -> ARGBColor? {
        guard let value = value(key) else { return nil }
        let number: Int
        switch value {
        case .int(let integer): number = integer
        case .double(let double) where double.rounded() == double && abs(double) < 9e15: number = Int(double)
        default: throw mismatch(key, "an ARGB colour integer", value)
        }
        guard number >= Int(Int32.min), number <= Int(UInt32.max) else {
            throw .at(path.appending(key),
                      "colour \(number) is out of range: expected a 32-bit ARGB integer (-2147483648...4294967295)")
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
        case .string: return "the string \(JSONWriter.write(value))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
