public import InAppMessaging

extension WorkGate {
    /// A brake for a replay starting now: it stops the replay once the gate's `deadline` has
    /// passed (never, for a gate without one). The server's clock is read here, outside the
    /// engine, which only asks the brake before each event.
    public nonisolated func brake() -> ReplayBrake {
        guard let deadline else { return .none }
        let end = ContinuousClock.now + deadline
        return ReplayBrake { ContinuousClock.now >= end }
    }

    /// Runs a replay behind this gate on the offload pool, handing it a brake whose deadline
    /// starts when the replay gets its place: the one way the server runs a replay.
    public nonisolated func replay<T: Sendable>(_ work: @escaping @Sendable (ReplayBrake) throws -> T) async throws -> T {
        try await run { try await Offload.run { try work(self.brake()) } }
    }
}
