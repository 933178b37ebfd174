/// The gates of the server's heavy work, one per kind, sized for the machine's cores.
public struct WorkGates: Sendable {
    /// Preview documents (the preview page's frame, the matrix, the editor's side preview, the API).
    public let preview: WorkGate
    /// PNGs taken in headless Chromium (one browser: one shot at a time, a short queue).
    public let snapshot: WorkGate
    /// Session replays (`POST /api/replay`, a session's trace, page, scrubbing and export), each
    /// stopped at the replay deadline.
    public let replay: WorkGate
    /// HTML and campaign validation.
    public let validation: WorkGate

    /// Gates for a machine with `cores` cores; each replay stops after `replayDeadline`
    /// (``WorkGate/brake()``: a safety net behind the bounds on events, Braze Action steps, trace
    /// entries and regex steps).
    public init(cores: Int, replayDeadline: Duration = .seconds(10)) {
        let cores = max(1, cores)
        preview = WorkGate(kind: "preview", limit: 2 * cores, queueLimit: 64, maxWait: .seconds(5))
        snapshot = WorkGate(kind: "snapshot", limit: 1, queueLimit: 8, maxWait: .seconds(20))
        replay = WorkGate(kind: "replay", limit: cores, queueLimit: 16, maxWait: .seconds(5), deadline: replayDeadline)
        validation = WorkGate(kind: "validation", limit: cores, queueLimit: 16, maxWait: .seconds(5))
    }

    /// Gates without limits worth the name: the command line runs one thing at a time.
    public static let unbounded = WorkGates(cores: 1024)
}
