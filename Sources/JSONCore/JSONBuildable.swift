/// A JSON value type that `JSONScanner` can build: one constructor per kind of JSON value.
///
/// Liquid builds `LiquidValue` (objects keep their source key order), InAppMessaging its
/// `JSONValue` (objects as dictionaries) and Snapshot the values of DevTools messages.
public protocol JSONBuildable {
    /// The members of an object while it is being read.
    associatedtype JSONMembers: JSONMemberStorage where JSONMembers.Member == Self

    /// JSON `null`.
    static var jsonNull: Self { get }
    /// `true` or `false`.
    static func jsonBool(_ value: Bool) -> Self
    /// A number without a fraction or exponent that fits 64 bits.
    static func jsonInteger(_ value: Int) -> Self
    /// Any other number.
    static func jsonDouble(_ value: Double) -> Self
    /// A string.
    static func jsonString(_ value: String) -> Self
    /// An array.
    static func jsonArray(_ items: [Self]) -> Self
    /// An object, from its members in the storage's own order.
    static func jsonObject(_ members: JSONMembers) -> Self
}
