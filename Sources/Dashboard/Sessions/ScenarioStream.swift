import CampaignServices
import CampaignStore
import InAppMessaging

/// A session's scenario export written in parts, so its size does not bound the server's memory.
///
/// The bytes are exactly those of `JSONWriter.bytes(timeline.scenario(of: session), pretty: true,
/// leadingKeys: SessionTimeline.scenarioLeadingKeys, keyOrder: .stored)`, objects keeping their
/// members' order (an event's properties as the app sent them, the order Braze iterates them
/// in): the document's frame is written here, each
/// value inside it by `JSONWriter` at its depth. The log is read from the store in pages of
/// `pageSize` events, twice: once for `events`, once replayed for `expect`; only the engine and
/// one page are held at a time, and the output goes out in chunks of about `chunkSize` bytes.
/// Only the first `session.eventCount` events are read, so an append during the export does not
/// change it.
struct ScenarioStream: Sendable {
    /// Events read from the store at a time.
    static let pageSize = 1_000
    /// Bytes gathered before a chunk is handed on.
    static let chunkSize = 64 * 1024

    /// The store the log is read from.
    let database: AppDatabase
    /// The session, as it was when the export started.
    let session: StoredSession
    /// The replay gate each page's replay passes (on the offload pool), so an export holds a
    /// place only while it computes, never while the client reads.
    let replays: WorkGate

    /// Writes the document through `emit`, one chunk at a time. A stored event the engine refuses
    /// (a corrupt log) throws `SessionError.corrupt` part-way.
    func write(_ emit: ([UInt8]) async throws -> Void) async throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.chunkSize + 4096)
        var writer = JSONWriter.Appender(pretty: true, leadingKeys: SessionTimeline.scenarioLeadingKeys, keyOrder: .stored)
        func append(_ bytes: [UInt8]) async throws {
            buffer += bytes
            try await flushIfFull()
        }
        func flushIfFull() async throws {
            guard buffer.count >= Self.chunkSize else { return }
            try await emit(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        /// An element of a depth-1 array whose elements come one at a time.
        func element(_ value: JSONValue, count: inout Int) async throws {
            buffer += (count == 0 ? "[\n    " : ",\n    ").utf8
            writer.append(value, indent: 2, to: &buffer)
            count += 1
            try await flushIfFull()
        }
        func close(count: Int) async throws { try await append(Array((count == 0 ? "[]" : "\n  ]").utf8)) }

        try await append(Array("{\n  \"name\": ".utf8) + bytes(.string(session.name)))
        try await append(Array(",\n  \"configuration\": ".utf8) + bytes(session.configuration.jsonValue))
        try await append(Array(",\n  \"campaigns\": ".utf8) + bytes(.array(session.campaigns.map(\.wireValue))))
        try await append(Array(",\n  \"events\": ".utf8))
        var events = 0
        var position = 0
        while position < session.eventCount {
            let page = try await page(from: position)
            for event in page { try await element(event.jsonValue, count: &events) }
            position += page.count
        }
        try await close(count: events)
        try await append(Array(",\n  \"kinds\": ".utf8) + bytes(.array(TraceEntry.Kind.allCases.map { .string($0.rawValue) })))
        try await append(Array(",\n  \"expect\": ".utf8))
        var entries = 0
        var engine = DeliveryEngine(configuration: session.configuration, campaigns: session.campaigns)
        position = 0
        while position < session.eventCount {
            let page = try await page(from: position)
            let produced: [TraceEntry]
            (engine, produced) = try await replayed(page, after: engine)
            for entry in produced { try await element(entry.jsonValue, count: &entries) }
            position += page.count
        }
        try await close(count: entries)
        try await append(Array("\n}".utf8))
        try await emit(buffer)
    }

    /// The engine after `page`, and the entries the page produced: computed behind the gate.
    private func replayed(_ page: [DeviceEvent], after engine: DeliveryEngine) async throws -> (DeliveryEngine, [TraceEntry]) {
        let id = session.id
        return try await replays.replay { brake in
            var engine = engine
            var produced: [TraceEntry] = []
            for event in page {
                try brake.check(before: event.at)
                do {
                    produced += try engine.apply(event)
                } catch {
                    throw SessionError.corrupt(id: id, reason: String(describing: error))
                }
            }
            return (engine, produced)
        }
    }

    /// The page of events from `position`, within the first `session.eventCount`.
    private func page(from position: Int) async throws -> [DeviceEvent] {
        let limit = min(Self.pageSize, session.eventCount - position)
        let page = try await database.sessionEvents(id: session.id, from: position, limit: limit)
        guard !page.isEmpty else { throw SessionError.corrupt(id: session.id, reason: "the log ends at event \(position)") }
        return page
    }

    /// `value` pretty-printed as a member of the document (depth 1) or an element of one of its
    /// arrays (depth 2).
    private func bytes(_ value: JSONValue, depth: Int = 1) -> [UInt8] {
        JSONWriter.bytes(value, pretty: true, leadingKeys: SessionTimeline.scenarioLeadingKeys, keyOrder: .stored, indent: depth)
    }
}
