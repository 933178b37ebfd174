public import JSONCore
public import OrderedCollections

/// A JSON object's members in their order: the order the document gave them, or the order code
/// inserted them. Liquid iterates an object in this order, as Braze's Ruby Liquid iterates a hash
/// in insertion order.
///
/// A key set again keeps its first position and takes the new value (Ruby's `Hash#[]=`; a
/// document that repeats a key, where the reader allows it, reads so too). Equality and hashing
/// ignore the order, since JSON objects are unordered: two objects are equal when they have the
/// same keys with equal values.
public struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The members, in order.
    public private(set) var members: OrderedDictionary<String, JSONValue>

    /// An empty object.
    public init() {
        members = [:]
    }

    /// An object with `members`.
    public init(_ members: OrderedDictionary<String, JSONValue>) {
        self.members = members
    }

    /// An object from key-value pairs in order; a repeated key traps, as for a dictionary.
    public init<S: Sequence>(uniqueKeysWithValues pairs: S) where S.Element == (String, JSONValue) {
        members = OrderedDictionary(uniqueKeysWithValues: pairs)
    }

    /// The members of a Swift dictionary, keys sorted (a dictionary has no order of its own, and
    /// one picked at random would change the output from run to run).
    public init(sortingKeysOf dictionary: [String: JSONValue]) {
        members = OrderedDictionary(uniqueKeysWithValues: dictionary.sorted { $0.key < $1.key })
    }

    /// An object from a literal, in the literal's order (a repeated key keeps its last value).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = OrderedDictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The member named `key`; setting nil removes it, setting a new key adds it last.
    public subscript(key: String) -> JSONValue? {
        get { members[key] }
        set { members[key] = newValue }
    }

    /// The keys, in order.
    public var keys: OrderedSet<String> { members.keys }
    /// The values, in order.
    public var values: OrderedDictionary<String, JSONValue>.Values { members.values }
    /// How many members there are.
    public var count: Int { members.count }
    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// Sets `value` under `key` (a new key goes last); the old value, if there was one.
    @discardableResult
    public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        members.updateValue(value, forKey: key)
    }

    /// Removes the member named `key`; its value, if there was one.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        members.removeValue(forKey: key)
    }

    /// Adds `other`'s members: a new key goes last, a key already here takes `combine`'s value in
    /// its place.
    public mutating func merge(_ other: JSONObject, uniquingKeysWith combine: (JSONValue, JSONValue) throws -> JSONValue) rethrows {
        try members.merge(other.members, uniquingKeysWith: combine)
    }

    /// Makes room for `minimumCapacity` members.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        members.reserveCapacity(minimumCapacity)
    }

    /// The object with each value transformed, in the same order.
    public func mapValues(_ transform: (JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        JSONObject(try members.mapValues(transform))
    }

    /// The members that satisfy `isIncluded`, in the same order.
    public func filter(_ isIncluded: ((key: String, value: JSONValue)) throws -> Bool) rethrows -> JSONObject {
        JSONObject(try members.filter(isIncluded))
    }

    /// This object's members followed by `other`'s new ones; a key in both takes `combine`'s value
    /// at this object's position.
    public func merging(_ other: JSONObject, uniquingKeysWith combine: (JSONValue, JSONValue) throws -> JSONValue) rethrows -> JSONObject {
        JSONObject(try members.merging(other.members, uniquingKeysWith: combine))
    }

    /// The members in order, as `(key, value)` pairs.
    public func makeIterator() -> OrderedDictionary<String, JSONValue>.Iterator {
        members.makeIterator()
    }

    /// The same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Hashes the members whatever their order: each member is hashed on its own and the results
    /// are combined with XOR, as `Dictionary` does.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in members {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            combined ^= member.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(combined)
    }
}

extension JSONObject: JSONMemberStorage {
    /// A member's value.
    public typealias Member = JSONValue

    /// Stores `value` under `key` (a new key goes last, a repeated one keeps its first position
    /// and takes the new value, as Ruby's `JSON.parse` does); false when the key was already there.
    public mutating func insertJSONMember(_ value: JSONValue, forKey key: String) -> Bool {
        members.updateValue(value, forKey: key) == nil
    }
}

extension JSONObject: CustomStringConvertible, CustomDebugStringConvertible {
    /// The members as a dictionary literal, in order: `["a": …, "b": …]`.
    public var description: String { members.description }
    /// The members as a dictionary literal, in order, with their types.
    public var debugDescription: String { members.debugDescription }
}
