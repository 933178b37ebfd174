public import InAppMessaging

/// Why a session operation failed, in terms a user can act on.
public enum SessionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No session has this id.
    case notFound(String)
    /// The engine refused the event at `index` of the submitted batch; nothing was stored.
    case rejected(index: Int, DeliveryError)
    /// Another request appended to the log at the same time, and retrying did not settle it.
    case concurrentAppend(String)
    /// A stored configuration, campaign or event no longer decodes (reported, never crashes).
    case corrupt(id: String, reason: String)
    /// The events would take the log past its cap (`SessionLog.maximumEvents`); nothing was stored.
    case tooManyEvents(limit: Int, total: Int)
    /// The events would take the session's stored bytes (`owner` nil), or its owner's, past
    /// `SessionByteLimits`; nothing was stored.
    case tooManyBytes(limit: Int, total: Int, owner: String?)

    /// A one-line description.
    public var description: String {
        switch self {
        case .notFound(let id): return "no session with id \"\(id)\""
        case .rejected(_, let error): return error.description
        case .concurrentAppend(let id): return "the log of session \"\(id)\" changed while appending; try again"
        case .corrupt(let id, let reason): return "stored session \"\(id)\" is unreadable: \(reason)"
        case .tooManyEvents(let limit, let total):
            return "a session holds at most \(limit) events; these would make \(total)"
        case .tooManyBytes(let limit, let total, let owner?):
            return "the sessions of \(owner) hold at most \(limit) bytes of events together; these would make \(total) (delete some sessions first)"
        case .tooManyBytes(let limit, let total, nil):
            return "a session holds at most \(limit) bytes of events; these would make \(total)"
        }
    }
}
