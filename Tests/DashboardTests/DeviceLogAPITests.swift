import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// `POST /api/sessions/from-log` through the real router: a log becomes a session with its
/// report; bad bodies are refused and store nothing (an oversized one is scripts/test.d/device-logs.sh's,
/// over a real socket).
@Suite struct DeviceLogAPITests {
    static let text: HTTPFields = [.contentType: "text/plain"]

    /// A fixture's bytes.
    static func fixture(_ name: String) throws -> ByteBuffer {
        ByteBuffer(bytes: try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent("device-logs").appendingPathComponent(name)))
    }

    /// Posts `body` to `uri`; the status and the parsed answer.
    static func post(_ client: some TestClientProtocol, _ uri: String, _ body: ByteBuffer) async throws -> (HTTPResponse.Status, JSONValue, String?) {
        try await client.execute(uri: uri, method: .post, headers: text, body: body) { response in
            (response.status, try JSONParser.parse(String(buffer: response.body)), response.headers[.location])
        }
    }

    @Test(arguments: ["android.logcat.txt", "ios.xcode.txt", "web.console.txt"])
    func aLogBecomesASessionWithItsReport(_ name: String) async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, answer, location) = try await Self.post(client, "/api/sessions/from-log", try Self.fixture(name))
            #expect(status == .created)
            #expect(answer["agrees"] == .bool(true))
            let id = try #require(answer["session"]?.stringValue)
            #expect(location == "/api/sessions/\(id)")
            let session = try #require(try await database.session(id: id))
            #expect(session.campaigns.map(\.id) == ["welcome-modal", "cart-nudge", "big-spender"])
            #expect(session.eventCount == answer["events"].map { if case .array(let items) = $0 { items.count } else { 0 } })
            // The user's own campaign list is untouched.
            #expect(try await database.campaign(id: "welcome-modal") == nil)
            let report = try await client.execute(uri: "/api/sessions/\(id)/device-log", method: .get) { response in
                (response.status, try JSONParser.parse(String(buffer: response.body)))
            }
            #expect(report.0 == .ok)
            #expect(report.1["agreement"] == answer["agreement"])
            #expect(report.1["campaigns"] == nil)
            // The session's trace is Vitrine's side of the table.
            let trace = try await client.execute(uri: "/api/sessions/\(id)/trace", method: .get) { String(buffer: $0.body) }
            #expect(trace.contains(#""kind":"impression","campaign":"cart-nudge""#))
        }
    }

    @Test func storeFalseAnswersWithoutASession() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let before = try await database.sessionSummaries().count
            let (status, answer, _) = try await Self.post(
                SignedInClient(raw),
                "/api/sessions/from-log?store=false&platform=android&min_interval=5",
                try Self.fixture("android.logcat.txt")
            )
            #expect(status == .ok)
            #expect(answer["session"] == nil)
            // With a 5 s minimum interval, Vitrine shows cart-nudge at 17 s where the device refused it.
            #expect(answer["agrees"] == .bool(false))
            #expect(answer["settings"]?["minimum_interval"] == .int(5))
            #expect(try await database.sessionSummaries().count == before)
        }
    }

    @Test func badBodiesAreRefusedAndStoreNothing() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let before = try await storedRows(database)
            let cases: [(ByteBuffer, String, HTTPResponse.Status, String)] = [
                (ByteBuffer(), "/api/sessions/from-log", .unprocessableContent, "empty"),
                (ByteBuffer(bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 13]), "/api/sessions/from-log", .unprocessableContent, "NUL"),
                (ByteBuffer(string: "hello\nworld\n"), "/api/sessions/from-log", .unprocessableContent, "no Braze SDK line in 2 lines"),
                (try Self.fixture("web.console.txt"), "/api/sessions/from-log?platform=windows", .badRequest, "platform"),
                (try Self.fixture("web.console.txt"), "/api/sessions/from-log?dismiss_after=-1", .badRequest, "dismiss_after"),
            ]
            for (body, uri, status, words) in cases {
                let (got, answer, _) = try await Self.post(client, uri, body)
                #expect(got == status, "\(uri) \(words)")
                #expect(answer["error"]?["message"]?.stringValue?.contains(words) == true || answer["error"]?["path"] == .string(words), "\(answer)")
            }
            #expect(try await storedRows(database) == before)
            let missing = try await client.execute(uri: "/api/sessions/session-00000000/device-log", method: .get) { $0.status }
            #expect(missing == .notFound)
        }
    }
}
