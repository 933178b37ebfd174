import CampaignStore
import ServiceLifecycle
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Hands memory back to the system after bursts of large requests. glibc keeps freed blocks in
/// per-thread arenas, so after a few 16 MiB bodies or 700 KB campaigns the RSS stays high although
/// nothing holds the memory: the trimmer limits the arenas, calls `malloc_trim` every `interval`,
/// and once the server has been idle for an interval also drops the store's caches (SQLite's
/// page caches and decoded campaigns). The C functions are looked up at run time, so other C
/// libraries simply skip this.
final class MemoryTrimmer: Service, Sendable {
    /// How often free memory is returned.
    let interval: Duration
    /// The store whose caches an idle server drops.
    let database: AppDatabase
    /// Requests seen so far (counted by `ActivityMiddleware`).
    let requests = Atomic<Int>(0)

    /// glibc's `M_ARENA_MAX` option of `mallopt`.
    private static let arenaMaxOption: Int32 = -8
    /// glibc's `M_MMAP_THRESHOLD` option: blocks this large or larger get their own mapping,
    /// returned to the system as soon as they are freed. Setting it also stops glibc from raising
    /// the threshold after each large free, which would move later large bodies into the heap.
    private static let mmapThresholdOption: Int32 = -3

    /// A trimmer for `database`, running every `interval` once started.
    init(database: AppDatabase, interval: Duration = .seconds(2)) {
        self.database = database
        self.interval = interval
    }

    /// Limits the arenas, then trims every interval until the server shuts down.
    func run() async throws {
        await cancelWhenGracefulShutdown { await self.trimUntilCancelled() }
    }

    private func trimUntilCancelled() async {
        #if canImport(Glibc)
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(Self.arenaMaxOption, 2)
            _ = mallopt(Self.mmapThresholdOption, 256 * 1024)
        }
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        var seen = requests.load(ordering: .relaxed)
        var released = false
        while (try? await Task.sleep(for: interval)) != nil {
            let now = requests.load(ordering: .relaxed)
            if now == seen, !released {
                database.releaseMemory()
                released = true
            } else if now != seen {
                released = false
            }
            seen = now
            _ = trim(0)
        }
        #endif
    }
}
