import CampaignServices
import CampaignStore
import Foundation
import InAppMessaging
import TestSupport
import Testing

@testable import Dashboard

/// A session's replays (its page, its trace, a past point, its scenario export) pass the replay
/// gate: with the gate full and no room to wait, each is told to come back later instead of
/// running beside the others on the request's own thread.
@Suite struct SessionReplayGateTests {
    /// Takes the gate's only place until `release`, and returns once the place is taken.
    final class Holder: Sendable {
        let task: Task<Void, any Error>
        let release: AsyncStream<Void>.Continuation

        init(_ gate: WorkGate) async {
            let (started, startedContinuation) = AsyncStream<Void>.makeStream()
            let (released, releaseContinuation) = AsyncStream<Void>.makeStream()
            release = releaseContinuation
            task = Task {
                try await gate.run {
                    startedContinuation.yield()
                    for await _ in released { break }
                }
            }
            for await _ in started { break }
        }

        func finish() async throws {
            release.yield()
            try await task.value
        }
    }

    @Test func replaysWaitForTheReplayGate() async throws {
        let scenario = try Scenario(
            data: Data(contentsOf: ProjectPaths.root.appendingPathComponent("Tests/Fixtures/scenarios/03-stack-is-lifo.json"))
        )
        let database = try AppDatabase.inMemory()
        let session = try await SessionLog(database: database)
            .create(name: "gated", configuration: scenario.configuration, campaigns: scenario.campaigns, events: scenario.events)
        let gate = WorkGate(kind: "replay", limit: 1, queueLimit: 0, maxWait: .seconds(60))
        let events = try await database.sessionEvents(id: session.id)
        let holder = await Holder(gate)
        await #expect(throws: WorkOverload.self) { try await SessionTimeline.replayed(session: session, events: events, gate: gate) }
        await #expect(throws: WorkOverload.self) {
            try await ScenarioStream(database: database, session: session, replays: gate).write { _ in }
        }
        try await holder.finish()
        let timeline = try await SessionTimeline.replayed(session: session, events: events, gate: gate)
        #expect(timeline.trace == (try scenario.run()))
    }
}
