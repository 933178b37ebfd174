import CampaignServices
import Testing

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

    @Test func pastTheLimitRequestsWaitThenGiveUp() async throws {
        let gate = WorkGate(kind: "preview", limit: 1, queueLimit: 1, maxWait: .milliseconds(300))
        let latch = Latch()
        let first = Task { try await gate.run { await latch.wait() } }
        try await Task.sleep(for: .milliseconds(50))
        // The second waits in the queue, the third finds the queue full at once.
        let second = Task { try await gate.run { "second" } }
        try await Task.sleep(for: .milliseconds(50))
        await #expect(throws: WorkOverload.self) { try await gate.run { "third" } }
        // Nothing frees the place within the wait: the second is turned away too.
        let outcome = await second.result
        #expect(throws: WorkOverload.self) { try outcome.get() }
        await latch.release()
        _ = try await first.value
        #expect(try await gate.run { "after" } == "after")
    }

    @Test func aWaiterGetsThePlaceWhenItFrees() async throws {
        let gate = WorkGate(kind: "replay", limit: 1, queueLimit: 4, maxWait: .seconds(30))
        let latch = Latch()
        let first = Task { try await gate.run { await latch.wait() } }
        try await Task.sleep(for: .milliseconds(50))
        let second = Task { try await gate.run { "second ran" } }
        try await Task.sleep(for: .milliseconds(50))
        await latch.release()
        _ = try await first.value
        #expect(try await second.value == "second ran")
    }

    @Test func anOverloadSaysWhenToComeBack() {
        let overload = WorkOverload(kind: "snapshot", retryAfter: 20)
        #expect(overload.description == "the server is busy with other snapshot requests; try again in 20 s")
    }
}
