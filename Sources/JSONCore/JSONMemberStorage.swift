/// Where `JSONScanner` puts an object's members as it reads them, in source order.
public protocol JSONMemberStorage {
    /// The type of a member's value.
    associatedtype Member

    /// An empty object.
    init()

    /// Stores `value` under `key`; returns false when `key` was already there (its value is then
    /// replaced and its position, if the storage keeps one, stays that of the first occurrence).
    mutating func insertJSONMember(_ value: Member, forKey key: String) -> Bool
}

extension Dictionary: JSONMemberStorage where Key == String {
    /// A dictionary's members are its values.
    public typealias Member = Value

    /// Stores `value` under `key`; false when the key was already there.
    @inlinable
    public mutating func insertJSONMember(_ value: Value, forKey key: String) -> Bool {
        updateValue(value, forKey: key) == nil
    }
}
