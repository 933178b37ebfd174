import CampaignStore
import Metrics
import OperationMetrics
public import Prometheus

/// The process's metrics: swift-metrics bootstrapped once with a Prometheus registry that
/// `/metrics` writes out. Names follow Prometheus' conventions (`vitrine_…`, `_total`,
/// `_seconds`); Hummingbird's request metrics are renamed on the way in.
public enum Telemetry {
    /// Where every metric of the process is kept.
    public static let registry = PrometheusCollectorRegistry()

    /// Hummingbird's and swift-metrics' names → the names scraped.
    static let renamed: [String: String] = [
        "hb.requests": "vitrine_http_requests_total",
        "hb.request.errors": "vitrine_http_request_errors_total",
        "http.server.request.duration": "vitrine_http_request_duration_seconds",
        "http.server.active_requests": "vitrine_http_active_requests",
    ]

    /// Label names as scraped.
    static let renamedLabels: [String: String] = [
        "http.route": "route", "http.request.method": "method", "http.response.status_code": "status",
    ]

    /// Bootstraps swift-metrics the first time it is called (tests build many apps in one process).
    public static func bootstrap() { _ = once }

    private static let once: Void = {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.nameAndLabelSanitizer = { name, labels in
            (renamed[name] ?? sanitised(name), labels.map { (renamedLabels[$0.0] ?? sanitised($0.0), $0.1) })
        }
        let buckets: [Duration] = [
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
            .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
        ]
        factory.defaultDurationHistogramBuckets = buckets
        MetricsSystem.bootstrap(factory)
        TimerCaches.rebindAll()
    }()

    /// A name with every character Prometheus does not allow as `_`.
    static func sanitised(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") ? $0 : "_" })
    }
}
