import Hummingbird
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import Dashboard

/// The head deadline on a connection whose clock the test steps (an embedded event loop): a
/// connection is closed when its first request head has not arrived by the deadline, and never
/// for the deadline once it has.
@Suite struct HeadDeadlineTests {
    /// An active connection from `127.0.0.1` through a fresh ``AdmissionHandler`` with a 500 ms
    /// head deadline, on `loop`.
    func connection(on loop: EmbeddedEventLoop) throws -> EmbeddedChannel {
        let registry = ConnectionRegistry(maxConnections: 10, maxPerAddress: 10)
        let channel = EmbeddedChannel(handler: AdmissionHandler(registry: registry, headTimeout: .milliseconds(500)), loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 40_000)).wait()
        return channel
    }

    @Test func aConnectionWithoutAHeadIsClosedAtTheDeadlineAndNotBefore() throws {
        let loop = EmbeddedEventLoop()
        let channel = try connection(on: loop)
        loop.advanceTime(by: .milliseconds(499))
        #expect(channel.isActive, "open until the deadline")
        loop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive, "closed at the deadline")
    }

    @Test func aHeadBeforeTheDeadlineKeepsTheConnectionPastIt() throws {
        let loop = EmbeddedEventLoop()
        let channel = try connection(on: loop)
        loop.advanceTime(by: .milliseconds(400))
        try channel.writeInbound(HTTPRequestPart.head(HTTPRequest(method: .get, scheme: nil, authority: "localhost", path: "/healthz")))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        loop.advanceTime(by: .seconds(3600))
        #expect(channel.isActive, "a connection that sent its head in time is not cut by the head deadline")
        _ = try channel.finish()
    }
}
