public import Metrics
import Synchronization

/// Bumped by `TimerCache.rebindAll()`: caches made before it hold timers of the factory before.
private let timerGeneration = Atomic(0)

/// The timers of one metric, made once per label value instead of at every measurement (making a
/// `Timer` asks the metrics factory, which sanitises the labels and looks the series up in its
/// registry: more work than the measurement itself).
///
/// A timer made before metrics are bootstrapped would stay a no-op; `rebindAll()`, which the
/// server's telemetry calls when it bootstraps, makes every cache ask the factory again.
public final class TimerCache<Value: RawRepresentable & Hashable & Sendable>: Sendable where Value.RawValue == String {
    private let label: String
    private let dimension: String
    private let timers = Mutex((generation: -1, timers: [Value: Timer]()))

    /// The timers of metric `label`, one per value of its one `dimension`.
    public init(label: String, dimension: String) {
        self.label = label
        self.dimension = dimension
    }

    /// The timer of `value`.
    public func timer(_ value: Value) -> Timer {
        let generation = timerGeneration.load(ordering: .acquiring)
        return timers.withLock { state in
            if state.generation != generation { state = (generation, [:]) }
            if let timer = state.timers[value] { return timer }
            let timer = Timer(label: label, dimensions: [(dimension, value.rawValue)], preferredDisplayUnit: .seconds)
            state.timers[value] = timer
            return timer
        }
    }
}

/// What every `TimerCache` shares.
public enum TimerCaches {
    /// Makes every cache ask the metrics factory again (call it after bootstrapping metrics).
    public static func rebindAll() { timerGeneration.add(1, ordering: .releasing) }
}
