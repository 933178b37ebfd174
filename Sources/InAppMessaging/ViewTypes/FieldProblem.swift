/// A value a form field, query key or extras key does not accept, attached to that key so a form
/// can show the message next to the field (and an API can name it).
public struct FieldProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key at fault: a query key (`status_bar`) or an extras key (`attribute_key`).
    public var key: String
    /// What is wrong, in one sentence, naming the accepted values where there are few.
    public var message: String

    /// Creates a problem.
    public init(key: String, message: String) {
        self.key = key
        self.message = message
    }

    /// `key: message`.
    public var description: String { "\(key): \(message)" }
}
