import Synchronization

/// An asynchronous lock: `run` executes bodies one at a time, in arrival order, without blocking threads while waiting.
final class SerialGate: Sendable {
    /// Whether a body is running, and who waits for the gate.
    private struct State {
        var busy = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// Shared state.
    private let state = Mutex(State())

    /// Creates an open gate.
    init() {}

    /// Runs `body` once every earlier body has finished.
    func run<T>(_ body: () async throws -> T) async throws -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let enter = state.withLock { state in
                if state.busy {
                    state.waiters.append(continuation)
                    return false
                }
                state.busy = true
                return true
            }
            if enter { continuation.resume() }
        }
        defer {
            let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
                if state.waiters.isEmpty {
                    state.busy = false
                    return nil
                }
                return state.waiters.removeFirst()
            }
            next?.resume()
        }
        return try await body()
    }
}
