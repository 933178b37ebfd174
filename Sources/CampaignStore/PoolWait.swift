import Metrics
import OperationMetrics

/// How long reads and writes wait for a database connection, for `/metrics`
/// (`vitrine_database_wait_seconds{access="read"|"write"}`).
enum PoolWait {
    /// A read connection or the writer.
    enum Access: String, Sendable {
        case read, write
    }

    /// The timers, made once (and again after metrics are bootstrapped, so a database opened
    /// before that still reports).
    private static let timers = TimerCache<Access>(label: "vitrine_database_wait_seconds", dimension: "access")

    /// Records the wait from `asked` until now.
    static func record(_ access: Access, since asked: ContinuousClock.Instant) {
        let (seconds, attoseconds) = (ContinuousClock.now - asked).components
        timers.timer(access).recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
