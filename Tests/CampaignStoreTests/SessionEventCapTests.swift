import CampaignStore
import InAppMessaging
import Testing

/// A session's log has a cap: creating or appending past it is refused
/// with the limit named, and nothing is stored.
@Suite struct SessionEventCapTests {
    /// `count` custom events, one a second from `start`.
    static func events(_ count: Int, from start: Int = 0) -> [DeviceEvent] {
        (start..<(start + count)).map { DeviceEvent(at: Double($0), .customEvent(name: "e", properties: [:])) }
    }

    @Test func theDefaultCapIsDocumented() async throws {
        let database = try AppDatabase.inMemory()
        #expect(SessionLog.maximumEvents == 20_000)
        #expect(SessionLog(database: database).eventLimit == 20_000)
        #expect(SessionLog(database: database, eventLimit: 1_000_000).eventLimit == 20_000)
    }

    @Test func appendingPastTheCapIsRefusedAndStoresNothing() async throws {
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database, eventLimit: 5)
        let session = try await log.create(name: "s", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(3))
        _ = try await log.append(Self.events(2, from: 3), to: session.id)
        let refusal = await #expect(throws: SessionError.self) {
            _ = try await log.append(Self.events(1, from: 5), to: session.id)
        }
        #expect(refusal == .tooManyEvents(limit: 5, total: 6))
        #expect(refusal?.description == "a session holds at most 5 events; these would make 6")
        #expect(try await database.sessionEvents(id: session.id).count == 5)
    }

    @Test func creatingPastTheCapIsRefused() async throws {
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database, eventLimit: 5)
        await #expect(throws: SessionError.tooManyEvents(limit: 5, total: 6)) {
            _ = try await log.create(name: "s", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(6))
        }
        #expect(try await database.sessionSummaries().isEmpty)
    }
}

/// A session's log, and all the sessions of one owner, hold a bounded number of bytes: past it
/// an append or a new session is refused with the limit named, and nothing is stored.
@Suite struct SessionByteLimitTests {
    /// `count` custom events whose property takes `bytes` bytes.
    static func events(_ count: Int, bytes: Int, from start: Int = 0) -> [DeviceEvent] {
        (start..<(start + count)).map {
            DeviceEvent(at: Double($0), .customEvent(name: "e", properties: ["p": .string(String(repeating: "x", count: bytes))]))
        }
    }

    @Test func aSessionStopsAtItsBytes() async throws {
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database, byteLimits: SessionByteLimits(perSession: 10_000, perOwner: 1_000_000))
        let session = try await log.create(name: "s", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(4, bytes: 2_000))
        let refusal = await #expect(throws: SessionError.self) {
            _ = try await log.append(Self.events(1, bytes: 2_000, from: 4), to: session.id)
        }
        guard case .tooManyBytes(let limit, let total, nil)? = refusal else {
            Issue.record("\(String(describing: refusal))")
            return
        }
        #expect(limit == 10_000)
        #expect(total > 10_000)
        #expect(refusal?.description.hasPrefix("a session holds at most 10000 bytes of events") == true)
        #expect(try await database.sessionEvents(id: session.id).count == 4)
    }

    @Test func anOwnersSessionsShareTheirBytes() async throws {
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database, byteLimits: SessionByteLimits(perSession: 10_000, perOwner: 15_000))
        try await ActingUser.$current.withValue("vera") {
            let first = try await log.create(name: "1", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(4, bytes: 2_000))
            _ = try await log.create(name: "2", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(3, bytes: 2_000))
            await #expect(throws: SessionError.self) {
                _ = try await log.create(name: "3", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(2, bytes: 2_000))
            }
            let refusal = await #expect(throws: SessionError.self) {
                _ = try await log.append(Self.events(1, bytes: 1_000, from: 4), to: first.id)
            }
            #expect(refusal?.description.contains("the sessions of vera hold at most 15000 bytes") == true, "\(String(describing: refusal))")
            #expect(try await database.sessionSummaries().count == 2)
            try await database.deleteSession(id: first.id)
            _ = try await log.create(name: "3", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(2, bytes: 2_000))
        }
        // Another owner has a budget of its own.
        try await ActingUser.$current.withValue("nora") {
            _ = try await log.create(name: "4", configuration: DeliveryConfiguration(), campaigns: [], events: Self.events(4, bytes: 2_000))
        }
    }

    @Test func theServersLimitsAreDocumented() {
        #expect(SessionByteLimits.standard == SessionByteLimits(perSession: 8 << 20, perOwner: 64 << 20))
    }
}
