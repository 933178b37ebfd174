import Dispatch
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes SIGTERM and SIGINT stop the server by the shutdown bound whatever else is running.
///
/// ServiceLifecycle receives the signals too and starts the drain, but it does so from a task on
/// Swift's cooperative pool: with every thread of that pool busy, the drain could not even
/// begin. The watchdog's signal sources run on a private dispatch queue, whose thread is not one
/// of the pool's. On the first signal it logs `dashboard.signal` and arms a timer; if the process
/// is still running when `timeout` has passed, it logs `dashboard.shutdown_forced` and exits with
/// status 1. A second signal exits at once.
final class ShutdownWatchdog: @unchecked Sendable {
    // Unchecked: `sources` is written once in `init` and only read again by `cancel()`; the
    // rest is immutable or atomic.
    private let queue = DispatchQueue(label: "vitrine.shutdown-watchdog")
    private let signalled = Atomic<Bool>(false)
    private let logger: Logger
    private let timeout: Duration
    private var sources: [any DispatchSourceSignal] = []

    /// Watches SIGTERM and SIGINT; the process exits at the latest `timeout` after the first.
    init(logger: Logger, timeout: Duration) {
        self.logger = logger
        self.timeout = timeout
        for (number, name) in [(SIGTERM, "TERM"), (SIGINT, "INT")] {
            // Dispatch delivers the signal only if its default action (terminate) is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in self?.received(name) }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching (the server stopped by itself).
    func cancel() {
        for source in sources { source.cancel() }
    }

    /// Arms the timer on the first signal; exits on the second.
    private func received(_ name: String) {
        guard !signalled.exchange(true, ordering: .relaxed) else {
            logger.critical("dashboard.shutdown_forced", metadata: ["signal": "\(name)", "reason": "second signal"])
            Self.exitNow()
        }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        logger.notice("dashboard.signal", metadata: ["signal": "\(name)", "shutdown.timeout_s": "\(timeout.components.seconds)"])
        queue.asyncAfter(deadline: .now() + seconds) { [logger] in
            logger.critical("dashboard.shutdown_forced", metadata: ["reason": "still running after the shutdown timeout"])
            Self.exitNow()
        }
    }

    /// Flushes the log and ends the process without running exit handlers, which could wait on
    /// the busy threads.
    private static func exitNow() -> Never {
        fflush(nil)
        _exit(1)
    }
}
