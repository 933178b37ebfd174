import Metrics

/// How long reads and writes wait for a database connection, for `/metrics`
/// (`vitrine_database_wait_seconds{access="read"|"write"}`).
enum PoolWait {
    /// A read connection or the writer.
    enum Access: String {
        case read, write
    }

    /// Records the wait from `asked` until now. The timer is looked up each time (the registry
    /// keeps one per label), so a database opened before metrics were bootstrapped still reports.
    static func record(_ access: Access, since asked: ContinuousClock.Instant) {
        let (seconds, attoseconds) = (ContinuousClock.now - asked).components
        Timer(label: "vitrine_database_wait_seconds", dimensions: [("access", access.rawValue)], preferredDisplayUnit: .seconds)
            .recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
