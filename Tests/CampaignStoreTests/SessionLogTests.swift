import CampaignStore
import Foundation
import InAppMessaging
import TestSupport
import Testing

/// Appending events one by one through the session log (store + engine cache) gives exactly the
/// trace and state of a full replay of the stored log, for every conformance scenario, also
/// after a cache miss; refused events leave the log unchanged.
@Suite struct SessionLogTests {
    /// Every scenario file, relative to the project root.
    static let scenarioFiles: [String] = {
        var files: [String] = []
        for folder in ["Tests/Fixtures/scenarios"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: ProjectPaths.root.appendingPathComponent(folder).path)) ?? []
            files += names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
        return files
    }()

    @Test func findsTheScenarios() {
        #expect(Self.scenarioFiles.filter { $0.hasPrefix("Tests/Fixtures/scenarios/0") }.count >= 7)
        #expect(Self.scenarioFiles.count >= 20)
    }

    @Test(arguments: scenarioFiles)
    func appendingOneByOneEqualsAFullReplay(_ file: String) async throws {
        let scenario = try Scenario(data: Data(contentsOf: ProjectPaths.root.appendingPathComponent(file)))
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database)
        let session = try await log.create(name: scenario.name, configuration: scenario.configuration, campaigns: scenario.campaigns)
        var appended: [TraceEntry] = []
        for event in scenario.events {
            appended += try await log.append([event], to: session.id).trace
        }
        let expected = try scenario.run()
        #expect(Self.lines(appended) == Self.lines(expected), "\(file)")

        let stored = try await database.sessionEvents(id: session.id)
        #expect(stored == scenario.events)
        var replayed: [TraceEntry] = []
        let replayedEngine = try DeliveryEngine.replay(
            configuration: scenario.configuration,
            campaigns: scenario.campaigns,
            events: stored
        ) { replayed.append($0) }
        #expect(Self.lines(replayed) == Self.lines(expected))

        let cached = try await log.engine(of: session.id)
        #expect(EngineState(cached) == EngineState(replayedEngine))
        let missed = try await SessionLog(database: database).engine(of: session.id)
        #expect(EngineState(missed) == EngineState(replayedEngine))
    }

    /// Counts the replays handed to a log's runner.
    actor ReplayCounter {
        var count = 0
        func add() { count += 1 }
    }

    @Test func aCacheMissReplaysThroughTheGivenRunnerAndTheCacheDoesNot() async throws {
        let scenario = try Scenario(data: Data(contentsOf: ProjectPaths.root.appendingPathComponent(Self.scenarioFiles[0])))
        let database = try AppDatabase.inMemory()
        let session = try await SessionLog(database: database)
            .create(name: "x", configuration: scenario.configuration, campaigns: scenario.campaigns, events: scenario.events)
        let counter = ReplayCounter()
        let log = SessionLog(database: database) { replay in
            await counter.add()
            return try replay()
        }
        let missed = try await log.engine(of: session.id)
        _ = try await log.engine(of: session.id)
        #expect(await counter.count == 1)
        #expect(
            EngineState(missed)
                == EngineState(
                    try DeliveryEngine.replay(configuration: scenario.configuration, campaigns: scenario.campaigns, events: scenario.events) { _ in }
                )
        )
    }

    @Test func aBatchEqualsOneByOneAfterACacheMiss() async throws {
        let scenario = try Scenario(data: Data(contentsOf: ProjectPaths.root.appendingPathComponent(Self.scenarioFiles[0])))
        let database = try AppDatabase.inMemory()
        let first = SessionLog(database: database)
        let session = try await first.create(name: "x", configuration: scenario.configuration, campaigns: scenario.campaigns)
        let half = scenario.events.count / 2
        var trace = try await first.append(Array(scenario.events.prefix(half)), to: session.id).trace
        let second = SessionLog(database: database, capacity: 1)
        trace += try await second.append(Array(scenario.events.dropFirst(half)), to: session.id).trace
        #expect(Self.lines(trace) == Self.lines(try scenario.run()))
    }

    @Test func aRefusedEventLeavesTheLogUnchanged() async throws {
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database)
        let session = try await log.create(name: "x", configuration: DeliveryConfiguration(), campaigns: [])
        _ = try await log.append([DeviceEvent(at: 5, .sessionStart)], to: session.id)
        await #expect(throws: SessionError.rejected(index: 1, .eventOutOfOrder(at: 4, previous: 6))) {
            _ = try await log.append([DeviceEvent(at: 6, .tick), DeviceEvent(at: 4, .tick)], to: session.id)
        }
        #expect(try await database.sessionEvents(id: session.id) == [DeviceEvent(at: 5, .sessionStart)])
        #expect(try await log.engine(of: session.id).time == 5)
        #expect(try await log.append([DeviceEvent(at: 5, .tick)], to: session.id).eventCount == 2)
    }

    @Test func creatingWithAnOutOfOrderLogStoresNothing() async throws {
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database)
        await #expect(throws: SessionError.self) {
            _ = try await log.create(
                name: "x",
                configuration: DeliveryConfiguration(),
                campaigns: [],
                events: [DeviceEvent(at: 2, .tick), DeviceEvent(at: 1, .tick)]
            )
        }
        #expect(try await database.sessionSummaries().isEmpty)
    }

    @Test func concurrentAppendsToOneSessionAllLandInTurn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try AppDatabase.openOnDisk(path: folder.appendingPathComponent("db.sqlite").path)
        let log = SessionLog(database: database)
        let session = try await log.create(name: "busy", configuration: DeliveryConfiguration(), campaigns: [])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<25 { _ = try await log.append([DeviceEvent(at: 1, .tick)], to: session.id) } }
            }
            try await group.waitForAll()
        }
        #expect(try await database.sessionEvents(id: session.id).count == 200)
        #expect(try await log.append([DeviceEvent(at: 2, .tick)], to: session.id).eventCount == 201)
    }

    @Test func unknownSessionsAreNotFound() async throws {
        let log = SessionLog(database: try AppDatabase.inMemory())
        await #expect(throws: SessionError.notFound("nope")) { _ = try await log.append([DeviceEvent(at: 0, .tick)], to: "nope") }
    }

    @Test func evictionKeepsResultsCorrect() async throws {
        let database = try AppDatabase.inMemory()
        let log = SessionLog(database: database, capacity: 2)
        var ids: [String] = []
        for index in 0..<4 {
            ids.append(try await log.create(name: "s\(index)", configuration: DeliveryConfiguration(), campaigns: []).id)
        }
        for round in 1...3 {
            for id in ids { _ = try await log.append([DeviceEvent(at: Double(round), .tick)], to: id) }
        }
        for id in ids {
            #expect(try await log.engine(of: id).time == 3)
            #expect(try await database.sessionEvents(id: id).count == 3)
        }
    }

    /// The trace as JSON lines, the byte-level comparison.
    static func lines(_ trace: [TraceEntry]) -> [String] { trace.map(\.jsonLine) }
}

/// Everything a session page shows of an engine, comparable.
struct EngineState: Equatable {
    var time: Double?
    var screen: String?
    var stack: [StackedMessage]
    var attributes: JSONObject
    var presentation: MessagePresentation?
    var foreground: Bool
    var orientation: DeliveryConfiguration.DeviceOrientation
    var appearance: DeliveryConfiguration.Appearance
    var online: Bool
    var delivered: [String]
    var counts: [String: CampaignCounts]
    var whyNot: [WhyNot]

    init(_ engine: DeliveryEngine) {
        time = engine.time
        screen = engine.screen
        stack = engine.stack
        attributes = engine.attributes
        presentation = engine.presentation
        foreground = engine.isInForeground
        orientation = engine.orientation
        appearance = engine.appearance
        online = engine.isOnline
        delivered = engine.deliveredCampaignIDs
        counts = engine.allCounts
        whyNot = engine.campaigns.map { engine.whyNot(campaignID: $0.id) }
    }
}
