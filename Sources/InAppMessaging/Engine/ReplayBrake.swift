/// Asked before each event of a replay whether to stop: the caller's deadline, so a replay can
/// be cut short without the core reading a clock (the dashboard's brake compares its own clock
/// with the request's deadline; tests pass a brake that stops after N events).
public struct ReplayBrake: Sendable {
    private let shouldStop: @Sendable () -> Bool

    /// A brake that stops the replay as soon as `shouldStop` answers true.
    public init(_ shouldStop: @escaping @Sendable () -> Bool) {
        self.shouldStop = shouldStop
    }

    /// A brake that never stops a replay (the CLI's, whose user can interrupt it).
    public static let none = ReplayBrake { false }

    /// Throws ``DeliveryError/stopped(at:)`` when the replay must stop before the event at `at`.
    public func check(before at: Double) throws(DeliveryError) {
        if shouldStop() { throw .stopped(at: at) }
    }
}
