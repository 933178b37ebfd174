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
