import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TestSupport
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

    /// What became of `sockets`: read in turn until at least `expected` are closed (the minute is a
    /// safety net that only a server that never closes them reaches), then each one still open is
    /// asked for `/healthz` on its keep-alive connection. A socket counts as closed when the server
    /// closed it, as answered when that request was answered, so every socket ends in one of the
    /// two without waiting for a length of time.
    static func outcome(of sockets: [LoopbackSocket], closingAtLeast expected: Int) throws -> (closed: Int, answered: Int) {
        var closed = Set<Int>()
        let end = ContinuousClock.now + TestDeadline.safetyNet
        while closed.count < expected, ContinuousClock.now < end {
            for (index, socket) in sockets.enumerated() where !closed.contains(index) && socket.readUntilClosed().closed {
                closed.insert(index)
            }
        }
        var answered = 0
        for (index, socket) in sockets.enumerated() where !closed.contains(index) {
            socket.setReceiveTimeout(60)  // a safety net: the answer, or the close, ends the read
            try? socket.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
            if socket.readResponse().hasPrefix("HTTP/1.1 200") {
                answered += 1
            } else if socket.isClosedNow {
                closed.insert(index)
            }
        }
        return (closed.count, answered)
    }

    /// Connects to `port` until something listens there (the probe listener starts beside the
    /// main one); the deadline is a safety net.
    static func connect(to port: Int) throws -> LoopbackSocket {
        let end = ContinuousClock.now + TestDeadline.safetyNet
        while true {
            do { return try LoopbackSocket(port: port) } catch  where ContinuousClock.now < end { Thread.sleep(forTimeInterval: 0.05) }
        }
    }

    @Test func idleSocketsPastThePerAddressCapAreClosedAndProbesStillAnswer() async throws {
        let probePort = try LoopbackSocket.freePort()
        var configuration = testConfiguration()
        configuration.maxConnectionsPerAddress = 4
        configuration.probePort = probePort
        // Only the per-address cap may close the held sockets within the test.
        configuration.headTimeout = .seconds(3600)
        configuration.idleTimeout = .seconds(3600)
        let seen = try await withServer(configuration) { port in
            let held = try (0..<10).map { _ in try LoopbackSocket(port: port, receiveTimeout: 0.2) }
            let outcome = try Self.outcome(of: held, closingAtLeast: 6)
            // The probe port answers the same address, which holds its whole cap on the main port.
            let healthz = try Self.connect(to: probePort).get("/healthz")
            let readyz = try LoopbackSocket(port: probePort).get("/readyz")
            // Another address is still served on the main port.
            #if os(Linux)
            let other = try LoopbackSocket(port: port, source: "127.0.0.2").get("/healthz")
            #else
            let other = "HTTP/1.1 200 (one loopback address only)"
            #endif
            withExtendedLifetime(held) {}
            return (closed: outcome.closed, answered: outcome.answered, healthz: healthz, readyz: readyz, other: other)
        }
        // The test client's own connection (from the same address) may hold one of the 4.
        #expect((6...7).contains(seen.closed), "the sockets past the cap of 4 are closed: \(seen.closed) of 10 closed")
        #expect(seen.closed + seen.answered == 10, "the sockets within the cap are served: \(seen.answered) answered")
        #expect(seen.healthz.hasPrefix("HTTP/1.1 200"), "\(seen.healthz)")
        #expect(seen.readyz.hasPrefix("HTTP/1.1 200"), "\(seen.readyz)")
        #expect(seen.other.hasPrefix("HTTP/1.1 200"), "\(seen.other)")
    }

    /// The head deadline on the real server (`HeadDeadlineTests` steps its clock): a connection
    /// that sends nothing, or half a head, is closed. The receive timeout is a safety net that a
    /// working deadline never reaches.
    @Test func aConnectionThatSendsNoHeadIsClosedAtTheDeadline() async throws {
        var configuration = testConfiguration()
        configuration.headTimeout = .milliseconds(500)
        // Only the head deadline can close a connection within the test.
        configuration.idleTimeout = .seconds(3600)
        let seen = try await withServer(configuration) { port in
            let silence = try LoopbackSocket(port: port, receiveTimeout: 300).readUntilClosed()
            let partial = try LoopbackSocket(port: port, receiveTimeout: 300)
            try? partial.send("GET /healthz HTTP/1.1\r\nHost: local")
            return (silence: silence, partialClosed: partial.readUntilClosed().closed)
        }
        #expect(seen.silence.text.isEmpty && seen.silence.closed)
        #expect(seen.partialClosed)
    }

    @Test func atTheGlobalCapTheOldestIdleConnectionMakesRoom() async throws {
        var configuration = testConfiguration()
        configuration.maxConnections = 3
        configuration.maxConnectionsPerAddress = 100
        // Only the eviction may close the held connections within the test.
        configuration.headTimeout = .seconds(3600)
        configuration.idleTimeout = .seconds(3600)
        let seen = try await withServer(configuration) { port in
            // One at a time, each answered before the next opens, so they are registered in this
            // order; each is then idle (keep-alive, no request in flight).
            let held = try (0..<3).map { _ in
                let socket = try LoopbackSocket(port: port, receiveTimeout: 300)
                try socket.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
                _ = socket.readResponse()
                return socket
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
