import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Chrome DevTools Protocol over Chromium's pipe transport: NUL-terminated JSON messages, replies matched by `id`,
/// events delivered to waiters registered beforehand. Every wait has a deadline; when the pipe closes, everything pending throws.
final class CDPConnection: Sendable {
    /// An event someone expects: filled in when it arrives, resumed if already waited for.
    private struct EventWaiter {
        var method: String
        var sessionId: String?
        var fired = false
        var continuation: CheckedContinuation<Void, any Error>?
    }

    /// Everything shared between callers and the reader thread.
    private struct State {
        var nextId = 1
        var replies: [Int: CheckedContinuation<JSONValue, any Error>] = [:]
        /// The session each pending call was sent to, so a crashed page's calls can fail at once.
        var replySessions: [Int: String] = [:]
        var events: [Int: EventWaiter] = [:]
        var closedReason: String?
    }

    /// Our end of the pipe Chromium reads.
    private let writeDescriptor: Int32
    /// Shared state.
    private let state = Mutex(State())
    /// Keeps whole messages from interleaving on the pipe.
    private let writeLock = Mutex(())

    /// Starts reading replies and events from `readDescriptor` on a background thread; writes go to `writeDescriptor`.
    init(readDescriptor: Int32, writeDescriptor: Int32) {
        self.writeDescriptor = writeDescriptor
        let thread = Thread { [self] in readLoop(readDescriptor) }
        thread.name = "vitrine-cdp-reader"
        thread.start()
    }

