import NIOPosix

/// Runs CPU-heavy synchronous work of a request (a revisions page's diffs, a big form's assembly
/// and preview) on NIO's thread pool instead of Swift's cooperative pool, which has one thread per
/// core: a few heavy requests can then never take every thread, and light ones such as /healthz
/// keep answering at once (the operating system shares the cores).
public enum Offload {
    /// `work`'s result, computed on the thread pool.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(work)
    }
}
