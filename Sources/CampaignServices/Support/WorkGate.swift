/// Bounds how many requests do one kind of heavy work at once (previews, replays, PNGs,
/// validations). Past the limit a request waits in a queue of bounded length for a bounded time;
/// when the queue is full or the wait runs out it gets `WorkOverload`, which the dashboard
/// answers with 503 and `Retry-After`. Light requests (`/healthz`, pages) never pass a gate, so
/// a flood of heavy ones cannot keep them waiting.
public actor WorkGate {
    /// The kind of work, as `WorkOverload` names it.
    public nonisolated let kind: String
    /// How many may run at once.
    public nonisolated let limit: Int
    /// How many may wait.
    public nonisolated let queueLimit: Int
    /// How long one may wait.
    public nonisolated let maxWait: Duration
    /// How long one piece of work may run once it has its place, for work that can be stopped
    /// part-way (a replay asks its ``brake()`` before each event); nil: no deadline.
    public nonisolated let deadline: Duration?

    private var running = 0
    private var waiters: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID = 0

    /// How many run and how many wait now (the tests wait for a state instead of sleeping).
    var occupancy: (running: Int, waiting: Int) { (running, waiters.count) }

    /// A gate for `kind` letting `limit` run and `queueLimit` wait for at most `maxWait`, each
    /// stoppable piece of work for at most `deadline`.
    public init(kind: String, limit: Int, queueLimit: Int, maxWait: Duration, deadline: Duration? = nil) {
        self.kind = kind
        self.limit = max(1, limit)
        self.queueLimit = max(0, queueLimit)
        self.maxWait = maxWait
        self.deadline = deadline
    }

    /// Runs `work` once a place is free; throws `WorkOverload` when none frees up in time.
    public nonisolated func run<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        try await enter()
        do {
            let result = try await work()
            await leave()
            return result
        } catch {
            await leave()
            throw error
        }
    }

    /// Takes a place, waiting for one when all are taken.
    private func enter() async throws {
        if running < limit {
            running += 1
            return
        }
        guard waiters.count < queueLimit else { throw overload() }
        nextID += 1
        let id = nextID
        let wait = maxWait
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            waiters.append((id, continuation))
            Task {
                try? await Task.sleep(for: wait)
                self.expire(id)
            }
        }
    }

    /// Gives a place back: to the first waiter, or to the pool.
    private func leave() {
        if waiters.isEmpty {
            running -= 1
        } else {
            waiters.removeFirst().continuation.resume()
        }
    }

    /// Ends a wait that ran out.
    private func expire(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: overload())
    }

    private func overload() -> WorkOverload {
        let (seconds, _) = maxWait.components
        return WorkOverload(kind: kind, retryAfter: max(1, Int(seconds)))
    }
}

/// Too much of one kind of heavy work is running or waiting: try again after `retryAfter` seconds.
public struct WorkOverload: Error, Sendable, CustomStringConvertible {
    /// The kind of work (`preview`, `replay`, `snapshot`, `validation`).
    public var kind: String
    /// Seconds to wait before trying again.
    public var retryAfter: Int

    /// An overload of `kind`, to be tried again after `retryAfter` seconds.
    public init(kind: String, retryAfter: Int) {
        self.kind = kind
        self.retryAfter = retryAfter
    }

    /// A one-line description.
    public var description: String {
        "the server is busy with other \(kind) requests; try again in \(retryAfter) s"
    }
}
