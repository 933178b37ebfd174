import CampaignStore
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

@testable import Dashboard

/// The access line: one per request once written, probes only with `VITRINE_LOG_PROBES=1`, none
/// built when the level is above `info`; `X-Request-Id` on every answer either way.
@Suite struct AccessLogTests {
    /// Collects what is logged, as (message, metadata) pairs.
    final class Lines: Sendable {
        private let lines = Mutex<[(String, Logger.Metadata)]>([])
        /// The access lines so far, as their `http.path`.
        var accessPaths: [String] {
            lines.withLock { $0.filter { $0.0 == "request" }.compactMap { $0.1["http.path"].map { "\($0)" } } }
        }
        func add(_ message: String, _ metadata: Logger.Metadata) { lines.withLock { $0.append((message, metadata)) } }
    }

    /// A log handler writing into `Lines`.
    struct Capture: LogHandler {
        let lines: Lines
        var logLevel: Logger.Level = .info
        var metadata: Logger.Metadata = [:]
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { lines.add(event.message.description, event.metadata ?? [:]) }
    }

    /// Runs the app with `logsProbes` at `level`, asks for a probe and a page, and answers the paths logged.
    static func logged(logsProbes: Bool, level: Logger.Level = .info) async throws -> [String] {
        let lines = Lines()
        var configuration = testConfiguration()
        configuration.logsProbes = logsProbes
        var logger = Logger(label: "test") { _ in Capture(lines: lines) }
        logger.logLevel = level
        let database = try AppDatabase.inMemory()
        try await database.seedIfEmpty()
        Telemetry.bootstrap()
        let app = try await buildApplication(configuration: configuration, database: database, logger: logger)
        try await app.test(.router) { raw in
            let id = AccessLogMiddleware.requestID
            for path in ["/healthz", "/readyz", "/metrics"] {
                let echoed = try await raw.execute(uri: path, method: .get, headers: [id: "probe-1"]) { $0.headers[id] }
                #expect(echoed == "probe-1", "the request id is sent back on \(path)")
            }
            _ = try await SignedInClient(raw).send(.get, "/campaigns/demo-welcome/render")
        }
        return lines.accessPaths
    }

    @Test func probesAreLeftOutByDefault() async throws {
        #expect(try await Self.logged(logsProbes: false) == ["/campaigns/demo-welcome/render"])
    }

    @Test func logProbesKeepsThem() async throws {
        #expect(try await Self.logged(logsProbes: true) == ["/healthz", "/readyz", "/metrics", "/campaigns/demo-welcome/render"])
    }

    @Test func noLineAboveInfo() async throws {
        #expect(try await Self.logged(logsProbes: true, level: .notice).isEmpty)
    }

    @Test(arguments: [(Duration.zero, "0.00"), (.microseconds(1_234), "1.23"), (.microseconds(1_235), "1.24"), (.seconds(2), "2000.00")])
    func durationsHaveTwoDecimals(_ duration: Duration, _ text: String) {
        #expect(AccessLogMiddleware.Line.milliseconds(duration) == text)
    }
}
