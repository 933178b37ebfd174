import Foundation
import InAppMessaging
import Synchronization

/// Read results kept in memory — decoded campaigns, list pages, the tag list, signed-in
/// credentials, and documents made only from stored data (rendered previews of messages without
/// Liquid) — so pages and previews skip the database read, the JSON decode and the render when
/// nothing changed.
///
/// Writes through `AppDatabase` bump a generation, which empties the cache; a commit by another
/// process (for example `vitrine import` against a running server) changes the database or WAL
/// file's size or modification time, which a `stat` (far cheaper than a read) notices.
final class ReadCache: Sendable {
    private struct State {
        var generation = 0
        var fileStamp: [Int] = []
        var campaigns: [String: StoredCampaign] = [:]
        /// The stored payload bytes of each cached campaign, and their sum.
        var campaignCosts: [String: Int] = [:]
        var campaignBytes = 0
        var pages: [CampaignQuery: CampaignPage] = [:]
        var tags: [String]?
        var viewTypes: [ViewTypeRecord]?
        var userProfiles: [String: UserProfile]?
        var contentBlocks: [String: String]?
        var assetSources: [String: String]?
        var credentials: [String: Credential] = [:]
        /// Documents made from stored data only (rendered previews), by their key, and their bytes.
        var documents: [DocumentKey: [UInt8]] = [:]
        var documentBytes = 0

        mutating func clear() {
            generation += 1
            campaigns.removeAll(keepingCapacity: true)
            campaignCosts.removeAll(keepingCapacity: true)
            campaignBytes = 0
            pages.removeAll(keepingCapacity: true)
            tags = nil
            viewTypes = nil
            userProfiles = nil
            contentBlocks = nil
            assetSources = nil
            credentials.removeAll(keepingCapacity: true)
            documents.removeAll(keepingCapacity: true)
            documentBytes = 0
        }
    }

    /// The most credentials kept; past it they start over (a simple bound, not an LRU).
    static let capacity = 4096
    /// The most list pages kept (each holds up to 200 summaries).
    static let pageCapacity = 256
    /// The most bytes of campaign payload kept decoded; past it campaigns start over, and one
    /// campaign larger than a quarter of it is never cached. Memory is bounded by bytes, not by
    /// a count that 1 MiB campaigns would turn into gigabytes.
    static let campaignByteBudget = 64 << 20
    /// The most documents kept; past it they start over.
    static let documentCapacity = 1024
    /// The most bytes of documents kept; past it they start over, and one document larger than a
    /// quarter of it is never cached.
    static let documentByteBudget = 32 << 20

    /// A kept document's key: any sendable hashable value (the render route's is a campaign id
    /// and the preview options), compared by type and value.
    struct DocumentKey: Hashable, @unchecked Sendable {
        /// The key; only made from a `Sendable` value, which is what makes the wrapper one.
        private let value: AnyHashable

        /// Wraps `value`.
        init(_ value: some Hashable & Sendable) { self.value = AnyHashable(value) }
    }

    private let state = Mutex(State())
    private let files: [String]

    /// A cache for the database file at `path` (nil or ":memory:" for in-memory databases).
    init(path: String?) {
        if let path, path != ":memory:", !path.isEmpty {
            files = [path, path + "-wal"]
        } else {
            files = []
        }
    }

    /// The current generation, taken before a read that may fill the cache.
    var generation: Int { state.withLock { $0.generation } }

    /// The payload bytes of the campaigns cached now (never above `campaignByteBudget`).
    var cachedCampaignBytes: Int { state.withLock { $0.campaignBytes } }

    /// The cached campaign, if the database has not changed since it was cached.
    func campaign(_ id: String) -> StoredCampaign? { current { $0.campaigns[id] } }

    /// The cached list page of a query.
    func page(_ query: CampaignQuery) -> CampaignPage? { current { $0.pages[query] } }

    /// The cached tag list.
    func tags() -> [String]? { current { $0.tags } }

    /// The cached view types.
    func viewTypes() -> [ViewTypeRecord]? { current { $0.viewTypes } }

    /// The cached user profiles by id, if still current.
    func userProfiles() -> [String: UserProfile]? { current { $0.userProfiles } }

    /// The cached content blocks, if still current.
    func contentBlocks() -> [String: String]? { current { $0.contentBlocks } }

    /// Keeps the user profiles read at `generation`.
    func store(userProfiles: [String: UserProfile], readAt generation: Int) {
        fill(readAt: generation) { $0.userProfiles = userProfiles }
    }

    /// The cached map of remote URLs to the library assets standing for them, if still current.
    func assetSources() -> [String: String]? { current { $0.assetSources } }

    /// Keeps the asset source map read at `generation`.
    func store(assetSources: [String: String], readAt generation: Int) {
        fill(readAt: generation) { $0.assetSources = assetSources }
    }

