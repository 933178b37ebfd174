import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// The session pages through the real router: list, configuration form, control panel posts,
/// the phone document, scrubbing, import, and escaping of every user-supplied string.
@Suite struct SessionPageTests {
    static let formType: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
    static let xss = "<script>alert(1)</script>\"'&"
    static let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;"

    /// GETs a page: status and body.
    static func get(_ client: some TestClientProtocol, _ uri: String) async throws -> (HTTPResponse.Status, String) {
        try await client.execute(uri: uri, method: .get) { ($0.status, String(buffer: $0.body)) }
    }

    /// POSTs a form: status, body and `Location`.
    static func post(
        _ client: some TestClientProtocol,
        _ uri: String,
        _ fields: [(name: String, value: String)]
    ) async throws -> (HTTPResponse.Status, String, String?) {
        try await client.execute(uri: uri, method: .post, headers: formType, body: ByteBuffer(string: urlEncoded(fields))) {
            ($0.status, String(buffer: $0.body), $0.headers[.location])
        }
    }

    /// Creates a session through the form with every active demo campaign but the welcome
    /// slideup (which would take the screen at session start); returns its id.
    static func createThroughForm(_ client: some TestClientProtocol, name: String = "Checkout repro") async throws -> String {
        let (_, form) = try await get(client, "/sessions/new")
        let fields = HTMLForm(html: form, id: "session-setup").with(["name": name])
            .filter { !($0.name == "campaign" && $0.value == "demo-welcome") }
        let (status, body, location) = try await post(client, "/sessions", fields)
        #expect(status == .seeOther, "\(body.prefix(1500))")
        return String(try #require(location).dropFirst("/sessions/".count))
    }

    @Test func theControlPanelDrivesThePhone() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await Self.createThroughForm(client)
            let session = try #require(try await database.session(id: id))
            #expect(session.campaigns.map(\.id).contains("demo-spring-sale"))
            #expect(try await Self.post(client, "/sessions/\(id)/events", [("type", "session_start"), ("at", "")]).0 == .seeOther)
            let opened = try await Self.post(client, "/sessions/\(id)/events", [("type", "custom_event"), ("at", ""), ("event_name", "open_store")])
            #expect(opened.0 == .seeOther)
            let (_, phone) = try await Self.get(client, "/sessions/\(id)/phone")
            #expect(phone.contains("iam-modal") && phone.contains("vitrine-interaction"))
            let (_, page) = try await Self.get(client, "/sessions/\(id)")
            #expect(page.contains("data-kind=\"displayed\"") && page.contains("On screen: <strong id=\"on-screen\">demo-spring-sale"))
            // One click control per button of the message on screen, by label and id.
            #expect(page.contains("value=\"click_button_0\" class=\"button-control\">Click “Not now” (button 0)"))
            #expect(page.contains("value=\"click_button_1\" class=\"button-control\">Click “Shop” (button 1)"))
            #expect(!page.contains("id=\"buttons-note\""))
            #expect(try await Self.post(client, "/sessions/\(id)/events", [("type", "click_button_x")]).0 == .unprocessableContent)
            #expect(try await Self.post(client, "/sessions/\(id)/events", [("type", "click_button_0"), ("at", "")]).0 == .seeOther)
            let events = try await database.sessionEvents(id: id)
            #expect(events.map(\.at) == [0, 1, 2])
            #expect(events.last?.payload == .click(button: "0"))
            let (_, after) = try await Self.get(client, "/sessions/\(id)")
            #expect(after.contains("data-kind=\"clicked\"") && after.contains("data-kind=\"dismissed\""))
            #expect(after.contains("No message is on screen, so there is no button to click.") && !after.contains("class=\"button-control\""))
            let (_, empty) = try await Self.get(client, "/sessions/\(id)/phone")
            #expect(empty.contains("data-kind=\"none\"") && !empty.contains("class=\"iam iam-modal"))

            let (_, scrubbed) = try await Self.get(client, "/sessions/\(id)?at=2")
            #expect(scrubbed.contains("id=\"scrub-notice\"") && scrubbed.contains("/sessions/\(id)/phone?at=2"))
            #expect(!scrubbed.contains("data-kind=\"clicked\""))
            let (_, scrubbedPhone) = try await Self.get(client, "/sessions/\(id)/phone?at=2")
            #expect(scrubbedPhone.contains("iam-modal"))

            let tick = try await Self.post(client, "/sessions/\(id)/events", [("type", "tick"), ("seconds", "30")])
            #expect(tick.0 == .seeOther)
            #expect(try await database.sessionEvents(id: id).last?.at == 32)
            let (_, why) = try await Self.get(client, "/sessions/\(id)?why=demo-level-up")
            #expect(why.contains("id=\"why-answer\""))
            // A draft is in the store but not in the session: the answer says so, not "no campaign".
            let (_, draft) = try await Self.get(client, "/sessions/\(id)?why=demo-tournament")
            #expect(draft.contains("It is draft in the store, and a session takes only the campaigns that are active when it starts."))
            let (_, unknown) = try await Self.get(client, "/sessions/\(id)?why=no-such-campaign")
            #expect(unknown.contains("No campaign has the id no-such-campaign."))
            #expect(after.contains("events ·") && !after.contains(" 1 events"))
        }
    }

    @Test func refusedControlEventsShowTheReasonAndChangeNothing() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await Self.createThroughForm(client)
            _ = try await Self.post(client, "/sessions/\(id)/events", [("type", "session_start"), ("at", "10")])
            for fields in [
                [(name: "type", value: "close"), (name: "at", value: "3")],
                [(name: "type", value: "session_start"), (name: "at", value: "3")],
                [
                    (name: "type", value: "custom_event"), (name: "event_name", value: "x"), (name: "prop_key", value: "n"),
                    (name: "prop_value", value: "abc"), (name: "prop_type", value: "number"),
                ],
                [(name: "type", value: "launch_rocket")],
                [(name: "type", value: "tick"), (name: "seconds", value: "-5")],
            ] {
                let (status, body, _) = try await Self.post(client, "/sessions/\(id)/events", fields)
                #expect(status == .unprocessableContent, "\(fields)")
                #expect(body.contains("id=\"event-error\""))
            }
            #expect(try await database.sessionEvents(id: id).count == 1)
        }
    }

    @Test func badConfigurationReRendersTheFormWithTheValues() async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (_, form) = try await Self.get(client, "/sessions/new")
            let fields = HTMLForm(html: form, id: "session-setup").with([
                "display_choice_rules": #"[{"when": {"screen": "x"}, "choice": "maybe"}]"#, "name": "Kept",
            ])
            let (status, body, _) = try await Self.post(client, "/sessions", fields)
            #expect(status == .unprocessableContent)
            #expect(body.contains("display_choice_rules[0].choice") && body.contains("value=\"Kept\""))
            #expect(try await database.sessionSummaries().isEmpty)
        }
    }

    @Test func userStringsAreEscapedEverywhere() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await Self.createThroughForm(client, name: Self.xss)
            _ = try await Self.post(client, "/sessions/\(id)/events", [("type", "session_start")])
            _ = try await Self.post(
                client,
                "/sessions/\(id)/events",
                [
                    ("type", "custom_event"), ("event_name", Self.xss), ("prop_key", Self.xss), ("prop_value", Self.xss), ("prop_type", "string"),
                ]
            )
            _ = try await Self.post(client, "/sessions/\(id)/events", [("type", "screen"), ("screen_name", Self.xss)])
            let local = JSONWriter.write(
                .object([
                    "at": .int(5), "type": .string("present_local"),
                    "message": .object(["type": .string("HTML"), "message": .string("<p>hi</p>")]),
                ])
            )
            _ = try await SessionAPITests.send(client, .post, "/api/sessions/\(id)/events", local)
            let bridge = JSONWriter.write(
                .object([
                    "at": .int(6), "type": .string("bridge"), "call": .string("setCustomUserAttribute"),
                    "args": .array([.string(Self.xss), .string(Self.xss)]),
                ])
            )
            #expect(try await SessionAPITests.send(client, .post, "/api/sessions/\(id)/events", bridge).0 == .ok)
            for uri in [
                "/sessions", "/sessions/\(id)", "/sessions/\(id)?at=2&why=\(Self.xss.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)",
            ] {
                let (status, page) = try await Self.get(client, uri)
                #expect(status == .ok)
                #expect(!page.contains("<script>alert(1)"), "\(uri)")
                #expect(page.contains("alert(1)"), "\(uri) should show the text")
            }
            let (_, phone) = try await Self.get(client, "/sessions/\(id)/phone")
            #expect(!phone.contains("<script>alert(1)"))
        }
    }

    @Test func importingAScenarioFromTheListPage() async throws {
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let text = try String(contentsOf: ProjectPaths.root.appendingPathComponent("Tests/Fixtures/scenarios/10-timeout.json"), encoding: .utf8)
            let (status, _, location) = try await Self.post(client, "/sessions/import", [("scenario", text)])
            #expect(status == .seeOther)
            let id = String(try #require(location).dropFirst("/sessions/".count))
            #expect(try await database.sessionEvents(id: id) == (try Scenario(data: Data(text.utf8))).events)
            let (bad, body, _) = try await Self.post(client, "/sessions/import", [("scenario", #"{"events": [{"at": 0, "type": "nope"}]}"#)])
            #expect(bad == .unprocessableContent && body.contains("events[0].type"))
            let (_, list) = try await Self.get(client, "/sessions")
            #expect(list.contains("/sessions/\(id)"))
        }
    }
}
