import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// Connection admission against the real server on a loopback port: the per-address cap, the
/// head deadline, eviction of idle connections at the global cap, and probes that stay reachable.
@Suite struct ConnectionAdmissionTests {
    /// Runs `body` on a thread of its own: the raw sockets block, and must not hold the pool the
    /// server's handlers run on.
    func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    /// Starts the real server with `configuration` and returns what `body` observes given its
    /// port (the expectations are checked here, on the test's task, not on the socket thread).
    func withServer<T: Sendable>(_ configuration: DashboardConfiguration, _ body: @escaping @Sendable (Int) throws -> T) async throws -> T {
        let database = try AppDatabase.inMemory()
        let app = try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test"))
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            return try await blocking { try body(port) }
        }
    }

    /// How many of `sockets` the server closed: read in turn until at least `expected` are closed (for
    /// at most a minute: a loaded machine is slow to close them), then once more for any extra.
    static func closedCount(_ sockets: [LoopbackSocket], atLeast expected: Int) -> Int {
        var closed = Set<Int>()
        let end = Date().addingTimeInterval(60)
        func pass() {
            for (index, socket) in sockets.enumerated() where !closed.contains(index) && socket.readUntilClosed().closed {
                closed.insert(index)
            }
        }
        while closed.count < expected, Date() < end { pass() }
        Thread.sleep(forTimeInterval: 0.5)
        pass()
        return closed.count
    }

    @Test func idleSocketsPastThePerAddressCapAreClosedAndProbesStillAnswer() async throws {
        let probePort = try LoopbackSocket.freePort()
        var configuration = testConfiguration()
        configuration.maxConnectionsPerAddress = 4
        configuration.probePort = probePort
        let seen = try await withServer(configuration) { port in
            let held = try (0..<10).map { _ in try LoopbackSocket(port: port, receiveTimeout: 0.2) }
            let closed = Self.closedCount(held, atLeast: 6)
            // The probe port answers the same address, which holds its whole cap on the main port.
            var probe: LoopbackSocket?
            for _ in 0..<50 where probe == nil {
                probe = try? LoopbackSocket(port: probePort)
                if probe == nil { Thread.sleep(forTimeInterval: 0.1) }
            }
            let healthz = try probe?.get("/healthz") ?? "no probe listener"
            let readyz = try LoopbackSocket(port: probePort).get("/readyz")
            // Another address is still served on the main port.
            #if os(Linux)
            let other = try LoopbackSocket(port: port, source: "127.0.0.2").get("/healthz")
            #else
            let other = "HTTP/1.1 200 (one loopback address only)"
            #endif
            withExtendedLifetime(held) {}
            return (closed: closed, healthz: healthz, readyz: readyz, other: other)
        }
        // The test client's own connection (from the same address) may hold one of the 4.
        #expect((6...7).contains(seen.closed), "the sockets past the cap of 4 are closed at once: \(seen.closed) of 10 closed")
        #expect(seen.healthz.hasPrefix("HTTP/1.1 200"), "\(seen.healthz)")
        #expect(seen.readyz.hasPrefix("HTTP/1.1 200"), "\(seen.readyz)")
        #expect(seen.other.hasPrefix("HTTP/1.1 200"), "\(seen.other)")
    }

    @Test func aConnectionThatSendsNoHeadIsClosedAtTheDeadline() async throws {
        var configuration = testConfiguration()
        configuration.headTimeout = .milliseconds(500)
        // Only the head deadline can close a connection within the test.
        configuration.idleTimeout = .seconds(3600)
        let seen = try await withServer(configuration) { port in
            // A request sent in time is answered, and its keep-alive connection is not cut at the
            // head deadline: a second request after the deadline has passed is answered too.
            let prompt = try LoopbackSocket(port: port, receiveTimeout: 300)
            try prompt.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let first = prompt.readResponse()
            // Closed by the head deadline, the only timer short enough; the receive timeout is a
            // safety net that a working deadline never reaches. It opened after `prompt`, so once
            // it is closed `prompt` is past its own deadline too.
            let silence = try LoopbackSocket(port: port, receiveTimeout: 300).readUntilClosed()
            // Half a head is no head.
            let partial = try LoopbackSocket(port: port, receiveTimeout: 300)
            try partial.send("GET /healthz HTTP/1.1\r\nHost: local")
            let partialClosed = partial.readUntilClosed().closed
            try prompt.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let second = prompt.readResponse()
            return (silence: silence, partialClosed: partialClosed, first: first, second: second)
        }
        #expect(seen.silence.text.isEmpty && seen.silence.closed)
        #expect(seen.partialClosed)
        #expect(seen.first.hasPrefix("HTTP/1.1 200"), "\(seen.first)")
        #expect(seen.second.hasPrefix("HTTP/1.1 200"), "\(seen.second)")
    }

    @Test func atTheGlobalCapTheOldestIdleConnectionMakesRoom() async throws {
        var configuration = testConfiguration()
        configuration.maxConnections = 3
        configuration.maxConnectionsPerAddress = 100
        // The held sockets send no head: only the eviction may close them within the test.
        configuration.headTimeout = .seconds(3600)
        configuration.idleTimeout = .seconds(3600)
        let seen = try await withServer(configuration) { port in
            // One at a time, so they are registered in this order.
            let held = try (0..<3).map { _ in
                defer { Thread.sleep(forTimeInterval: 0.2) }
                return try LoopbackSocket(port: port, receiveTimeout: 300)
            }
            let healthz = try LoopbackSocket(port: port, receiveTimeout: 300).get("/healthz")
            // The oldest is closed (the receive timeout is a safety net: nothing else closes it).
            let oldestClosed = held[0].readUntilClosed().closed
            // The eviction that closed it closed any other victim at the same time.
            return (healthz: healthz, oldestClosed: oldestClosed, newestClosed: held[2].isClosedNow)
        }
        #expect(seen.healthz.hasPrefix("HTTP/1.1 200"), "\(seen.healthz)")
        #expect(seen.oldestClosed, "the oldest idle connection was evicted")
        #expect(!seen.newestClosed, "the newest is kept")
    }
}
