public import Foundation

/// A conformance vector: configuration, campaigns and an event log, with the expected trace.
public struct Scenario: Sendable {
    /// What the scenario shows.
    public var name: String
    /// The simulated app.
    public var configuration: DeliveryConfiguration
    /// The campaigns.
    public var campaigns: [Campaign]
    /// The event log, in time order.
    public var events: [DeviceEvent]
    /// The kinds of entries compared (the trace is filtered to these).
    public var kinds: [TraceEntry.Kind]
    /// The expected entries: only the members written in each are compared. Nil when the file
    /// has none: a replay prints the trace to write them from; only a check needs them.
    public var expect: [JSONObject]?

    /// The kinds compared when a scenario does not say.
    public static let defaultKinds: [TraceEntry.Kind] = [.displayed, .reenqueued, .discarded, .noMatchingTrigger]

    /// Creates a scenario.
    public init(
        name: String,
        configuration: DeliveryConfiguration = DeliveryConfiguration(),
        campaigns: [Campaign],
        events: [DeviceEvent],
        kinds: [TraceEntry.Kind] = Scenario.defaultKinds,
        expect: [JSONObject]?
    ) {
        self.name = name
        self.configuration = configuration
        self.campaigns = campaigns
        self.events = events
        self.kinds = kinds
        self.expect = expect
    }

    /// Parses and decodes a scenario file's bytes.
    public init(data: Data) throws(WireError) {
        try self.init(json: JSONParser.parse(data))
    }

    /// Decodes a scenario object; every bad member is reported with its JSON path.
    public init(json: JSONValue, path: JSONPath = .root) throws(WireError) {
        let fields = try WireObject(json, path: path, what: "a scenario object")
        try fields.rejectUnknownKeys(["name", "description", "configuration", "campaigns", "events", "kinds", "expect"])
        let configuration = try DeliveryConfiguration(
            json: fields.value("configuration") ?? .object([:]),
            path: fields.path("configuration")
        )
        let campaigns = try (fields.array("campaigns") ?? []).enumerated().map {
            (index, item) throws(WireError) in try Campaign(wire: item, path: fields.path("campaigns").appending(index))
        }
        var events: [DeviceEvent] = []
        for (index, item) in (try fields.array("events") ?? []).enumerated() {
            let eventPath = fields.path("events").appending(index)
            let event = try DeviceEvent(json: item, path: eventPath)
            if let previous = events.last, event.at < previous.at {
                throw WireError(message: "earlier than the previous event (\(previous.at))", path: eventPath.appending("at"))
            }
            events.append(event)
        }
        var kinds = Scenario.defaultKinds
        if let items = try fields.array("kinds") {
            kinds = try items.enumerated().map { (index, item) throws(WireError) in
                try TraceEntry.Kind(json: item, path: fields.path("kinds").appending(index))
            }
        }
        let expect = try fields.array("expect").map { items throws(WireError) in
            try items.enumerated().map { (index, item) throws(WireError) in
                let entry = try WireObject(item, path: fields.path("expect").appending(index), what: "an expected entry")
                if let kind = entry.value("kind") { _ = try TraceEntry.Kind(json: kind, path: entry.path("kind")) }
                return entry.members
            }
        }
        self.init(
            name: try fields.string("name") ?? "",
            configuration: configuration,
            campaigns: campaigns,
            events: events,
            kinds: kinds,
            expect: expect
        )
    }

    /// Replays the log (from a fresh install) and returns the whole trace; `brake` is asked
    /// before each event.
    public func run(brake: ReplayBrake = .none) throws(DeliveryError) -> [TraceEntry] {
        try DeliveryEngine.replay(configuration: configuration, campaigns: campaigns, events: events, brake: brake)
    }

    /// The error of a check on a scenario without `expect` (nil when it has them): a check
    /// compares the trace with them, and `vitrine replay` prints the trace to write them from.
    public var missingExpectations: WireError? {
        expect == nil
            ? WireError(
                message: "missing required member \"expect\" (a check compares the trace with it; vitrine replay prints the trace to write it from)",
                path: JSONPath.root.appending("expect")
            )
            : nil
    }

    /// Replays the log and compares the trace, filtered to `kinds`, with `expect` (none when the
    /// scenario has none), position by position: every position where they differ is a
    /// mismatch, in order.
    public func check(brake: ReplayBrake = .none) throws(DeliveryError) -> ScenarioResult {
        compare(try run(brake: brake))
    }

    /// Compares `trace` (this scenario's replay) with `expect` as ``check(brake:)`` does.
    public func compare(_ trace: [TraceEntry]) -> ScenarioResult {
        let expect = expect ?? []
        let wanted = Set(kinds)
        let observed = trace.filter { wanted.contains($0.kind) }
        var mismatches: [ScenarioResult.Mismatch] = []
        for position in 0..<max(observed.count, expect.count) {
            let expected = position < expect.count ? expect[position] : nil
            let actual = position < observed.count ? observed[position] : nil
            if let expected, let actual, actual.satisfies(expected) { continue }
            mismatches.append(.init(position: position, expected: expected, actual: actual))
        }
        return ScenarioResult(observed: observed, mismatches: mismatches)
    }
}

extension TraceEntry.Kind {
    /// Decodes a kind name such as `"no_matching_trigger"`.
    init(json: JSONValue, path: JSONPath) throws(WireError) {
        guard let raw = json.stringValue, let kind = Self(rawValue: raw) else {
            throw WireError(message: "unknown trace kind \(JSONWriter.write(json))", path: path)
        }
        self = kind
    }
}
