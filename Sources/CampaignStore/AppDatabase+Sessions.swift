public import Foundation
import GRDB
public import InAppMessaging

extension AppDatabase {
    /// Stores a new session with its campaigns snapshot and an initial log (already checked by
    /// the engine), owned by the `ActingUser`; returns it.
    public func insertSession(
        name: String,
        configuration: DeliveryConfiguration,
        campaigns: [Campaign],
        events: [DeviceEvent] = [],
        byteLimits: SessionByteLimits = .standard,
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
        let payloads = Self.payloads(events)
        try await writer.write { db in
            try Self.checkBytes(payloads, session: nil, owner: record.owner, limits: byteLimits, in: db)
            try record.insert(db)
            try Self.insertEvents(payloads, sessionID: record.id, from: 0, in: db)
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
    /// `SessionError.tooManyBytes` when they would take the session or its owner past `byteLimits`.
    public func appendSessionEvents(
        id: String,
        _ events: [DeviceEvent],
        expectedCount: Int,
        byteLimits: SessionByteLimits = .standard,
        at date: Date = Date()
    ) async throws -> Bool {
        let cache = cache
        let payloads = Self.payloads(events)
        let (appended, before) = try await writer.write { db -> (Bool, [Int]) in
            let before = cache.currentFileStamp()
            guard var record = try SessionRecord.fetchOne(db, key: id) else { throw SessionError.notFound(id) }
            guard record.eventCount == expectedCount else { return (false, before) }
            try Self.checkBytes(payloads, session: id, owner: record.owner, limits: byteLimits, in: db)
            try Self.insertEvents(payloads, sessionID: id, from: expectedCount, in: db)
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

    /// The events as they are stored. Stored order: event properties read back in the order they
    /// came (Liquid iterates them).
    private static func payloads(_ events: [DeviceEvent]) -> [String] {
        events.map { JSONWriter.write($0.jsonValue, leadingKeys: ["at", "type"], keyOrder: .stored) }
    }

    /// Throws `SessionError.tooManyBytes` when `payloads` would take session `session` (nil: a new
    /// one) or the sessions of `owner` past `limits`.
    private static func checkBytes(_ payloads: [String], session: String?, owner: String?, limits: SessionByteLimits, in db: Database) throws {
        let adding = payloads.reduce(0) { $0 + $1.utf8.count }
        guard adding > 0 else { return }
        let stored = "COALESCE(SUM(LENGTH(CAST(payload AS BLOB))), 0)"
        let sessionBytes =
            try session.map { try Int.fetchOne(db, sql: "SELECT \(stored) FROM sessionEvent WHERE sessionId = ?", arguments: [$0]) ?? 0 } ?? 0
        guard sessionBytes + adding <= limits.perSession else {
            throw SessionError.tooManyBytes(limit: limits.perSession, total: sessionBytes + adding, owner: nil)
        }
        guard let owner else { return }
        let ownerBytes =
            try Int.fetchOne(
                db,
                sql: "SELECT \(stored) FROM sessionEvent WHERE sessionId IN (SELECT id FROM deviceSession WHERE owner = ?)",
                arguments: [owner]
            ) ?? 0
        guard ownerBytes + adding <= limits.perOwner else {
            throw SessionError.tooManyBytes(limit: limits.perOwner, total: ownerBytes + adding, owner: owner)
        }
    }

    /// Writes stored events with consecutive sequence numbers starting at `first`.
    private static func insertEvents(_ payloads: [String], sessionID: String, from first: Int, in db: Database) throws {
        for (offset, payload) in payloads.enumerated() {
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
