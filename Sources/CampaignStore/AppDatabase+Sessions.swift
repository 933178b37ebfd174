import Foundation
import GRDB
import InAppMessaging

extension AppDatabase {
    /// Stores a new session with its campaigns snapshot and an initial log (already checked by
    /// the engine), owned by the `ActingUser`; returns it.
    public func insertSession(
        name: String,
        configuration: DeliveryConfiguration,
        campaigns: [Campaign],
        events: [DeviceEvent] = [],
        at date: Date = Date()
    ) async throws -> StoredSession {
        for campaign in campaigns {
            try CampaignLimits.check(campaign)
            try CampaignLimits.check(payload: JSONWriter.write(campaign.wireValue), id: campaign.id)
        }
        let record = SessionRecord(
            id: "session-" + UUID().uuidString.prefix(8).lowercased(),
            name: name,
            configuration: JSONWriter.write(configuration.jsonValue, keyOrder: .stored),
            campaigns: JSONWriter.write(.array(campaigns.map(\.wireValue))),
            eventCount: events.count,
            createdAt: date,
            updatedAt: date,
            owner: ActingUser.current
        )
        try await writer.write { db in
            try record.insert(db)
            try Self.insertEvents(events, sessionID: record.id, from: 0, in: db)
        }
        return StoredSession(
            id: record.id,
            name: name,
            configuration: configuration,
            campaigns: campaigns,
            eventCount: events.count,
            createdAt: date,
            updatedAt: date,
            owner: record.owner
        )
    }

    /// Every session's listing columns, newest first.
    public func sessionSummaries() async throws -> [SessionSummary] {
        try await read { db in
            try SessionRecord.order(SessionRecord.Columns.createdAt.desc, SessionRecord.Columns.id).fetchAll(db).map(\.summary)
        }
    }

    /// The listing columns of the session with this id (its owner among them), without decoding
    /// its configuration or campaigns; nil when there is none.
    public func sessionSummary(id: String) async throws -> SessionSummary? {
        try await read { db in
            try SessionRecord.fetchOne(db, key: id)?.summary
        }
    }

    /// The session with this id, configuration and campaigns decoded; nil when there is none.
    public func session(id: String) async throws -> StoredSession? {
        guard let record = try await read({ db in try SessionRecord.fetchOne(db, key: id) }) else { return nil }
        return try Self.stored(record)
    }

    /// The first `limit` events of a session's log (all of them when nil), in order.
    public func sessionEvents(id: String, limit: Int? = nil) async throws -> [DeviceEvent] {
        let payloads = try await read { db in
            try String.fetchAll(
                db,
                SessionEventRecord.select(Column("payload"))
                    .filter(SessionEventRecord.Columns.sessionId == id)
                    .order(SessionEventRecord.Columns.sequence)
                    .limit(limit ?? Int.max)
            )
        }
        return try payloads.enumerated().map { index, payload in
            do {
                return try DeviceEvent(json: JSONParser.parse(payload))
            } catch {
                throw SessionError.corrupt(id: id, reason: "event \(index): \(error)")
            }
        }
    }

    /// At most `limit` events of a session's log from position `first` on, in order: a page, so
    /// a large log can be read without holding it whole.
    public func sessionEvents(id: String, from first: Int, limit: Int) async throws -> [DeviceEvent] {
        let payloads = try await read { db in
            try String.fetchAll(
                db,
                SessionEventRecord.select(Column("payload"))
                    .filter(SessionEventRecord.Columns.sessionId == id && SessionEventRecord.Columns.sequence >= first)
                    .order(SessionEventRecord.Columns.sequence)
                    .limit(limit)
            )
        }
        return try payloads.enumerated().map { index, payload in
            do {
                return try DeviceEvent(json: JSONParser.parse(payload))
            } catch {
                throw SessionError.corrupt(id: id, reason: "event \(first + index): \(error)")
            }
        }
    }

    /// Appends events at the end of the log in one transaction, provided the log still holds
    /// `expectedCount` events (the state the engine checked them against); returns false, storing
    /// nothing, when it does not.
    public func appendSessionEvents(id: String, _ events: [DeviceEvent], expectedCount: Int, at date: Date = Date()) async throws -> Bool {
        let cache = cache
        let (appended, before) = try await writer.write { db -> (Bool, [Int]) in
            let before = cache.currentFileStamp()
            guard var record = try SessionRecord.fetchOne(db, key: id) else { throw SessionError.notFound(id) }
            guard record.eventCount == expectedCount else { return (false, before) }
            try Self.insertEvents(events, sessionID: id, from: expectedCount, in: db)
            record.eventCount += events.count
            record.updatedAt = date
            try record.update(db, columns: [SessionRecord.Columns.eventCount, SessionRecord.Columns.updatedAt])
            return (true, before)
        }
        // The log changed, no campaign did: cached campaigns and list pages stay valid.
        if appended { cache.absorb(before: before, after: cache.currentFileStamp()) }
        return appended
    }

    /// Replaces a session's campaigns snapshot (an explicit refresh); the log is kept.
    public func replaceSessionCampaigns(id: String, with campaigns: [Campaign], at date: Date = Date()) async throws {
        try await writer.write { db in
            guard var record = try SessionRecord.fetchOne(db, key: id) else { throw SessionError.notFound(id) }
            record.campaigns = JSONWriter.write(.array(campaigns.map(\.wireValue)))
            record.updatedAt = date
            try record.update(db)
        }
    }

    /// Deletes a session and its log.
    public func deleteSession(id: String) async throws {
        try await writer.write { db in
            guard try SessionRecord.deleteOne(db, key: id) else { throw SessionError.notFound(id) }
        }
    }

    /// Writes events with consecutive sequence numbers starting at `first`.
    private static func insertEvents(_ events: [DeviceEvent], sessionID: String, from first: Int, in db: Database) throws {
        for (offset, event) in events.enumerated() {
            // Stored order: event properties read back in the order they came (Liquid iterates them).
            let payload = JSONWriter.write(event.jsonValue, leadingKeys: ["at", "type"], keyOrder: .stored)
            try SessionEventRecord(sessionId: sessionID, sequence: first + offset, payload: payload).insert(db)
        }
    }

    /// Decodes a session row.
    private static func stored(_ record: SessionRecord) throws -> StoredSession {
        do {
            let configuration = try DeliveryConfiguration(json: JSONParser.parse(record.configuration))
            guard case .array(let items) = try JSONParser.parse(record.campaigns) else {
                throw WireError(message: "expected an array of campaigns")
            }
            let campaigns = try items.map { item throws(WireError) in try Campaign(wire: item) }
            return StoredSession(
                id: record.id,
                name: record.name,
                configuration: configuration,
                campaigns: campaigns,
                eventCount: record.eventCount,
                createdAt: record.createdAt,
                updatedAt: record.updatedAt,
                owner: record.owner
            )
        } catch {
            throw SessionError.corrupt(id: record.id, reason: "\(error)")
        }
    }
}
