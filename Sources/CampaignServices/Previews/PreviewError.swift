public import InAppMessaging

/// Why the preview service could not draw what was asked; the dashboard maps each case to a status.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No stored user profile has this id (a 400 naming `user`).
    case unknownUser(String)
    /// A user profile was asked for but the service has no store.
    case noStore(String)
    /// An option does not fit the campaign (a variant it does not have: a 400 naming it).
    case invalidOption(FieldProblem)
    /// Chromium could not be started or could not take the shot (a 503).
    case browserUnavailable(String)

    /// A one-line description naming the field or the cause.
    public var description: String {
        switch self {
        case .unknownUser(let id): return "user: no user profile with id \"\(id)\""
        case .noStore(let what): return "\(what): needs the store"
        case .browserUnavailable(let reason): return reason
        case .invalidOption(let problem): return problem.description
        }
    }
}
