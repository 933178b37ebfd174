import CampaignServices
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// The download itself, against the hostile image server: a host name is connected to at the
/// address its policy checked, and redirects, when followed (`--check-links`), are checked hop by
/// hop like the first request.
@Suite struct HTTPFetchTests {
    /// Loopback allowed (the test server's host), everything else private refused.
    static let loopbackOnly = AddressPolicy(allowsAny: false, allowsLoopback: true)

    @Test func aHostNameIsPinnedToAnAddressItWasCheckedAt() async throws {
        let pinned = try await Self.loopbackOnly.pin(try #require(URL(string: "http://localhost:1/banner.png")))
        #expect(pinned == ["localhost": "127.0.0.1"], "the IPv4 address, which the test server listens on")
        #expect(try await AddressPolicy.any.pin(try #require(URL(string: "http://localhost:1/"))).isEmpty)
        let literal = try await Self.loopbackOnly.pin(try #require(URL(string: "http://[::1]:1/")))
        #expect(literal.values.first == "::1")
    }

    @Test func aPinnedHostNameReachesTheServer() async throws {
        let server = HostileImageServer()
        try await server.application().test(.live) { client in
            defer { server.release() }
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://localhost:\(port)/banner.png"))
            let fetched = try await HTTPFetch.download(url, maxBytes: 1024, timeout: TestDeadline.safetyNet, addresses: Self.loopbackOnly)
            #expect(fetched.bytes == HostileImageServer.png)
            #expect(fetched.contentType == "image/png")
        }
    }

    @Test func followedRedirectsAreCheckedHopByHop() async throws {
        let server = HostileImageServer()
        try await server.application().test(.live) { client in
            defer { server.release() }
            let base = "http://127.0.0.1:\(try #require(client.port))"
            let moved = try await HTTPFetch.download(
                try #require(URL(string: "\(base)/moved.png")),
                maxBytes: 1024,
                timeout: TestDeadline.safetyNet,
                addresses: Self.loopbackOnly
            )
            #expect(moved.bytes == HostileImageServer.png)
            #expect(server.count("banner.png") == 1)
            await #expect(throws: HTTPFetch.Failure.forbiddenAddress("169.254.169.254 resolves to a private, loopback or link-local address")) {
                try await HTTPFetch.download(
                    try #require(URL(string: "\(base)/moved-inside.png")),
                    maxBytes: 1024,
                    timeout: TestDeadline.safetyNet,
                    addresses: Self.loopbackOnly
                )
            }
        }
    }

    /// Failed at once: a connection retried until the deadline would end as `timedOut`.
    @Test func aRefusedConnectionIsATransportFailure() async throws {
        let port = try await HostileImageServer().application().test(.live) { client in try #require(client.port) }
        await #expect {
            try await HTTPFetch.download(
                try #require(URL(string: "http://127.0.0.1:\(port)/banner.png")),
                maxBytes: 1024,
                timeout: TestDeadline.safetyNet
            )
        } throws: { error in
            guard case .transport = error as? HTTPFetch.Failure else { return false }
            return true
        }
    }
}
