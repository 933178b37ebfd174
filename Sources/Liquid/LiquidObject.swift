/// An ordered string-keyed map (insertion order kept).
public struct LiquidObject: Sendable, Equatable {
    /// The keys, in insertion order.
    public private(set) var keys: [String] = []
    private var storage: [String: LiquidValue] = [:]

    /// Builds a map from key/value pairs; a repeated key keeps its first position and its last value.
    public init(_ pairs: [(String, LiquidValue)] = []) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The value for `key`; setting `nil` removes the key.
    public subscript(key: String) -> LiquidValue? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The number of keys.
    public var count: Int { keys.count }

    /// True when the map has no keys.
    public var isEmpty: Bool { keys.isEmpty }

    /// The key/value pairs in insertion order.
    public var pairs: [(String, LiquidValue)] { keys.map { ($0, storage[$0] ?? .null) } }
}
