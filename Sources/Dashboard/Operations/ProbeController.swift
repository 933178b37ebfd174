import CampaignServices
import CampaignStore
import Crypto
import Foundation
import Hummingbird
import Prometheus

/// The operational routes: `/healthz` (the process answers), `/readyz` (the database and the
/// templates can serve requests) and `/metrics` (Prometheus text format, behind
/// `VITRINE_METRICS_TOKEN` when it is set).
struct ProbeController: Sendable {
    /// The store checked and counted.
    let database: AppDatabase
    /// The templates checked.
    let templates: TemplateRenderer
    /// The bearer token `/metrics` asks for, when set.
    let metricsToken: String?

    /// Whether `path` is a probe's (`/healthz`, `/readyz`, `/metrics`): answered at the root under
    /// a base path too, signed in by nobody, and left out of the access log unless
    /// `VITRINE_LOG_PROBES=1`. Three comparisons of short strings, as every request asks.
    static func isProbe(_ path: String) -> Bool {
        path == "/healthz" || path == "/readyz" || path == "/metrics"
    }

    /// Registers the routes.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/healthz") { _, _ in "ok" }
        router.get("/readyz", use: readiness)
        router.get("/metrics", use: metrics)
    }

    /// 200 `ready`, or 503 with each reason on a line.
    @Sendable func readiness(request: Request, context: AppRequestContext) async throws -> Response {
        var problems: [String] = []
        if let problem = await database.readinessProblem() { problems.append(problem) }
        let missing = templates.missingTemplates
        if !missing.isEmpty { problems.append("templates missing: " + missing.joined(separator: ", ")) }
        let body = problems.isEmpty ? "ready\n" : problems.map { "not ready: \($0)\n" }.joined()
        return Response(
            status: problems.isEmpty ? .ok : .serviceUnavailable,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body))
        )
    }

    /// Every metric of the process, with the store's counts and the resident memory read now.
    @Sendable func metrics(request: Request, context: AppRequestContext) async throws -> Response {
        if let metricsToken, !metricsToken.isEmpty {
            let sent = request.headers[.authorization].flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil } ?? ""
            guard SecretToken.matches(sent, metricsToken) else {
                return Response(
                    status: .unauthorized,
                    headers: [.wwwAuthenticate: "Bearer realm=\"metrics\"", .contentType: "text/plain; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: "send VITRINE_METRICS_TOKEN as \"Authorization: Bearer TOKEN\"\n"))
                )
            }
        }
        let registry = Telemetry.registry
        // A gauge by its full name (the descriptor's unit left empty, so the name is unchanged).
        let setGauge = { (name: String, help: String, value: Double) in
            registry.makeGauge(descriptor: MetricNameDescriptor(metricName: name, unitName: "", helpText: help)).set(to: value)
        }
        if let counts = try? await database.inventory() {
            setGauge("vitrine_campaigns", "Campaigns stored.", Double(counts.campaigns))
            setGauge("vitrine_sessions", "Device sessions stored.", Double(counts.sessions))
            setGauge("vitrine_users", "User accounts.", Double(counts.users))
        }
        if let resident = ProcessMemory.residentBytes() {
            setGauge("process_resident_memory_bytes", "Resident memory of the server process.", Double(resident))
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer()))
        )
    }
}
