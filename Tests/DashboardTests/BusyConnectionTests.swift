import Hummingbird
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import Dashboard

/// Which connections count as busy at the global cap, on connections whose events the test feeds
/// one at a time (embedded channels): only one holding a whole request the server has not answered.
/// A connection still sending its body is evictable, so slow bodies cannot hold the listener.
@Suite struct BusyConnectionTests {
    /// An active connection through an ``AdmissionHandler`` on `registry`, from port `port`, counted
    /// as the listener counts an accepted connection.
    func connection(_ registry: ConnectionRegistry, port: Int, on loop: EmbeddedEventLoop) throws -> EmbeddedChannel {
        registry.accepted()
        let channel = EmbeddedChannel(handler: AdmissionHandler(registry: registry, headTimeout: .seconds(3600)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: port)).wait()
        return channel
    }

    static let post = HTTPRequestPart.head(HTTPRequest(method: .post, scheme: nil, authority: "localhost", path: "/login"))
    static let bodyByte = HTTPRequestPart.body(ByteBuffer(string: "u"))

    @Test func aConnectionStillSendingItsBodyIsEvictedAtTheCap() throws {
        let loop = EmbeddedEventLoop()
        let registry = ConnectionRegistry(maxConnections: 1, maxPerAddress: 10)
        let slow = try connection(registry, port: 40_001, on: loop)
        try slow.writeInbound(Self.post)
        try slow.writeInbound(Self.bodyByte)
        #expect(registry.hasRoom(), "a body still arriving does not make the connection busy")
        let newcomer = try connection(registry, port: 40_002, on: loop)
        loop.run()
        #expect(!slow.isActive, "the slow body's connection made room")
        #expect(newcomer.isActive)
        #expect(registry.counts.evicted == 1)
    }

    @Test func aWholeRequestIsBusyUntilItsResponseEnds() throws {
        let loop = EmbeddedEventLoop()
        let registry = ConnectionRegistry(maxConnections: 1, maxPerAddress: 10)
        let working = try connection(registry, port: 40_003, on: loop)
        try working.writeInbound(Self.post)
        try working.writeInbound(HTTPRequestPart.end(nil))
        #expect(!registry.hasRoom(), "a whole request in flight is work: no room at the cap")
        try working.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        try working.writeOutbound(HTTPResponsePart.end(nil))
        #expect(registry.hasRoom(), "answered, it is idle again")
    }

    @Test func aRequestAnsweredBeforeItsBodyEndedIsNotLeftBusy() throws {
        let loop = EmbeddedEventLoop()
        let registry = ConnectionRegistry(maxConnections: 1, maxPerAddress: 10)
        let refused = try connection(registry, port: 40_004, on: loop)
        try refused.writeInbound(Self.post)
        // A 413 on the declared length, written before the body has arrived…
        try refused.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .contentTooLarge)))
        try refused.writeOutbound(HTTPResponsePart.end(nil))
        // …then the body's end: the connection has nothing in flight.
        try refused.writeInbound(Self.bodyByte)
        try refused.writeInbound(HTTPRequestPart.end(nil))
        #expect(registry.hasRoom())
    }
}
