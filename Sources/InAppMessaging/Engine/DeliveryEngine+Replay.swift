/// Whole-log replays.
extension DeliveryEngine {
    /// Replays `events` from a fresh install and returns the whole trace (timers still pending
    /// after the last event stay unfired: a log ends with a `tick` to flush them); `brake` is
    /// asked before each event.
    public static func replay(
        configuration: DeliveryConfiguration,
        campaigns: [Campaign],
        events: some Sequence<DeviceEvent>,
        brake: ReplayBrake = .none
    ) throws(DeliveryError) -> [TraceEntry] {
        var trace: [TraceEntry] = []
        try replay(configuration: configuration, campaigns: campaigns, events: events, brake: brake) { trace.append($0) }
        return trace
    }

    /// Replays `events`, handing each entry to `sink` as it is produced, so memory does not grow
    /// with the log; returns the engine's final state.
    @discardableResult
    public static func replay(
        configuration: DeliveryConfiguration,
        campaigns: [Campaign],
        events: some Sequence<DeviceEvent>,
        brake: ReplayBrake = .none,
        sink: (TraceEntry) -> Void
    ) throws(DeliveryError) -> DeliveryEngine {
        var engine = DeliveryEngine(configuration: configuration, campaigns: campaigns)
        for event in events {
            try brake.check(before: event.at)
            try engine.apply(event, sink: sink)
        }
        return engine
    }
}
