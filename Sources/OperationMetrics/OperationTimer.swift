public import Metrics

/// Counts and times the work `/metrics` reports beside requests: previews, validations, engine
/// replays and snapshots (`vitrine_operation_duration_seconds{operation=…}`, whose `_count` is
/// the number done). The pure core is not touched: the timing wraps its calls here.
public enum OperationTimer {
    /// The kinds of work measured.
    public enum Operation: String, Sendable, CaseIterable {
        /// A message rendered to a preview document.
        case preview
        /// An HTML document validated.
        case validation
        /// A session's event log replayed through the delivery engine.
        case replay
        /// A PNG taken in headless Chromium.
        case snapshot
    }

    /// Runs `work`, recording its duration (failed runs included) under `operation`.
    public static func measure<T>(_ operation: Operation, _ work: () async throws -> T) async rethrows -> T {
        let clock = ContinuousClock()
        let started = clock.now
        defer { timer(operation).recordInterval(clock.now - started) }
        return try await work()
    }

    /// Runs synchronous `work`, recording its duration under `operation`.
    public static func measure<T>(_ operation: Operation, _ work: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let started = clock.now
        defer { timer(operation).recordInterval(clock.now - started) }
        return try work()
    }

    /// The timers, made once per operation.
    private static let timers = TimerCache<Operation>(label: "vitrine_operation_duration_seconds", dimension: "operation")

    private static func timer(_ operation: Operation) -> Timer { timers.timer(operation) }
}

extension Timer {
    /// Records a `Duration`.
    public func recordInterval(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
