public import CampaignStore
import Foundation
public import InAppMessaging
public import Logging
import Synchronization

/// Downloads the remote images a saved message names that the asset library has no stand-in for,
/// and stores each as the asset standing for its URL (`--fetch-remote-images`, off by default).
///
/// Only an editor's save or import starts it (`fetchInBackground(for:)`); previews never do, they
/// only look up the stand-ins already stored (`AppDatabase.libraryImages(for:)`). One batch fetches
/// at most `maxURLs` missing URLs, `concurrency` at a time, all within one `timeout`; each download
/// refuses private and loopback hosts (after resolving them), does not follow redirects, and is
/// cut at `maxBytes` and at the batch's deadline. A URL that failed is left alone for
/// `retryAfter`. A URL is downloaded by one task at a time, which looks in the library again
/// before it downloads, so concurrent saves store one asset per URL; only a whole image answer is
/// stored.
public final class RemoteImages: Sendable {
    /// Whether and how the server may download images it has no copy of.
    public struct Fetching: Sendable {
        /// Off unless the operator opts in: the server then makes requests to URLs editors typed.
        public var enabled: Bool
        /// The largest image kept (the asset library's limit).
        public var maxBytes: Int
        /// How long one message's downloads may take in all.
        public var timeout: Duration
        /// How long a failed URL is left alone.
        public var retryAfter: Duration
        /// The most URLs one message may have fetched; the rest wait for a later save.
        public var maxURLs = 10
        /// Downloads of one message at once.
        public var concurrency = 4
        /// Background batches at once in the whole server; a save past it fetches nothing.
        public var maxBatches = 4
        /// The hosts downloads may reach: public addresses only, loopback added for tests.
        public var addresses = AddressPolicy.publicOnly

        /// Fetching off.
        public static let off = Fetching(enabled: false, maxBytes: AppDatabase.assetSizeLimit, timeout: .seconds(5), retryAfter: .seconds(600))
    }

    /// What became of one missing URL.
    public enum Outcome: Sendable, Equatable {
        /// Downloaded and stored as the asset at this path.
        case stored(path: String)
        /// A stand-in was stored meanwhile (by another save); nothing was downloaded.
        case alreadyStored(path: String)
        /// The download failed.
        case failed(HTTPFetch.Failure)
        /// The answer was not a PNG, JPEG, GIF or WebP image, or the library refused it.
        case refused(String)
        /// It failed less than `retryAfter` ago, so it was not tried.
        case recentlyFailed
        /// Over the message's URL cap: not tried (a later save fetches it).
        case skipped
    }

    private struct State {
        var failedAt: [String: ContinuousClock.Instant] = [:]
        var inFlight: [String: Task<Outcome, Never>] = [:]
        var batches: [UUID: Task<Void, Never>] = [:]
    }

    /// The most failed URLs remembered; past it the memory starts over.
    private static let failureCapacity = 4096

    private let database: AppDatabase
    /// What this server may fetch.
    public let fetching: Fetching
    private let logger: Logger
    private let state = Mutex(State())

    /// A fetcher into `database`'s library.
    public init(database: AppDatabase, fetching: Fetching, logger: Logger = Logger(label: "vitrine.images")) {
        self.database = database
        self.fetching = fetching
        self.logger = logger
    }

    /// Starts fetching the missing images of `messages` in the background, as one batch (an
    /// editor saved or imported them), and returns at once; nothing when fetching is off or
    /// `maxBatches` are already running.
    public func fetchInBackground(for messages: [InAppMessage]) {
        guard fetching.enabled else { return }
        let urls = messages.flatMap(\.assetURLs)
        guard urls.contains(where: AppDatabase.isRemoteImageURL) else { return }
        let id = UUID()
        let started = state.withLock { state in
            guard state.batches.count < fetching.maxBatches else { return false }
            state.batches[id] = Task {
                _ = await self.fetchMissing(urls)
                _ = self.state.withLock { $0.batches.removeValue(forKey: id) }
            }
            return true
        }
        if !started { logger.notice("Too many image fetches running; this save fetches none", metadata: ["urls": "\(urls.count)"]) }
    }

