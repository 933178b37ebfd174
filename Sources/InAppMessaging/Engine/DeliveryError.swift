/// An event the engine refuses (`DeliveryEngine.apply` says what state it leaves).
public enum DeliveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The event is earlier than the last one applied.
    case eventOutOfOrder(at: Double, previous: Double)
    /// The event would produce more trace entries than one event may
    /// (`DeliveryEngine.maximumEntriesPerEvent`): a Braze Action whose steps trigger its own
    /// campaign again, for one.
    case tooManyEntries(at: Double, limit: Int)
    /// The log's trace would grow past what one engine keeps (`DeliveryEngine.maximumEntries`).
    case traceTooLong(at: Double, limit: Int)
    /// The replay's ``ReplayBrake`` stopped it before the event at `at` (a deadline passed).
    case stopped(at: Double)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .eventOutOfOrder(let at, let previous):
            return "event at \(at) is earlier than the previous event at \(previous)"
        case .tooManyEntries(let at, let limit):
            return "the event at \(at) produces more than \(limit) trace entries, the most one event may "
                + "(a Braze Action whose steps trigger its own campaign again?)"
        case .traceTooLong(let at, let limit):
            return "with the event at \(at) the trace would pass \(limit) entries, the most one log may produce"
        case .stopped(let at):
            return "the replay ran past its deadline and stopped before the event at \(at)"
        }
    }
}
