/// An event the engine refuses; the engine's state is unchanged when it is thrown.
public enum DeliveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The event is earlier than the last one applied.
    case eventOutOfOrder(at: Double, previous: Double)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .eventOutOfOrder(let at, let previous):
            return "event at \(at) is earlier than the previous event at \(previous)"
        }
    }
}
