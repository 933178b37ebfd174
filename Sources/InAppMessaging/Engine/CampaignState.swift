/// The engine's bookkeeping for one campaign.
struct CampaignState: Sendable, Hashable {
    /// Cached by the last `session_start`.
    var delivered = false
    /// iOS: the wire path of the click action that kept the last `session_start` from caching it.
    var undecodableClickAction: String?
    /// When it was last displayed (or its control impression logged).
    var lastDisplayed: Double?
    /// Analytics counts.
    var counts = CampaignCounts()
    /// The last thing that happened to it, for "why not?".
    var outcome: CampaignOutcome?
}

/// The last decision the engine took about a campaign.
enum CampaignOutcome: Sendable, Hashable {
    /// A relevant event came but the condition's property filters failed.
    case conditionFailed(at: Double, filter: String)
    /// Rules 3–5 kept it back.
    case suppressed(at: Double, reason: SuppressionReason)
    /// It fired and waits for its delay.
    case waitingForDelay(at: Double, fireAt: Double)
    /// The presenter put it back on the stack.
    case reenqueued(at: Double, reason: String)
    /// The presenter dropped it.
    case discarded(at: Double, reason: String)
    /// Android: the display choice gave it back to the trigger system.
    case returnedToTriggers(at: Double)
    /// It was displayed (or logged a control impression).
    case displayed(at: Double)
}

/// Why a matching campaign did not fire, with what "why not?" needs to explain it.
enum SuppressionReason: Sendable, Hashable {
    /// Outside `[start_time, end_time]`.
    case outsideSchedule
    /// Displayed before and not re-eligible yet (or never, for -1).
    case notReEligible(eligibleAt: Double?)
    /// Too soon after the last triggered display.
    case minimumInterval(remaining: Double)
    /// Another campaign of higher priority (or same priority, smaller id) fired.
    case lowerPriority(winner: String)

    /// The `reason` written in the trace.
    var code: String {
        switch self {
        case .outsideSchedule: return "outside_schedule"
        case .notReEligible: return "not_re_eligible"
        case .minimumInterval: return "minimum_interval"
        case .lowerPriority: return "lower_priority"
        }
    }
}

/// A timer the engine fires when time passes it.
struct PendingTimer: Sendable, Hashable {
    /// When it fires.
    var at: Double
    /// Creation order, to break ties.
    var sequence: Int
    /// What it does.
    var action: Action

    /// What a timer does.
    enum Action: Sendable, Hashable {
        /// Fires a campaign after its delay; `eventTime` is the triggering event's time.
        case trigger(campaign: Int, eventTime: Double, fallback: TriggerFallback)
        /// Dismisses the display with this token, if it is still on screen.
        case autoDismiss(token: Int)
    }
}
