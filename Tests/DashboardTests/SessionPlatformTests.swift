import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// A session's platform through the real router: chosen in the form, stored in the
/// configuration, followed by the engine, and shown on the session page.
@Suite struct SessionPlatformTests {
    /// The new-session form's fields with `changes`, without the welcome slideup.
    static func fields(_ client: some TestClientProtocol, _ changes: [String: String]) async throws -> [(name: String, value: String)] {
        let (_, form) = try await SessionPageTests.get(client, "/sessions/new")
        return HTMLForm(html: form, id: "session-setup").with(changes)
            .filter { !($0.name == "campaign" && $0.value == "demo-welcome") }
    }

    @Test func anAndroidSessionHasABackButtonThatDismisses() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (_, form) = try await SessionPageTests.get(client, "/sessions/new")
            #expect(form.contains("data-platform=\"android\">On Android, reenqueue gives the message back to the trigger system"))
            let changes = ["name": "Android", "platform": "android", "blocked_screens": "checkout, login"]
            let (status, body, location) = try await SessionPageTests.post(client, "/sessions", try await Self.fields(client, changes))
            #expect(status == .seeOther, "\(body.prefix(1500))")
            let id = String(try #require(location).dropFirst("/sessions/".count))
            let session = try #require(try await database.session(id: id))
            #expect(session.configuration.platform == .android)
            #expect(session.configuration.platformSettings == .init(blockedScreens: ["checkout", "login"]))
            for (type, extra) in [("session_start", []), ("custom_event", [("event_name", "open_store")]), ("back", [])] {
                let (posted, _, _) = try await SessionPageTests.post(client, "/sessions/\(id)/events", [("type", type), ("at", "")] + extra)
                #expect(posted == .seeOther)
            }
            let (_, page) = try await SessionPageTests.get(client, "/sessions/\(id)")
            #expect(page.contains("id=\"phone-back\"") && page.contains("<strong id=\"session-platform\">Android</strong>"))
            #expect(page.contains("data-kind=\"dismissed\"") && page.contains("reason=back_button"))
            #expect(page.contains("On screen: <strong id=\"on-screen\">nothing"))
        }
    }

    @Test func theDeviceChoicesNameThePlatformsThatHaveThem() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let (_, form) = try await SessionPageTests.get(SignedInClient(raw), "/sessions/new")
            // One list of devices per platform, the engine's (`DeliveryConfiguration.devices(on:)`).
            #expect(form.contains(#"<option value="phone" selected>Phone</option>"#) || form.contains(#"<option value="phone">Phone</option>"#))
            #expect(form.contains(#"<option value="tablet">Tablet (iOS, Android)</option>"#))
            #expect(form.contains(#"<option value="desktop">Desktop browser (Web)</option>"#))
        }
    }

    @Test func anIOSSessionHasNoBackButton() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await SessionPageTests.createThroughForm(client)
            let (_, page) = try await SessionPageTests.get(client, "/sessions/\(id)")
            #expect(!page.contains("id=\"phone-back\""))
            #expect(page.contains("On iOS, reenqueue (and later) keeps the message on top of the stack"))
        }
    }

    @Test(arguments: [
        (["platform": "web", "display_choice_rules": #"[{"choice": "later"}]"#], "display_choice_rules[0].choice"),
        (["platform": "ios", "device": "desktop"], "no desktop on ios"),
        (["platform": "web", "device": "tablet"], "no tablet on web"),
        (["platform": "windows"], "expected ios|android|web"),
    ])
    func platformErrorsReRenderTheForm(_ changes: [String: String], _ message: String) async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let fields = try await Self.fields(client, changes.merging(["blocked_screens": SessionPageTests.xss]) { $1 })
            let (status, body, _) = try await SessionPageTests.post(client, "/sessions", fields)
            #expect(status == .unprocessableContent)
            #expect(body.contains(message), "\(body.prefix(3000))")
            #expect(!body.contains("<script>alert(1)") && body.contains(SessionPageTests.escaped))
            #expect(try await database.sessionSummaries().isEmpty)
        }
    }
}
