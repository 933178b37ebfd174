/// A campaign triggered with a delay, waiting to fire: what the session page shows under the
/// event that caused it.
public struct ScheduledTrigger: Sendable, Hashable {
    /// The campaign that will fire.
    public var campaignID: String
    /// When it fires, in session seconds.
    public var at: Double
    /// The order the engine scheduled it in (later schedules have larger numbers).
    public var sequence: Int
}

extension DeliveryEngine {
    /// The delayed triggers still waiting, in the order they were scheduled.
    public var scheduledTriggers: [ScheduledTrigger] {
        timers.compactMap { timer in
            guard case .trigger(let campaign, _, _) = timer.action else { return nil }
            return ScheduledTrigger(campaignID: catalog.campaigns[campaign].id, at: timer.at, sequence: timer.sequence)
        }
        .sorted { $0.sequence < $1.sequence }
    }
}