    /// Waits until every background batch started so far has ended.
    public func settled() async {
        while let batch = state.withLock({ $0.batches.values.first }) { await batch.value }
    }

    /// Downloads those of `urls` that have no library stand-in: at most `maxURLs`, `concurrency`
    /// at a time, all within `timeout`; the outcome of each missing URL (URLs that already have a
    /// stand-in, or are not remote `http(s)` URLs, are left out).
    public func fetchMissing(_ urls: [String]) async -> [String: Outcome] {
        guard fetching.enabled else { return [:] }
        var seen = Set<String>()
        let remote = urls.filter { AppDatabase.isRemoteImageURL($0) && seen.insert($0).inserted }
        guard let copies = try? await database.libraryImages(for: remote) else { return [:] }
        let missing = remote.filter { copies[$0] == nil }
        var outcomes = Dictionary(missing.dropFirst(fetching.maxURLs).map { ($0, Outcome.skipped) }) { first, _ in first }
        let deadline = ContinuousClock.now + fetching.timeout
        await withTaskGroup(of: (String, Outcome).self) { group in
            var queue = missing.prefix(fetching.maxURLs).makeIterator()
            for _ in 0..<max(1, fetching.concurrency) {
                guard let url = queue.next() else { break }
                group.addTask { (url, await self.download(url, by: deadline)) }
            }
            while let (url, outcome) = await group.next() {
                outcomes[url] = outcome
                if let next = queue.next() { group.addTask { (next, await self.download(next, by: deadline)) } }
            }
        }
        return outcomes
    }

    /// The outcome of `url` after one shared download that ends by `deadline`.
    private func download(_ url: String, by deadline: ContinuousClock.Instant) async -> Outcome {
        let now = ContinuousClock.now
        guard now < deadline else { return .failed(.timedOut) }  // The batch's deadline passed before its turn.
        let task: Task<Outcome, Never>? = state.withLock { state in
            if let failed = state.failedAt[url], failed + fetching.retryAfter > now { return nil }
            if let running = state.inFlight[url] { return running }
            let task = Task { await self.fetchAndStore(url, within: deadline - now) }
            state.inFlight[url] = task
            return task
        }
        guard let task else { return .recentlyFailed }
        return await task.value
    }

    /// Looks in the library once more, downloads `url`, stores it, then (still inside the shared
    /// task, so no later caller can miss both the asset and the task) leaves the in-flight map.
    private func fetchAndStore(_ url: String, within timeout: Duration) async -> Outcome {
        let outcome = await fetchAndStoreOnce(url, within: timeout)
        state.withLock { state in
            state.inFlight[url] = nil
            switch outcome {
            case .failed, .refused:
                if state.failedAt.count >= Self.failureCapacity { state.failedAt.removeAll() }
                state.failedAt[url] = ContinuousClock.now
            default: break
            }
        }
        return outcome
    }

    private func fetchAndStoreOnce(_ url: String, within timeout: Duration) async -> Outcome {
        guard let address = URL(string: url) else { return .refused("not a URL") }
        do {
            if let path = try await database.libraryImages(for: [url])[url] { return .alreadyStored(path: path) }
        } catch {
            return .refused("\(error)")
        }
        let bytes: [UInt8]
        do {
            bytes = try await HTTPFetch.download(
                address,
                maxBytes: fetching.maxBytes,
                timeout: timeout,
                followsRedirects: false,
                addresses: fetching.addresses
            ).bytes
        } catch {
            let failure = error as? HTTPFetch.Failure ?? .transport("\(error)")
            logger.notice("Could not fetch a remote image", metadata: ["url": "\(url)", "reason": "\(failure)"])
            return .failed(failure)
        }
        do {
            let name = address.lastPathComponent.isEmpty ? "image" : address.lastPathComponent
            let asset = try await database.insertImage(bytes: bytes, filename: name, sourceURL: url)
            logger.info("Stored a copy of a remote image", metadata: ["url": "\(url)", "asset": "\(asset.id)", "bytes": "\(bytes.count)"])
            return .stored(path: asset.path)
        } catch {
            logger.notice("Did not store a remote image", metadata: ["url": "\(url)", "reason": "\(error)"])
            return .refused("\(error)")
        }
    }
}
