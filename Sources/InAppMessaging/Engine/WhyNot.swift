/// The answer to "why is this campaign not on screen?": the first rule that stopped it so far.
public struct WhyNot: Sendable, Hashable {
    /// What stopped it, for machines.
    public var code: Code
    /// What stopped it, for people.
    public var text: String
    /// When it happened, when it is tied to a point in the log.
    public var at: Double?

    /// Creates an answer.
    public init(code: Code, text: String, at: Double? = nil) {
        self.code = code
        self.text = text
        self.at = at
    }

    /// The machine-readable reasons, in the order of the rules.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// No campaign has this id.
        case unknownCampaign = "unknown_campaign"
        /// The campaign is a draft or archived.
        case notActive = "not_active"
        /// The last `session_start` did not deliver it (or none happened yet).
        case notDelivered = "not_delivered"
        /// iOS: its payload does not decode (a click action URI without a URI), so it is never
        /// cached.
        case undecodable
        /// No event has matched its triggers yet.
        case noMatchingEvent = "no_matching_event"
        /// A relevant event came but a property filter failed.
        case conditionNotMatched = "condition_not_matched"
        /// Rule 3: outside its schedule window.
        case outsideSchedule = "outside_schedule"
        /// Rule 3: not re-eligible yet.
        case notReEligible = "not_re_eligible"
        /// Rule 4: too soon after the last triggered message.
        case minimumInterval = "minimum_interval"
        /// Rule 5: another campaign won.
        case lowerPriority = "lower_priority"
        /// Rule 6: fired, waiting for its delay.
        case waitingForDelay = "waiting_for_delay"
        /// Rule 7: waiting on the stack.
        case reenqueued
        /// Rule 7: dropped by the presenter.
        case discarded
        /// Android: the display choice gave it back to the trigger system.
        case returnedToTriggers = "returned_to_triggers"
        /// It is on screen now.
        case onScreen = "on_screen"
        /// It was displayed (or logged its control impression).
        case displayed
    }
}
