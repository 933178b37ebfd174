import CampaignStore
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

/// The opt-in download of remote images into the asset library, against a real image server on
/// a loopback port.
@Suite struct RemoteImageFetchTests {
    /// Requests per path, shared between the image server and the test.
    final class Hits: Sendable {
        private let counts = Mutex<[String: Int]>([:])
        /// Counts one request of `name`.
        func add(_ name: String) { counts.withLock { $0[name, default: 0] += 1 } }
        /// The requests of `name` so far.
        func count(_ name: String) -> Int { counts.withLock { $0[name, default: 0] } }
        /// True before any request.
        var isEmpty: Bool { counts.withLock { $0.isEmpty } }
    }

    /// The smallest bytes the library recognises as a PNG.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 16)

    /// An image server counting the requests of each path: `/banner.png` is an image, `/huge.png`
    /// is larger than the library's limit, `/slow.png` answers after 8 s (past the 4 s limit), anything else is a 404.
    static func imageServer(hits: Hits) -> some ApplicationProtocol {
        let router = Router()
        router.get("/:name") { request, context -> Response in
            let name = context.parameters.get("name") ?? ""
            hits.add(name)
            switch name {
            case "banner.png": return Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
            case "huge.png":
                let bytes = png + Array(repeating: 0, count: AppDatabase.assetSizeLimit)
                return Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
            case "slow.png":
                try await Task.sleep(for: .seconds(8))
                return Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
            default: return Response(status: .notFound)
            }
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    /// The preview of a modal-image message showing `url`.
    static func preview(_ url: String, with client: some TestClientProtocol) async throws -> String {
        let body = #"{"message": {"type": "MODAL", "image_style": "GRAPHIC", "image_url": "\#(url)", "message": ""}}"#
        return try await client.execute(
            uri: "/api/preview",
            method: .post,
            headers: [.contentType: "application/json"],
            body: ByteBuffer(string: body)
        ) {
            #expect($0.status == .ok)
            return String(buffer: $0.body)
        }
    }

    /// The dashboard with fetching as asked, over an empty in-memory store.
    static func dashboard(fetching: Bool) async throws -> (some ApplicationProtocol, AppDatabase) {
        let database = try AppDatabase.inMemory()
        var configuration = testConfiguration()
        configuration.fetchRemoteImages = fetching
        configuration.imageFetchTimeout = .seconds(4)
        return (try await buildApplication(configuration: configuration, database: database, logger: Logger(label: "test")), database)
    }

    @Test func withFetchingOnAnImageIsDownloadedOnceIntoTheLibrary() async throws {
        let hits = Hits()
        try await Self.imageServer(hits: hits).test(.live) { server in
            let base = "http://127.0.0.1:\(try #require(server.port))"
            let (app, database) = try await Self.dashboard(fetching: true)
            try await app.test(.router) { raw in
                let client = SignedInClient(raw)
                let first = try await Self.preview("\(base)/banner.png", with: client)
                let asset = try #require(try await database.assets().first)
                #expect(asset.sourceURL == "\(base)/banner.png")
                #expect(asset.filename == "banner.png")
                #expect(first.contains("src=\"\(asset.path)\""))
                _ = try await Self.preview("\(base)/banner.png", with: client)
                #expect(hits.count("banner.png") == 1)

                for name in ["huge.png", "missing.png", "slow.png"] {
                    let html = try await Self.preview("\(base)/\(name)", with: client)
                    #expect(!html.contains("data-image-source"), "\(name) has no library copy")
                    _ = try await Self.preview("\(base)/\(name)", with: client)
                    #expect(hits.count(name) == 1, "a failed \(name) is not tried again at once")
                }
                #expect(try await database.assets().count == 1)
            }
        }
    }

    @Test func withFetchingOffNoRequestIsMade() async throws {
        let hits = Hits()
        try await Self.imageServer(hits: hits).test(.live) { server in
            let url = "http://127.0.0.1:\(try #require(server.port))/banner.png"
            let (app, database) = try await Self.dashboard(fetching: false)
            try await app.test(.router) { raw in
                let html = try await Self.preview(url, with: SignedInClient(raw))
                #expect(html.contains("src=\"\(url)\""))
                #expect(!html.contains("data-image-source"))
            }
            #expect(hits.isEmpty)
            #expect(try await database.assets().isEmpty)
        }
    }
}
