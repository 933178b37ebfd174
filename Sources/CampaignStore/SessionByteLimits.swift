/// How many bytes of stored events a session, and all the sessions of one owner, may hold: the
/// bound on what appends can make the database grow by (the event count alone lets 20,000 events
/// of 256 KiB each through). Checked in the write transaction that stores the events, so
/// concurrent appends cannot pass it together; a refusal stores nothing.
public struct SessionByteLimits: Sendable, Hashable {
    /// The most bytes of event payloads (compact JSON) one session's log may hold.
    public var perSession: Int
    /// The most bytes of event payloads all the sessions of one owner may hold together
    /// (sessions without an owner are not counted against anyone).
    public var perOwner: Int

    /// Limits as given (a test lowers them).
    public init(perSession: Int, perOwner: Int) {
        self.perSession = perSession
        self.perOwner = perOwner
    }

    /// The server's limits: 8 MiB a session, 64 MiB an owner.
    public static let standard = SessionByteLimits(perSession: 8 << 20, perOwner: 64 << 20)
}
