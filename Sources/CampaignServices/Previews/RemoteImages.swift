import CampaignStore
import Foundation
import Logging
import Synchronization

/// Finds the asset library's copies of the remote images a message names, for previews to show
/// in their place. When fetching is on (`VITRINE_FETCH_REMOTE_IMAGES`, off by default) a URL
/// with no copy is downloaded once — within a size and a time limit — and stored in the library
/// as the asset standing for it; a URL that failed is not tried again for `retryAfter`.
public final class RemoteImages: Sendable {
    /// Whether and how the server may download images it has no copy of.
    public struct Fetching: Sendable {
        /// Off unless the operator opts in: the server then makes requests to URLs editors typed.
        public var enabled: Bool
        /// The largest image kept (the asset library's limit).
        public var maxBytes: Int
        /// How long one download may take.
        public var timeout: Duration
        /// How long a failed URL is left alone.
        public var retryAfter: Duration

        /// Fetching off.
        public static let off = Fetching(enabled: false, maxBytes: AppDatabase.assetSizeLimit, timeout: .seconds(5), retryAfter: .seconds(600))
    }

    private struct State {
        var failedAt: [String: ContinuousClock.Instant] = [:]
        var inFlight: [String: Task<String?, Never>] = [:]
    }

    /// The most failed URLs remembered; past it the memory starts over.
    private static let failureCapacity = 4096

    private let database: AppDatabase
    private let fetching: Fetching
    private let logger: Logger
    private let state = Mutex(State())

    /// A resolver over `database`'s library.
    public init(database: AppDatabase, fetching: Fetching, logger: Logger = Logger(label: "vitrine.images")) {
        self.database = database
        self.fetching = fetching
        self.logger = logger
    }

    /// Each of `urls` that has a library copy, mapped to the copy's path; with fetching on, the
    /// missing ones are downloaded first (concurrently, each at most once at a time).
    public func copies(of urls: [String]) async throws -> [String: String] {
        var copies = try await database.libraryImages(for: urls)
        guard fetching.enabled else { return copies }
        let missing = Set(urls.filter { AppDatabase.isRemoteImageURL($0) && copies[$0] == nil })
        for url in missing {
            if let path = await download(url) { copies[url] = path }
        }
        return copies
    }

    /// The library path of `url` after one shared download, or nil when it failed recently or now.
    private func download(_ url: String) async -> String? {
        let now = ContinuousClock.now
        let task: Task<String?, Never>? = state.withLock { state in
            if let failed = state.failedAt[url], failed + fetching.retryAfter > now { return nil }
            if let running = state.inFlight[url] { return running }
            let task = Task { await self.store(url) }
            state.inFlight[url] = task
            return task
        }
        guard let task else { return nil }
        let path = await task.value
        state.withLock { state in
            state.inFlight[url] = nil
            if path == nil {
                if state.failedAt.count >= Self.failureCapacity { state.failedAt.removeAll() }
                state.failedAt[url] = ContinuousClock.now
            }
        }
        return path
    }

    /// Downloads `url` and stores it as the asset standing for it.
    private func store(_ url: String) async -> String? {
        guard let address = URL(string: url) else { return nil }
        do {
            let bytes = try await HTTPFetch.fetch(address, maxBytes: fetching.maxBytes, timeout: fetching.timeout)
            let name = address.lastPathComponent.isEmpty ? "image" : address.lastPathComponent
            let asset = try await database.insertImage(bytes: bytes, filename: name, sourceURL: url)
            logger.info("Stored a copy of a remote image", metadata: ["url": "\(url)", "asset": "\(asset.id)", "bytes": "\(bytes.count)"])
            return asset.path
        } catch {
            logger.notice("Could not fetch a remote image", metadata: ["url": "\(url)", "reason": "\(error)"])
            return nil
        }
    }
}