    /// Keeps the content blocks read at `generation`.
    func store(contentBlocks: [String: String], readAt generation: Int) {
        fill(readAt: generation) { $0.contentBlocks = contentBlocks }
    }

    /// The cached account or session of a credential key (`token:` or `session:` plus its hash).
    func credential(_ key: String) -> Credential? { current { $0.credentials[key] } }

    /// Caches what a credential resolved to at `generation`.
    func store(_ credential: Credential, key: String, readAt generation: Int) {
        fill(readAt: generation) { state in
            if state.credentials.count >= Self.capacity { state.credentials.removeAll(keepingCapacity: true) }
            state.credentials[key] = credential
        }
    }

    /// Caches the view types read at `generation`.
    func store(viewTypes: [ViewTypeRecord], readAt generation: Int) {
        fill(readAt: generation) { $0.viewTypes = viewTypes }
    }

    /// Caches a campaign read at `generation` whose stored payload is `bytes` long, unless a write happened since.
    func store(_ campaign: StoredCampaign, bytes: Int, readAt generation: Int) {
        guard bytes <= Self.campaignByteBudget / 4 else { return }
        fill(readAt: generation) { state in
            let id = campaign.campaign.id
            state.campaignBytes -= state.campaignCosts[id] ?? 0
            if state.campaignBytes + bytes > Self.campaignByteBudget {
                state.campaigns.removeAll(keepingCapacity: true)
                state.campaignCosts.removeAll(keepingCapacity: true)
                state.campaignBytes = 0
            }
            state.campaigns[id] = campaign
            state.campaignCosts[id] = bytes
            state.campaignBytes += bytes
        }
    }

    /// Caches a list page read at `generation`.
    func store(_ page: CampaignPage, readAt generation: Int) {
        fill(readAt: generation) { state in
            if state.pages.count >= Self.pageCapacity { state.pages.removeAll(keepingCapacity: true) }
            state.pages[page.query] = page
        }
    }

    /// Caches the tag list read at `generation`.
    func store(tags: [String], readAt generation: Int) {
        fill(readAt: generation) { $0.tags = tags }
    }

    /// The cached document of `key`, if the database has not changed since it was made.
    func document(_ key: DocumentKey) -> [UInt8]? { current { $0.documents[key] } }

    /// The documents cached now, and their bytes (never above the two bounds).
    var cachedDocuments: (count: Int, bytes: Int) { state.withLock { ($0.documents.count, $0.documentBytes) } }

    /// Keeps a document made only from what was read at `generation`, unless a write happened since.
    func store(document: [UInt8], key: DocumentKey, readAt generation: Int) {
        guard document.count <= Self.documentByteBudget / 4 else { return }
        fill(readAt: generation) { state in
            if let replaced = state.documents.removeValue(forKey: key) { state.documentBytes -= replaced.count }
            if state.documents.count >= Self.documentCapacity || state.documentBytes + document.count > Self.documentByteBudget {
                state.documents.removeAll(keepingCapacity: true)
                state.documentBytes = 0
            }
            state.documents[key] = document
            state.documentBytes += document.count
        }
    }

    /// The database files' stamp now, taken inside a write transaction before `absorb`.
    func currentFileStamp() -> [Int] { fileStamp() }

    /// Keeps the cache across a commit of this process that changed nothing cached (a session's
    /// events): when the files were as the cache last saw them before the commit (`before`), the
    /// stamp after it is recorded, so the next read does not take the commit for another
    /// process's. Otherwise nothing is recorded and the next read empties the cache as usual. A
    /// commit by another process in the instant between this commit and the stamp after it would
    /// go unnoticed until the next change; only session appends use this.
    func absorb(before: [Int], after: [Int]) {
        state.withLock { state in
            if state.fileStamp == before { state.fileStamp = after }
        }
    }

    /// Forgets everything; called after every write.
    func invalidate() {
        state.withLock { $0.clear() }
    }

    /// Reads from the state after checking that no other connection committed since it was filled.
    private func current<T>(_ read: (State) -> T?) -> T? {
        let stamp = fileStamp()
        return state.withLock { state in
            if state.fileStamp != stamp {
                // Another connection committed: reads that started before this are stale too.
                state.fileStamp = stamp
                state.clear()
                return nil
            }
            return read(state)
        }
    }

    private func fill(readAt generation: Int, _ update: (inout State) -> Void) {
        state.withLock { state in
            guard state.generation == generation else { return }
            update(&state)
        }
    }

    /// Size and modification time of the database and WAL files.
    private func fileStamp() -> [Int] {
        files.flatMap { path -> [Int] in
            var info = stat()
            guard stat(path, &info) == 0 else { return [-1] }
            return [Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
        }
    }
}
