import Foundation
public import InAppMessaging

/// The device sessions' event logs, with an in-memory cache of each recent session's engine
/// state, so appending an event applies only that event instead of replaying the whole log.
///
/// An event is checked by the engine against the cached state before it is stored, and stored
/// only if the log still has the length that state was built from (an optimistic check inside
/// the write transaction), so a refused event leaves the log unchanged and concurrent appends
/// never interleave wrongly. A cache miss (restart, eviction) replays the stored log once.
public actor SessionLog {
    /// How many sessions' engines are kept by default.
    public static let defaultCapacity = 64
    /// The most events one session's log may hold: creating or appending past it throws
    /// `SessionError.tooManyEvents` and stores nothing. It bounds the replay a cache miss does and
    /// the size of a session's trace and scenario export (docs/configuration.md, "Limits").
    public static let maximumEvents = 20_000

    /// The store the logs live in.
    public let database: AppDatabase
    /// How many sessions' engines are kept; the least recently used goes first.
    public let capacity: Int
    /// The most events a session's log may hold here (`maximumEvents` unless a test lowers it).
    public nonisolated let eventLimit: Int
    /// The bytes of events a session, and an owner's sessions together, may hold here.
    public nonisolated let byteLimits: SessionByteLimits
    /// Where a cache miss's replay of a whole stored log runs (the server: its replay gate, on
    /// the offload pool; by default right here).
    public nonisolated let runReplay: ReplayRunner
    /// A brake for each replay of a whole stored log (the server's deadline; by default none).
    public nonisolated let brake: @Sendable () -> ReplayBrake
    private var entries: [String: Entry] = [:]
    private var useCounter: UInt64 = 0
    /// Appends waiting for their session, by session id (present while one runs).
    private var turns: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// A cached engine: the state after the first `count` events of the log.
    private struct Entry {
        var engine: DeliveryEngine
        var count: Int
        var lastUse: UInt64
    }

    /// What appending produced.
    public struct Appended: Sendable {
        /// The trace entries the new events produced, in order.
        public var trace: [TraceEntry]
        /// The log's length afterwards.
        public var eventCount: Int
        /// The engine after the new events.
        public var engine: DeliveryEngine
    }

    /// Runs a replay's synchronous work and returns its engine.
    public typealias ReplayRunner = @Sendable (@escaping @Sendable () throws -> DeliveryEngine) async throws -> DeliveryEngine

    /// Creates the log over a store; `runReplay` runs the replay a cache miss needs, stopped by
    /// the brake `brake` makes for it.
    public init(
        database: AppDatabase,
        capacity: Int = SessionLog.defaultCapacity,
        eventLimit: Int = SessionLog.maximumEvents,
        byteLimits: SessionByteLimits = .standard,
        runReplay: @escaping ReplayRunner = { try $0() },
        brake: @escaping @Sendable () -> ReplayBrake = { .none }
    ) {
        self.brake = brake
        self.database = database
        self.capacity = max(1, capacity)
        self.eventLimit = min(max(1, eventLimit), Self.maximumEvents)
        self.byteLimits = byteLimits
        self.runReplay = runReplay
    }

    /// Creates a session; its campaigns are held to `CampaignLimits` and its initial events
    /// replayed (through `runReplay`) first, and a refused one stores nothing.
    public func create(
        name: String,
        configuration: DeliveryConfiguration,
        campaigns: [Campaign],
        events: [DeviceEvent] = []
    ) async throws -> StoredSession {
        guard events.count <= eventLimit else {
            throw SessionError.tooManyEvents(limit: eventLimit, total: events.count)
        }
        for campaign in campaigns { try CampaignLimits.check(campaign) }
        let engine = try await runReplay {
            var engine = DeliveryEngine(configuration: configuration, campaigns: campaigns)
            for (index, event) in events.enumerated() {
                do { try engine.apply(event) { _ in } } catch let error as DeliveryError { throw SessionError.rejected(index: index, error) }
            }
            return engine
        }
        let session = try await database.insertSession(
            name: name,
            configuration: configuration,
            campaigns: campaigns,
            events: events,
            byteLimits: byteLimits
        )
        remember(engine, count: events.count, for: session.id)
        return session
    }

    /// Appends events to a session's log, all or none; returns the trace entries they produced.
    ///
    /// Throws `SessionError.rejected` (nothing stored) when the engine refuses one of them, and
    /// `SessionError.tooManyEvents` when they would take the log past `eventLimit`, or
    /// `SessionError.tooManyBytes` past `byteLimits`.
    ///
    /// Appends to one session wait their turn here, so each applies to the cached engine of the
    /// one before; the version check in the store still guards against other processes.
    public func append(_ events: [DeviceEvent], to id: String) async throws -> Appended {
        await waitForTurn(id)
        defer { endTurn(id) }
        for _ in 0..<8 {
            let (engine, count) = try await state(of: id)
            guard count + events.count <= eventLimit else {
                throw SessionError.tooManyEvents(limit: eventLimit, total: count + events.count)
            }
            var next = engine
            var produced: [TraceEntry] = []
            for (index, event) in events.enumerated() {
                do { try next.apply(event) { produced.append($0) } } catch { throw SessionError.rejected(index: index, error) }
            }
            if try await database.appendSessionEvents(id: id, events, expectedCount: count, byteLimits: byteLimits) {
                remember(next, count: count + events.count, for: id)
                return Appended(trace: produced, eventCount: count + events.count, engine: next)
            }
            entries[id] = nil
        }
        throw SessionError.concurrentAppend(id)
    }

    /// The engine after the whole stored log (from the cache, else by replaying it once).
    public func engine(of id: String) async throws -> DeliveryEngine {
        try await state(of: id).engine
    }

    /// Returns when no other append to session `id` is running (first come, first served).
    private func waitForTurn(_ id: String) async {
        guard turns[id] != nil else {
            turns[id] = []
            return
        }
        await withCheckedContinuation { turns[id, default: []].append($0) }
    }

    /// Hands session `id` to the next waiting append, if any.
    private func endTurn(_ id: String) {
        guard var waiting = turns[id], !waiting.isEmpty else {
            turns[id] = nil
            return
        }
        let next = waiting.removeFirst()
        turns[id] = waiting
        next.resume()
    }

    /// Forgets a session's cached engine (after its campaigns changed or it was deleted).
    public func invalidate(_ id: String) {
        entries[id] = nil
    }

    /// The cached state, or the replayed stored log.
    private func state(of id: String) async throws -> (engine: DeliveryEngine, count: Int) {
        useCounter += 1
        if var entry = entries[id] {
            entry.lastUse = useCounter
            entries[id] = entry
            return (entry.engine, entry.count)
        }
        guard let session = try await database.session(id: id) else { throw SessionError.notFound(id) }
        let events = try await database.sessionEvents(id: id)
        let brake = brake()
        let engine = try await runReplay {
            do {
                return try DeliveryEngine.replay(configuration: session.configuration, campaigns: session.campaigns, events: events, brake: brake) {
                    _ in
                }
            } catch DeliveryError.stopped(let at) {
                throw DeliveryError.stopped(at: at)
            } catch {
                throw SessionError.corrupt(id: id, reason: String(describing: error))
            }
        }
        remember(engine, count: events.count, for: id)
        return (engine, events.count)
    }

    /// Caches an engine unless a longer state is already cached; evicts the least recently used.
    private func remember(_ engine: DeliveryEngine, count: Int, for id: String) {
        if let existing = entries[id], existing.count > count { return }
        useCounter += 1
        entries[id] = Entry(engine: engine, count: count, lastUse: useCounter)
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
    }
}
