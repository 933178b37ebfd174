import GRDB
import InAppMessaging

/// The GRDB facade over Vitrine's SQLite database (placeholder until the skeleton lands).
public struct AppDatabase: Sendable {
    /// The writer (a `DatabasePool` on disk, a `DatabaseQueue` in tests).
    public let writer: any DatabaseWriter

    /// Opens the facade over a writer.
    public init(_ writer: any DatabaseWriter) {
        self.writer = writer
    }
}
