/// What `JSONScanner` does with an object key that appears twice.
public enum JSONDuplicateKeys: Sendable, Equatable {
    /// Throw an error located at the second occurrence.
    case reject
    /// Keep the last value (at the first occurrence's position), as Ruby's `JSON.parse` does.
    case keepLast
}
