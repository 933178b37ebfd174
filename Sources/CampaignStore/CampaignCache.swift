import Foundation
import Synchronization

/// Decoded campaigns kept in memory so previews and pages skip the database read and the JSON decode.
///
/// Writes through `AppDatabase` bump a generation, which empties the cache; a commit by another
/// process (for example `vitrine import` against a running server) changes the database or WAL
/// file's size or modification time, which a `stat` (far cheaper than a read) notices.
final class CampaignCache: Sendable {
    private struct State {
        var generation = 0
        var fileStamp: [Int] = []
        var entries: [String: StoredCampaign] = [:]
    }

    /// The most campaigns kept; past it the cache starts over (a simple bound, not an LRU).
    static let capacity = 4096

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

    /// The cached campaign, if the database has not changed since it was cached.
    func lookup(_ id: String) -> StoredCampaign? {
        let stamp = fileStamp()
        return state.withLock { state in
            if state.fileStamp != stamp {
                // Another connection committed: reads that started before this are stale too.
                state.fileStamp = stamp
                state.generation += 1
                state.entries.removeAll(keepingCapacity: true)
                return nil
            }
            return state.entries[id]
        }
    }

    /// Caches a campaign read at `generation`, unless a write happened since.
    func store(_ campaign: StoredCampaign, readAt generation: Int) {
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.entries.count >= Self.capacity { state.entries.removeAll(keepingCapacity: true) }
            state.entries[campaign.campaign.id] = campaign
        }
    }

    /// Forgets everything; called after every write.
    func invalidate() {
        state.withLock { state in
            state.generation += 1
            state.entries.removeAll(keepingCapacity: true)
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
