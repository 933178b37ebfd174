import TestSupport
import Testing

@testable import CampaignServices

/// The gate of one kind of heavy work: a few run, a few wait for a bounded time, the rest are
/// told to come back later.
@Suite struct WorkGateTests {
    /// Work that holds its place until `release` is called.
    actor Latch {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private var open = false

        func wait() async {
            if open { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            open = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    /// Waits until `gate` has `running` places taken and `waiting` waiters (the tasks just started reach it).
    static func waitFor(_ gate: WorkGate, running: Int, waiting: Int) async throws {
        let end = ContinuousClock.now + TestDeadline.safetyNet
        while await gate.occupancy != (running, waiting) {
            guard ContinuousClock.now < end else {
                Issue.record("the gate never reached \(running) running, \(waiting) waiting: \(await gate.occupancy)")
                return
            }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test func pastTheLimitRequestsWaitThenGiveUp() async throws {
        // The wait is long enough for the test to see the second waiting on a loaded machine.
        let gate = WorkGate(kind: "preview", limit: 1, queueLimit: 1, maxWait: .seconds(2))
        let latch = Latch()
        let first = Task { try await gate.run { await latch.wait() } }
        try await Self.waitFor(gate, running: 1, waiting: 0)
        // The second waits in the queue, the third finds the queue full at once.
        let second = Task { try await gate.run { "second" } }
        try await Self.waitFor(gate, running: 1, waiting: 1)
        await #expect(throws: WorkOverload.self) { try await gate.run { "third" } }
        // Nothing frees the place within the wait: the second is turned away too.
        let outcome = await second.result
        #expect(throws: WorkOverload.self) { try outcome.get() }
        await latch.release()
        _ = try await first.value
        #expect(try await gate.run { "after" } == "after")
    }

    @Test func aWaiterGetsThePlaceWhenItFrees() async throws {
        let gate = WorkGate(kind: "replay", limit: 1, queueLimit: 4, maxWait: TestDeadline.safetyNet)
        let latch = Latch()
        let first = Task { try await gate.run { await latch.wait() } }
        try await Self.waitFor(gate, running: 1, waiting: 0)
        let second = Task { try await gate.run { "second ran" } }
        try await Self.waitFor(gate, running: 1, waiting: 1)
        await latch.release()
        _ = try await first.value
        #expect(try await second.value == "second ran")
    }

    @Test func anOverloadSaysWhenToComeBack() {
        let overload = WorkOverload(kind: "snapshot", retryAfter: 20)
        #expect(overload.description == "the server is busy with other snapshot requests; try again in 20 s")
    }
}
