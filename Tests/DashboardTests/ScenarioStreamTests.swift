import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

@testable import Dashboard

/// The scenario export streams: the same bytes as the document built in
/// memory, written in chunks from pages of the log.
@Suite struct ScenarioStreamTests {
    /// The export as it was built before it streamed: the whole document in memory.
    static func inMemoryExport(_ database: AppDatabase, _ session: StoredSession) async throws -> [UInt8] {
        let timeline = try SessionTimeline(session: session, events: try await database.sessionEvents(id: session.id))
        return JSONWriter.bytes(timeline.scenario(of: session), pretty: true, leadingKeys: SessionTimeline.scenarioLeadingKeys, keyOrder: .stored)
    }

    /// The streamed export and the chunks it came in.
    static func streamed(_ database: AppDatabase, _ session: StoredSession) async throws -> (bytes: [UInt8], chunks: Int) {
        var bytes: [UInt8] = []
        var chunks = 0
        try await ScenarioStream(database: database, session: session, replays: WorkGates.unbounded.replay).write { chunk in
            bytes += chunk
            chunks += 1
        }
        return (bytes, chunks)
    }

    @Test(arguments: [
        "Tests/Fixtures/scenarios/03-stack-is-lifo.json", "Tests/Fixtures/scenarios/16-bridge-chain.json",
        "Tests/Fixtures/scenarios/30-templated-message-renders-at-trigger-time.json", "",
    ])
    func aSmallSessionStreamsTheSameBytes(_ file: String) async throws {
        let scenario =
            file.isEmpty
            ? try Scenario(json: JSONParser.parse(#"{"events": [], "expect": []}"#))
            : try Scenario(data: Data(contentsOf: ProjectPaths.root.appendingPathComponent(file)))
        let database = try AppDatabase.inMemory()
        let session = try await SessionLog(database: database).create(
            name: "Small \"one\"",
            configuration: scenario.configuration,
            campaigns: scenario.campaigns,
            events: scenario.events
        )
        let expected = try await Self.inMemoryExport(database, session)
        let (bytes, chunks) = try await Self.streamed(database, session)
        #expect(bytes == expected, "\(file)")
        #expect(chunks == 1)
    }

    @Test func aLargeSessionStreamsInChunksAndParsesBack() async throws {
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        let campaigns = try await database.campaigns().map(\.campaign)
        let events =
            [DeviceEvent(at: 0, .sessionStart)]
            + (1...2_500).map { DeviceEvent(at: Double($0), .customEvent(name: $0 % 2 == 0 ? "open_store" : "other", properties: ["n": .int($0)])) }
        let session = try await database.insertSession(name: "Large", configuration: DeliveryConfiguration(), campaigns: campaigns, events: events)
        let (bytes, chunks) = try await Self.streamed(database, session)
        #expect(chunks > 3)
        #expect(bytes == (try await Self.inMemoryExport(database, session)))
        let parsed = try Scenario(data: Data(bytes))
        #expect(parsed.events == events)
        #expect(
            parsed.expect?.count == (try DeliveryEngine.replay(configuration: DeliveryConfiguration(), campaigns: campaigns, events: events)).count
        )
    }

    @Test func theRouteAnswersWithTheStreamedBytes() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await SessionAPITests.createSession(client)
            _ = try await SessionAPITests.send(client, .post, "/api/sessions/\(id)/events", #"[{"at": 0, "type": "session_start"}]"#)
            let session = try #require(try await database.session(id: id))
            let expected = try await Self.inMemoryExport(database, session)
            try await client.execute(uri: "/api/sessions/\(id)/scenario", method: .get, headers: [:], body: nil) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"\(id).scenario.json\"")
                #expect(Array(response.body.readableBytesView) == expected)
            }
        }
    }
}