    /// Sends `method` with `params` (to `sessionId`'s target if given) and returns the reply's `result`;
    /// throws the protocol error, a timeout after `timeout`, or the reason the connection closed.
    func send(_ method: String, _ params: JSONValue = [:], sessionId: String? = nil, timeout: Duration) async throws -> JSONValue {
        let id = state.withLock { state in
            defer { state.nextId += 1 }
            return state.nextId
        }
        var message: [String: JSONValue] = ["id": .number(Double(id)), "method": .string(method), "params": params]
        if let sessionId { message["sessionId"] = .string(sessionId) }
        let data = try JSONValue.object(message).serialized()
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.resolveReply(id, with: .failure(SnapshotError("Chromium did not answer \(method) within \(timeout)")))
        }
        defer { timer.cancel() }
        let reply = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<JSONValue, any Error>) in
            let closed = state.withLock { state -> String? in
                if let reason = state.closedReason { return reason }
                state.replies[id] = continuation
                if let sessionId { state.replySessions[id] = sessionId }
                return nil
            }
            if let closed {
                continuation.resume(throwing: SnapshotError(closed))
                return
            }
            do {
                try write(data)
            } catch {
                resolveReply(id, with: .failure(error))
            }
        }
        if let error = reply["error"] {
            let text = error["message"]?.stringValue ?? "unknown error"
            throw SnapshotError("Chromium rejected \(method): \(text)")
        }
        return reply["result"] ?? [:]
    }

    /// Starts listening for the event `method` (from `sessionId`); call before the command that triggers it, then `wait`.
    func expectEvent(_ method: String, sessionId: String?) -> Int {
        state.withLock { state in
            defer { state.nextId += 1 }
            state.events[state.nextId] = EventWaiter(method: method, sessionId: sessionId)
            return state.nextId
        }
    }

    /// Waits until the event registered as `token` has arrived, at most `timeout`.
    func wait(forEvent token: Int, timeout: Duration) async throws {
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.resolveEvent(token, with: SnapshotError("the page did not finish loading within \(timeout)"))
        }
        defer { timer.cancel() }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let outcome = state.withLock { state -> Result<Void, SnapshotError>? in
                guard let waiter = state.events[token] else { return .failure(SnapshotError("event wait was cancelled")) }
                if waiter.fired {
                    state.events[token] = nil
                    return .success(())
                }
                if let reason = state.closedReason {
                    state.events[token] = nil
                    return .failure(SnapshotError(reason))
                }
                state.events[token]?.continuation = continuation
                return nil
            }
            if let outcome { continuation.resume(with: outcome) }
        }
    }

    /// Forgets an expected event that will not be waited for.
    func cancelEvent(_ token: Int) {
        _ = state.withLock { $0.events.removeValue(forKey: token) }
    }

    /// Fails every pending call and every later one with `reason`.
    func shutDown(reason: String) {
        let (replies, waiters) = state.withLock { state in
            if state.closedReason == nil { state.closedReason = reason }
            defer {
                state.replies = [:]
                state.replySessions = [:]
                state.events = state.events.filter { $0.value.continuation == nil }
            }
            return (Array(state.replies.values), state.events.values.compactMap(\.continuation))
        }
        for continuation in replies { continuation.resume(throwing: SnapshotError(reason)) }
        for continuation in waiters { continuation.resume(throwing: SnapshotError(reason)) }
    }

    /// Answers an open JavaScript dialog without waiting for the reply (which `dispatch` then ignores).
    private func dismissDialog(sessionId: String?) {
        let id = state.withLock { state in
            defer { state.nextId += 1 }
            return state.nextId
        }
        var message: [String: JSONValue] = ["id": .number(Double(id)), "method": "Page.handleJavaScriptDialog", "params": ["accept": true]]
        if let sessionId { message["sessionId"] = .string(sessionId) }
        if let data = try? JSONValue.object(message).serialized() { try? write(data) }
    }

    /// Writes one message and its NUL terminator.
    private func write(_ data: Data) throws {
        var bytes = [UInt8](data)
        bytes.append(0)
        try writeLock.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { buffer in
                    sendWithoutSignal(writeDescriptor, buffer.baseAddress, buffer.count)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw SnapshotError("could not write to Chromium: \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }

    /// Completes the call `id`, if still pending.
    private func resolveReply(_ id: Int, with result: Result<JSONValue, any Error>) {
        let continuation = state.withLock { state in
            state.replySessions[id] = nil
            return state.replies.removeValue(forKey: id)
        }
        continuation?.resume(with: result)
    }

    /// Fails the event wait `token`, if still pending.
    private func resolveEvent(_ token: Int, with error: SnapshotError) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard let waiter = state.events[token], let continuation = waiter.continuation else { return nil }
            state.events[token] = nil
            return continuation
        }
        continuation?.resume(throwing: error)
    }

    /// Reads NUL-terminated messages until the pipe closes, then fails everything pending.
    private func readLoop(_ descriptor: Int32) {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256 * 1_024)
        var scanned = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[0..<count])
            var start = 0
            while let end = buffer[max(start, scanned)...].firstIndex(of: 0) {
                dispatch(Data(buffer[start..<end]))
                start = end + 1
            }
            if start > 0 { buffer.removeFirst(start) }
            scanned = buffer.count
        }
        close(descriptor)
        shutDown(reason: "Chromium exited or closed its DevTools pipe")
    }

    /// Routes one incoming message to the call or event waiter it belongs to.
    private func dispatch(_ data: Data) {
        guard let message = try? JSONValue.parse(data) else { return }
        if let id = message["id"]?.doubleValue {
            resolveReply(Int(id), with: .success(message))
            return
        }
        guard let method = message["method"]?.stringValue else { return }
        let sessionId = message["sessionId"]?.stringValue
        if method == "Page.javascriptDialogOpening" {
            // alert(), confirm() and prompt() would block the page (and every later call) until answered.
            dismissDialog(sessionId: sessionId)
        }
        if method == "Inspector.targetCrashed", let sessionId {
            // A crashed renderer (out of memory past the heap cap, say) never answers: fail its calls now.
            let pending = state.withLock { state in state.replySessions.filter { $0.value == sessionId }.map(\.key) }
            for id in pending {
                resolveReply(id, with: .failure(SnapshotError("the page's renderer crashed (it may have run out of memory)")))
            }
        }
        let continuations = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            var ready: [CheckedContinuation<Void, any Error>] = []
            for (token, waiter) in state.events where waiter.method == method && waiter.sessionId == sessionId && !waiter.fired {
                if let continuation = waiter.continuation {
                    ready.append(continuation)
                    state.events[token] = nil
                } else {
                    state.events[token]?.fired = true
                }
            }
            return ready
        }
        for continuation in continuations { continuation.resume() }
    }
}

/// `send` that reports a closed peer as EPIPE instead of raising SIGPIPE (on Darwin the socket carries SO_NOSIGPIPE).
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(descriptor, bytes, count, 0)
    #endif
}
