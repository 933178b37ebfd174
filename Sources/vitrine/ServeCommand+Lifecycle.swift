import Dashboard
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// Runs the server until SIGTERM or SIGINT, then drains: no new connections are accepted and
/// requests in flight finish, for at most `shutdownTimeout`, after which what is left is
/// cancelled. Start, the signal and the stop are logged. A `ShutdownWatchdog` ends the process
/// when the bound has passed even if the drain could not run (every pool thread busy).
struct ServerLifecycle {
    /// Where the lifecycle is logged.
    let logger: Logger
    /// The bound on draining.
    let shutdownTimeout: Duration

    /// Runs `app` with the drain announcer beside it.
    func run(_ app: some ApplicationProtocol) async throws {
        var configuration = ServiceGroupConfiguration(
            services: [
                .init(service: app),
                .init(service: DrainAnnouncer(logger: logger, bound: shutdownTimeout), successTerminationBehavior: .ignore),
            ],
            gracefulShutdownSignals: [.sigterm, .sigint],
            cancellationSignals: [],
            logger: logger
        )
        configuration.maximumGracefulShutdownDuration = shutdownTimeout
        logger.notice("dashboard.starting", metadata: ["shutdown.timeout_s": .stringConvertible(shutdownTimeout.components.seconds)])
        let watchdog = ShutdownWatchdog(logger: logger, timeout: shutdownTimeout)
        defer { watchdog.cancel() }
        try await ServiceGroup(configuration: configuration).run()
        logger.notice("dashboard.stopped")
    }

    /// Logs when graceful shutdown begins.
    struct DrainAnnouncer: Service {
        let logger: Logger
        let bound: Duration

        func run() async throws {
            try? await gracefulShutdown()
            logger.notice("dashboard.draining", metadata: ["shutdown.timeout_s": .stringConvertible(bound.components.seconds)])
        }
    }
}
