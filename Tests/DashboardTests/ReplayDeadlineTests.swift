import CampaignStore
import Dashboard
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import Testing

/// Every replay the server runs stops at the replay deadline with a 503 and `Retry-After`: a
/// deadline of zero stops each one before its first event, without waiting on any clock.
@Suite struct ReplayDeadlineTests {
    static let events = #"[{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "e"}]"#

    static func app() async throws -> (some ApplicationProtocol, AppDatabase) {
        var configuration = testConfiguration()
        configuration.replayDeadline = .zero
        return try await makeApp(seed: false, configuration: configuration)
    }

    @Test func aReplayPastTheDeadlineIsA503ThatSaysSo() async throws {
        let (app, _) = try await Self.app()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            try await client.execute(
                uri: "/api/replay",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"events": \#(Self.events)}"#)
            ) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "5")
                #expect(String(buffer: response.body).contains("replay deadline"), "\(String(buffer: response.body))")
            }
        }
    }

    @Test func aStoredSessionsTraceScrubbingAndPageStopAtTheDeadline() async throws {
        let (app, _) = try await Self.app()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await client.execute(
                uri: "/api/sessions",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"name": "Slow", "campaigns": []}"#)
            ) { response in
                #expect(response.status == .created)
                return try JSONParser.parse(String(buffer: response.body))["id"]?.stringValue ?? ""
            }
            // Appending replays only the new events, on the cached engine: no whole-log replay.
            try await client.execute(
                uri: "/api/sessions/\(id)/events",
                method: .post,
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: Self.events)
            ) { response in
                #expect(response.status == .ok)
            }
            for uri in ["/api/sessions/\(id)/trace", "/api/sessions/\(id)?at=1", "/sessions/\(id)"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .serviceUnavailable, "\(uri)")
                }
            }
        }
    }
}
