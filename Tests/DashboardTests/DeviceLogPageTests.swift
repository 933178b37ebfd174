import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// The new-session page's "Start from a device log" form without its script: a pasted log
/// becomes a session whose page shows the agreement table; text that is no log comes back with
/// the reason and stores nothing.
@Suite struct DeviceLogPageTests {
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: ProjectPaths.fixtures.appendingPathComponent("device-logs").appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aPastedLogBecomesASessionWithItsAgreementTable() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, _) = try await client.postForm(
                "/sessions/from-log",
                [("log_text", try Self.fixture("ios.xcode.txt")), ("log_name", "Ticket 4711"), ("dismiss_after", "5")]
            )
            #expect(status == .seeOther)
            let session = try #require(try await database.sessionSummaries().first { $0.name == "Ticket 4711" })
            let page = try await client.execute(uri: "/sessions/\(session.id)", method: .get) { String(buffer: $0.body) }
            #expect(page.contains(#"id="device-log""#))
            #expect(page.contains("All 5 rows agree."))
            #expect(page.contains("iOS SDK 7.1.0 on iPhone15,2, 17.1"))
            #expect(page.contains("closed 5 s after its impression"))
        }
    }

    @Test func aLogIsReplayedAgainWithOtherSettingsAsANewSession() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            _ = try await client.postForm("/sessions/from-log", [("log_text", try Self.fixture("android.logcat.txt")), ("log_name", "First")])
            let first = try #require(try await database.sessionSummaries().first { $0.name == "First" })
            let page = try await client.execute(uri: "/sessions/\(first.id)", method: .get) { String(buffer: $0.body) }
            // Android's afterClosed lines and its refusal line are the evidence beside the settings.
            #expect(page.contains("The log has 2 such lines"))
            #expect(page.contains("requirement of 30 not met"))
            // The device's words are text: Android's `<open>` is escaped, never markup.
            #expect(page.contains("incoming &lt;open&gt;."))
            let (status, _) = try await client.postForm(
                "/sessions/\(first.id)/device-log/replay",
                [("platform", "android"), ("orientation", "landscape"), ("dismiss_after", "10"), ("min_interval", "5")]
            )
            #expect(status == .seeOther)
            let again = try #require(try await database.sessionSummaries().first { $0.name.hasPrefix("First (") })
            #expect(again.name == "First (Android, landscape, closed after 10 s, interval 5 s)")
            let replayed = try await client.execute(uri: "/sessions/\(again.id)", method: .get) { String(buffer: $0.body) }
            #expect(replayed.contains("rows disagree."))
            #expect(try await database.session(id: again.id)?.configuration.orientation == .landscape)
            let (refused, _) = try await client.postForm("/sessions/\(first.id)/device-log/replay", [("min_interval", "-3")])
            #expect(refused == .badRequest)
        }
    }

    @Test func textThatIsNoLogComesBackWithTheReason() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let before = try await storedRows(database)
            let (status, page) = try await client.postForm("/sessions/from-log", [("log_text", "<b>not a log</b>\nreally")])
            #expect(status == .unprocessableContent)
            #expect(page.contains(#"id="log-error""#))
            #expect(page.contains("no Braze SDK line in 2 lines"))
            // The pasted text is kept, escaped.
            #expect(page.contains("&lt;b&gt;not a log&lt;/b&gt;"))
            #expect(!page.contains("<b>not a log</b>"))
            let (badSetting, _) = try await client.postForm("/sessions/from-log", [("log_text", "x"), ("min_interval", "soon")])
            #expect(badSetting == .unprocessableContent)
            #expect(try await storedRows(database) == before)
        }
    }

    @Test func aSessionMadeOtherwiseHasNoDeviceLogSection() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (_, session) = try await SessionAPITests.send(client, .post, "/api/sessions", #"{"name": "Plain"}"#)
            let id = try #require(session["id"]?.stringValue)
            let page = try await client.execute(uri: "/sessions/\(id)", method: .get) { String(buffer: $0.body) }
            #expect(!page.contains(#"id="device-log""#))
        }
    }
}
