import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import Dashboard

/// `/metrics`, `/readyz` and `X-Request-Id` through the real app.
@Suite struct OperationsTests {
    @Test func metricsArePublicAndCountRequestsByRouteAndStatus() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            _ = try await client.send(.get, "/campaigns/demo-welcome/render")
            _ = try await client.send(.get, "/campaigns/nope/render")
            let metrics = try await raw.execute(uri: "/metrics", method: .get) { ($0.status, $0.headers[.contentType], String(buffer: $0.body)) }
            #expect(metrics.0 == .ok)
            #expect(metrics.1?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(metrics.2.contains("# TYPE vitrine_http_request_duration_seconds histogram"))
            #expect(metrics.2.contains(#"vitrine_http_requests_total{route="/campaigns/{id}/render",method="GET",status="404"}"#))
            // The registry is the process's: other tests scrape their own stores in parallel, so only the gauge is checked.
            #expect(metrics.2.contains("# TYPE vitrine_campaigns gauge"))
            #expect(metrics.2.contains(#"vitrine_operation_duration_seconds_count{operation="preview"}"#))
        }
    }

    /// The probes' metrics are recorded by their own middleware (at the handler's return): the
    /// same series and labels as every page's; `HEAD` of a probe is answered by the probes too.
    @Test func probesAreCountedInTheSameSeriesAndAnswerHead() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            _ = try await raw.execute(uri: "/healthz", method: .get) { $0.status }
            let head = try await raw.execute(uri: "/healthz", method: .head) {
                ($0.status, $0.body.readableBytes, $0.headers[.xContentTypeOptions], $0.headers[AccessLogMiddleware.requestID])
            }
            #expect(head.0 == .ok && head.1 == 0 && head.2 == "nosniff" && head.3 != nil)
            let metrics = try await raw.execute(uri: "/metrics", method: .get) { String(buffer: $0.body) }
            #expect(metrics.contains(#"vitrine_http_requests_total{route="/healthz",method="GET",status="200"}"#))
            #expect(metrics.contains(#"vitrine_http_request_duration_seconds_count{route="/healthz",method="GET",status="200"}"#))
            #expect(metrics.contains(#"vitrine_http_active_requests{method="GET"}"#))
        }
    }

    @Test func metricsAskForTheTokenWhenOneIsSet() async throws {
        var configuration = testConfiguration()
        configuration.metricsToken = "scrape-token-1234"
        Telemetry.bootstrap()
        let app = try await buildApplication(configuration: configuration, database: try AppDatabase.inMemory(), logger: Logger(label: "test"))
        try await app.test(.router) { client in
            let missing = try await client.execute(uri: "/metrics", method: .get) { $0.status }
            let wrong = try await client.execute(uri: "/metrics", method: .get, headers: [.authorization: "Bearer nope"]) { $0.status }
            let right = try await client.execute(uri: "/metrics", method: .get, headers: [.authorization: "Bearer scrape-token-1234"]) { $0.status }
            #expect(missing == .unauthorized && wrong == .unauthorized && right == .ok)
        }
    }

    @Test func readinessReadsTheDatabaseAndTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readyz-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("vitrine.sqlite").path
        let database = try AppDatabase.openOnDisk(path: path)
        defer { try? FileManager.default.removeItem(at: folder) }
        Telemetry.bootstrap()
        let app = try await buildApplication(configuration: testConfiguration(), database: database, logger: Logger(label: "test"))
        try await app.test(.router) { client in
            let ready = try await client.execute(uri: "/readyz", method: .get) { String(buffer: $0.body) }
            #expect(ready == "ready\n")
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
            let refused = try await client.execute(uri: "/readyz", method: .get) { ($0.status, String(buffer: $0.body)) }
            #expect(refused.0 == .serviceUnavailable)
            #expect(refused.1.contains("not readable and writable by its owner"))
            let alive = try await client.execute(uri: "/healthz", method: .get) { $0.status }
            #expect(alive == .ok)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
            try FileManager.default.moveItem(atPath: path, toPath: path + ".moved")
            let gone = try await client.execute(uri: "/readyz", method: .get) { String(buffer: $0.body) }
            #expect(gone.contains("is gone"))
        }
    }

    @Test func requestIDsAreTakenWhenSaneAndMadeOtherwise() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { client in
            let id = HTTPFields.Element.Name("X-Request-Id")!
            let kept = try await client.execute(uri: "/healthz", method: .get, headers: [id: "trace-7f3a"]) { $0.headers[id] }
            #expect(kept == "trace-7f3a")
            let made = try await client.execute(uri: "/healthz", method: .get, headers: [id: String(repeating: "x", count: 200)]) { $0.headers[id] }
            #expect(made != nil && made?.count ?? 0 <= 128)
            let refused = try await client.execute(uri: "/campaigns", method: .get) { $0.headers[id] }
            #expect(refused?.isEmpty == false, "redirects and errors carry one too")
        }
    }
}
