import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// The remote image fetch's limits, against hostile servers on a loopback port: one deadline for
/// the whole download and for a message's batch, the size limit before and during the body, the
/// refused hosts and redirects, and one asset per URL however many saves race.
@Suite struct RemoteImageLimitTests {
    /// A fetcher into an empty in-memory library that may reach loopback (the test server's host).
    static func fetcher(timeout: Duration = TestDeadline.safetyNet, loopback: Bool = true) throws -> (RemoteImages, AppDatabase) {
        let database = try AppDatabase.inMemory()
        var fetching = RemoteImages.Fetching.off
        fetching.enabled = true
        fetching.timeout = timeout
        fetching.addresses.allowsLoopback = loopback
        return (RemoteImages(database: database, fetching: fetching), database)
    }

    /// Runs `body` with a live hostile server and its base URL, releasing what it holds at the end.
    static func withServer(_ body: @Sendable (HostileImageServer, String) async throws -> Void) async throws {
        let server = HostileImageServer()
        try await server.application().test(.live) { client in
            defer { server.release() }
            try await body(server, "http://127.0.0.1:\(try #require(client.port))")
        }
    }

    @Test func aDripIsCutAtTheDeadlineAndStoresNothing() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher(timeout: .seconds(1))
            let outcomes = await images.fetchMissing(["\(base)/drip.png"])
            #expect(outcomes["\(base)/drip.png"] == .failed(.timedOut))
            #expect(try await database.assets().isEmpty)
        }
    }

    @Test func aContentLengthOverTheLimitIsRefusedBeforeTheBody() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher()
            let outcomes = await images.fetchMissing(["\(base)/huge-length.png"])
            // The server sends no body at all: only the headers can have refused it (not the deadline).
            #expect(outcomes["\(base)/huge-length.png"] == .failed(.tooLarge(limit: AppDatabase.assetSizeLimit)))
            #expect(try await database.assets().isEmpty)
        }
    }

    @Test func aChunkedBodyIsCutAtTheLimitAsItStreams() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher()
            let outcomes = await images.fetchMissing(["\(base)/chunked.png"])
            #expect(outcomes["\(base)/chunked.png"] == .failed(.tooLarge(limit: AppDatabase.assetSizeLimit)))
            #expect(try await database.assets().isEmpty)
        }
    }

    @Test func twentyHangingAssetURLsEndByOneDeadline() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher(timeout: .seconds(1))
            let urls = (1...20).map { "\(base)/hang/\($0).png" }
            let message = InAppMessage(content: .html(HTMLContent(html: "<p>x</p>", assetURLs: urls)))
            let outcomes = await images.fetchMissing(message.assetURLs)
            // The first 10 time out together (those whose turn came after the deadline too); the rest are not tried.
            #expect(outcomes.count == 20)
            #expect(urls.prefix(10).allSatisfy { outcomes[$0] == .failed(.timedOut) })
            #expect(urls.dropFirst(10).allSatisfy { outcomes[$0] == .skipped })
            #expect(server.count("hang") <= images.fetching.maxURLs, "at most 10 URLs of one message are fetched")
            #expect(try await database.assets().isEmpty)
        }
    }

    @Test func loopbackIsRefusedWithoutTheTestFlag() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher(loopback: false)
            let outcomes = await images.fetchMissing(["\(base)/banner.png"])
            guard case .failed(.forbiddenAddress) = outcomes["\(base)/banner.png"] else {
                Issue.record("loopback was not refused: \(String(describing: outcomes))")
                return
            }
            #expect(server.total == 0)
            #expect(try await database.assets().isEmpty)
        }
    }

    @Test(arguments: [
        "http://10.1.2.3/a.png", "http://172.16.0.1/a.png", "http://192.168.1.1/a.png", "http://169.254.169.254/latest.png",
        "http://0.0.0.0/a.png", "http://[::1]/a.png", "http://[fc00::1]/a.png", "http://[fe80::1]/a.png",
        "http://[::ffff:127.0.0.1]/a.png", "http://nowhere.invalid/a.png",
    ])
    func privateLinkLocalAndUnresolvableHostsAreRefusedWithoutAConnection(_ url: String) async throws {
        let (images, _) = try Self.fetcher(loopback: false)
        let outcome = await images.fetchMissing([url])[url]
        guard case .failed(.forbiddenAddress) = outcome else {
            Issue.record("\(url) was not refused: \(String(describing: outcome))")
            return
        }
    }

    @Test func aRedirectIsNotFollowed() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher()
            let outcomes = await images.fetchMissing(["\(base)/moved.png"])
            #expect(outcomes["\(base)/moved.png"] == .failed(.redirected))
            #expect(server.count("banner.png") == 0)
            #expect(try await database.assets().isEmpty)
        }
    }

    @Test func onlyAnImageAnswerIsStoredAndAFailureIsNotRetriedAtOnce() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher()
            let page = "\(base)/page.html"
            let missing = "\(base)/missing.png"
            let first = await images.fetchMissing([page, missing])
            guard case .refused = first[page] else {
                Issue.record("a page was not refused: \(String(describing: first[page]))")
                return
            }
            #expect(first[missing] == .failed(.status(404)))
            let second = await images.fetchMissing([page, missing])
            #expect(second[page] == .recentlyFailed && second[missing] == .recentlyFailed)
            #expect(server.count("page.html") == 1 && server.count("missing.png") == 1)
            #expect(try await database.assets().isEmpty)
        }
    }

    @Test func racingSavesOfOneURLStoreOneAsset() async throws {
        try await Self.withServer { server, base in
            let (images, database) = try Self.fetcher()
            let url = "\(base)/banner.png"
            let outcomes = await withTaskGroup(of: RemoteImages.Outcome?.self) { group in
                for _ in 0..<20 { group.addTask { await images.fetchMissing([url, url])[url] } }
                return await group.reduce(into: [RemoteImages.Outcome?]()) { $0.append($1) }
            }
            let assets = try await database.assets()
            #expect(assets.count == 1)
            #expect(server.count("banner.png") == 1)
            let path = try #require(assets.first).path
            for outcome in outcomes {
                #expect(outcome == nil || outcome == .stored(path: path) || outcome == .alreadyStored(path: path))
            }
            #expect(await images.fetchMissing([url]).isEmpty, "a URL with a stand-in is not fetched")
            #expect(try await database.assets().count == 1)
        }
    }
}
