/// A failure of the snapshot library: an unreadable PNG, a missing or crashed Chromium, a timeout, a page-side error.
public struct SnapshotError: Error, Sendable, CustomStringConvertible {
    /// A human-readable explanation, written to be shown as is.
    public var description: String

    /// Creates an error with the given explanation.
    public init(_ description: String) {
        self.description = description
    }
}
