public import JSONCore

extension LiquidValue {
    /// The deepest nesting of arrays and objects `init(jsonText:)` accepts.
    static let maximumJSONDepth = 200

    /// Parses JSON text with the package's shared scanner (object key order kept, a repeated key
    /// keeps its first position and its last value); nil when it isn't valid JSON.
    public init?(jsonText: String) {
        var text = jsonText
        let value: LiquidValue? = text.withUTF8 { bytes in
            try? JSONScanner<LiquidValue>.parse(bytes, maximumDepth: Self.maximumJSONDepth, duplicateKeys: .keepLast)
        }
        guard let value else { return nil }
        self = value
    }
}

extension LiquidValue: JSONBuildable {
    /// Objects are read into `LiquidObject`s, which keep the source order.
    public typealias JSONMembers = LiquidObject

    /// `.null`.
    public static var jsonNull: LiquidValue { .null }
    /// `.bool`.
    public static func jsonBool(_ value: Bool) -> LiquidValue { .bool(value) }
    /// `.integer`.
    public static func jsonInteger(_ value: Int) -> LiquidValue { .integer(value) }
    /// `.float`.
    public static func jsonDouble(_ value: Double) -> LiquidValue { .float(value) }
    /// `.string`.
    public static func jsonString(_ value: String) -> LiquidValue { .string(value) }
    /// `.array`.
    public static func jsonArray(_ items: [LiquidValue]) -> LiquidValue { .array(items) }
    /// `.object`.
    public static func jsonObject(_ members: LiquidObject) -> LiquidValue { .object(members) }
}

extension LiquidObject: JSONMemberStorage {
    /// An empty map.
    public init() { self.init([]) }

    /// Sets `key` (a new key goes last, a repeated one keeps its place); false when it was there.
    public mutating func insertJSONMember(_ value: LiquidValue, forKey key: String) -> Bool {
        let isNew = self[key] == nil
        self[key] = value
        return isNew
    }
}
