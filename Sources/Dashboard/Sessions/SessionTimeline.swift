import CampaignServices
import CampaignStore
import InAppMessaging
import OperationMetrics

/// A session's log replayed up to a point: the engine then, and the trace entries each event
/// produced, for the session page, scrubbing and export.
struct SessionTimeline: Sendable {
    /// The events replayed, in order.
    var events: [DeviceEvent]
    /// The entries each event produced, by event position.
    var entriesByEvent: [[TraceEntry]]
    /// The engine after the replayed events.
    var engine: DeliveryEngine
    /// The delayed triggers each event scheduled, by event position.
    var scheduledByEvent: [[ScheduledTrigger]]
    /// The kind of the message on screen when each event came, by event position (nil: none).
    var kindOnScreenByEvent: [MessageKind?]

    /// Replays the first `events.count` events of a session from a fresh install, asking
    /// `brake` before each.
    init(session: StoredSession, events: [DeviceEvent], brake: ReplayBrake = .none) throws {
        self = try OperationTimer.measure(.replay) { try Self(replaying: session, events: events, brake: brake) }
    }

    /// The same replay, behind `gate` (the server's replay gate) and on the offload pool, so a
    /// long log holds none of the cooperative threads the probes and light pages answer on;
    /// stopped at the gate's deadline.
    static func replayed(session: StoredSession, events: [DeviceEvent], gate: WorkGate) async throws -> SessionTimeline {
        try await gate.replay { brake in try SessionTimeline(session: session, events: events, brake: brake) }
    }

    /// The replay itself.
    private init(replaying session: StoredSession, events: [DeviceEvent], brake: ReplayBrake) throws {
        var engine = DeliveryEngine(configuration: session.configuration, campaigns: session.campaigns)
        var entriesByEvent: [[TraceEntry]] = []
        var scheduledByEvent: [[ScheduledTrigger]] = []
        var kindOnScreenByEvent: [MessageKind?] = []
        entriesByEvent.reserveCapacity(events.count)
        scheduledByEvent.reserveCapacity(events.count)
        kindOnScreenByEvent.reserveCapacity(events.count)
        for event in events {
            try brake.check(before: event.at)
            let latest = engine.scheduledTriggers.last?.sequence ?? Int.min
            kindOnScreenByEvent.append(engine.presentation?.message.kind)
            do {
                entriesByEvent.append(try engine.apply(event))
            } catch {
                throw SessionError.corrupt(id: session.id, reason: error.description)
            }
            // Timers are numbered in creation order, so the ones past the last number are this event's.
            scheduledByEvent.append(engine.scheduledTriggers.filter { $0.sequence > latest })
        }
        self.events = events
        self.entriesByEvent = entriesByEvent
        self.scheduledByEvent = scheduledByEvent
        self.kindOnScreenByEvent = kindOnScreenByEvent
        self.engine = engine
    }

    /// The whole trace, in order.
    var trace: [TraceEntry] { entriesByEvent.flatMap { $0 } }

    /// The session as a scenario file whose `expect` is this trace (every kind compared), so
    /// `vitrine check` turns a reproduction into a regression test.
    func scenario(of session: StoredSession) -> JSONValue {
        .object([
            "name": .string(session.name),
            "configuration": session.configuration.jsonValue,
            "campaigns": .array(session.campaigns.map(\.wireValue)),
            "events": .array(events.map(\.jsonValue)),
            "kinds": .array(TraceEntry.Kind.allCases.map { .string($0.rawValue) }),
            "expect": .array(trace.map(\.jsonValue)),
        ])
    }

    /// The keys a scenario file is written with first.
    static let scenarioLeadingKeys =
        ["name", "configuration", "campaigns", "events", "kinds", "expect", "at", "type", "kind", "campaign"]
        + Campaign.wireLeadingKeys
}
