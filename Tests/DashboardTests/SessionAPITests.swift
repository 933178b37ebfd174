import CampaignStore
import Foundation
import Hummingbird
import HummingbirdTesting
import InAppMessaging
import TestSupport
import Testing

/// The session JSON API through the real router: create, append, trace, state, export, import, replay.
@Suite struct SessionAPITests {
    static let json: HTTPFields = [.contentType: "application/json"]

    /// Sends a JSON request; returns the status and the parsed body.
    static func send(
        _ client: some TestClientProtocol,
        _ method: HTTPRequest.Method,
        _ uri: String,
        _ body: String? = nil
    ) async throws -> (HTTPResponse.Status, JSONValue) {
        try await client.execute(uri: uri, method: method, headers: body == nil ? [:] : json, body: body.map { ByteBuffer(string: $0) }) { response in
            let text = String(buffer: response.body)
            return (response.status, text.isEmpty ? .null : try JSONParser.parse(text))
        }
    }

    /// Creates a session over the seeded demo campaigns; returns its id.
    static func createSession(_ client: some TestClientProtocol, _ body: String = #"{"name": "Demo"}"#) async throws -> String {
        let (status, session) = try await send(client, .post, "/api/sessions", body)
        #expect(status == .created)
        return try #require(session["id"]?.stringValue)
    }

    /// The kinds of a trace array.
    static func kinds(_ trace: JSONValue?) -> [String] {
        guard case .array(let items)? = trace else { return [] }
        return items.compactMap { $0["kind"]?.stringValue }
    }

    @Test func appendingReturnsTheEntriesTheEventProduced() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await Self.createSession(client, #"{"name": "Sale", "campaign_ids": ["demo-spring-sale", "demo-holdout"]}"#)
            let (status, started) = try await Self.send(client, .post, "/api/sessions/\(id)/events", #"{"at": 0, "type": "session_start"}"#)
            #expect(status == .ok)
            #expect(Self.kinds(started["trace"]).first == "delivered")
            let (_, opened) = try await Self.send(
                client,
                .post,
                "/api/sessions/\(id)/events",
                #"{"at": 1, "type": "custom_event", "name": "open_store"}"#
            )
            #expect(Self.kinds(opened["trace"]).contains("displayed"))
            #expect(opened["state"]?["on_screen"]?["campaign"] == .string("demo-spring-sale"))
            let (_, clicked) = try await Self.send(client, .post, "/api/sessions/\(id)/events", #"[{"at": 2, "type": "click", "button": "1"}]"#)
            #expect(Self.kinds(clicked["trace"]) == ["clicked", "opened_url", "dismissed"])
            #expect(clicked["event_count"] == .int(3))

            let (_, trace) = try await Self.send(client, .get, "/api/sessions/\(id)/trace")
            #expect(Self.kinds(trace["trace"]).suffix(3) == ["clicked", "opened_url", "dismissed"])
            let (_, early) = try await Self.send(client, .get, "/api/sessions/\(id)/trace?at=1")
            #expect(Self.kinds(early["trace"]).allSatisfy { $0 != "displayed" })
            let (_, scrubbed) = try await Self.send(client, .get, "/api/sessions/\(id)?at=2")
            #expect(scrubbed["state"]?["on_screen"]?["campaign"] == .string("demo-spring-sale"))
            let (_, now) = try await Self.send(client, .get, "/api/sessions/\(id)")
            #expect(now["state"]?["on_screen"] == .null)
            #expect(now["state"]?["counts"]?["demo-spring-sale"]?["clicks"] == .int(1))
            let (_, list) = try await Self.send(client, .get, "/api/sessions")
            guard case .array(let sessions)? = list["sessions"] else {
                Issue.record("no sessions array")
                return
            }
            #expect(sessions.first?["event_count"] == .int(3))
        }
    }

    /// A bad event and the path its 422 must name.
    struct BadEvent: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        var path: String
        var testDescription: String { name }
    }

    static let badEvents: [BadEvent] = [
        BadEvent(name: "back in time", body: #"{"at": 3, "type": "tick"}"#, path: "at"),
        BadEvent(name: "back in time in a batch", body: #"[{"at": 20, "type": "tick"}, {"at": 19, "type": "tick"}]"#, path: "$[1].at"),
        BadEvent(name: "unknown type", body: #"{"at": 20, "type": "teleport"}"#, path: "type"),
        BadEvent(name: "missing name", body: #"{"at": 20, "type": "custom_event"}"#, path: "name"),
        BadEvent(name: "missing at", body: #"{"type": "tick"}"#, path: "at"),
        BadEvent(name: "wrong type", body: #"{"at": 20, "type": "network", "online": "yes"}"#, path: "online"),
        BadEvent(name: "unknown member", body: #"{"at": 20, "type": "tick", "extra": 1}"#, path: "extra"),
        BadEvent(name: "negative time", body: #"{"at": -1, "type": "tick"}"#, path: "at"),
        BadEvent(
            name: "oversized properties",
            body: #"{"at": 20, "type": "custom_event", "name": "x", "properties": {"big": "\#(String(repeating: "a", count: 17_000))"}}"#,
            path: "properties"
        ),
        BadEvent(
            name: "too many events",
            body: "[" + (0...1_000).map { #"{"at": \#(20 + $0), "type": "tick"}"# }.joined(separator: ",") + "]",
            path: "$"
        ),
        BadEvent(name: "events not an array", body: #"{"events": 3}"#, path: "events"),
    ]

    @Test(arguments: badEvents)
    func badEventsGet422AndTheLogIsUnchanged(_ row: BadEvent) async throws {
        let (app, database) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await Self.createSession(client, #"{"events": [{"at": 0, "type": "session_start"}, {"at": 5, "type": "tick"}]}"#)
            let (status, body) = try await Self.send(client, .post, "/api/sessions/\(id)/events", row.body)
            #expect(status == .unprocessableContent)
            #expect(body["error"]?["path"] == .string(row.path), "\(body)")
            #expect(try await database.sessionEvents(id: id).count == 2)
            let (_, after) = try await Self.send(client, .post, "/api/sessions/\(id)/events", #"{"at": 6, "type": "tick"}"#)
            #expect(after["event_count"] == .int(3))
        }
    }

    @Test func otherFailures() async throws {
        let (app, _) = try await makeApp()
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            #expect(try await Self.send(client, .post, "/api/sessions/nope/events", #"{"at": 0, "type": "tick"}"#).0 == .notFound)
            #expect(try await Self.send(client, .get, "/api/sessions/nope").0 == .notFound)
            #expect(
                try await Self.send(client, .post, "/api/sessions", #"{"campaign_ids": ["nope"]}"#).1["error"]?["path"] == .string("campaign_ids[0]")
            )
            #expect(try await Self.send(client, .post, "/api/sessions", #"{"configuration": {"device": "watch"}}"#).0 == .unprocessableContent)
            #expect(
                try await Self.send(client, .post, "/api/sessions", #"{"events": [{"at": 2, "type": "tick"}, {"at": 1, "type": "tick"}]}"#).1[
                    "error"
                ]?["path"] == .string("events[1].at")
            )
            let id = try await Self.createSession(client)
            #expect(try await Self.send(client, .get, "/api/sessions/\(id)/trace?at=9").0 == .badRequest)
            #expect(try await Self.send(client, .post, "/api/sessions/\(id)/events", "{").0 == .badRequest)
            #expect(try await Self.send(client, .delete, "/api/sessions/\(id)").0 == .noContent)
            #expect(try await Self.send(client, .get, "/api/sessions/\(id)").0 == .notFound)
        }
    }

    @Test(arguments: [
        "Tests/Fixtures/scenarios/03-stack-is-lifo.json", "Tests/Fixtures/scenarios/16-bridge-chain.json",
        "Tests/Fixtures/scenarios/21-cold-launch.json",
    ])
    func importingAScenarioGivesItsTraceAndExportingChecks(_ file: String) async throws {
        let text = try String(contentsOf: ProjectPaths.root.appendingPathComponent(file), encoding: .utf8)
        let scenario = try Scenario(data: Data(text.utf8))
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await Self.createSession(client, text)
            let (_, trace) = try await Self.send(client, .get, "/api/sessions/\(id)/trace")
            #expect(trace["trace"] == .array(try scenario.run().map(\.jsonValue)))
            let (status, exported) = try await Self.send(client, .get, "/api/sessions/\(id)/scenario")
            #expect(status == .ok)
            let roundTrip = try Scenario(json: exported)
            #expect(try roundTrip.check().passed)
            #expect(roundTrip.expect?.count == (try scenario.run()).count)
            let (_, replayed) = try await Self.send(client, .post, "/api/replay", JSONWriter.write(exported))
            #expect(replayed["passed"] == .bool(true))
        }
    }

    @Test func appendingPastTheSessionCapIsA422NamingIt() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let id = try await Self.createSession(client, #"{"name": "Full", "campaigns": []}"#)
            let perRequest = 1_000
            for batch in 0..<(SessionLog.maximumEvents / perRequest) {
                let events = (0..<perRequest).map { #"{"at": \#(batch * perRequest + $0), "type": "custom_event", "name": "e"}"# }
                let (status, _) = try await Self.send(client, .post, "/api/sessions/\(id)/events", "[" + events.joined(separator: ",") + "]")
                #expect(status == .ok)
            }
            let (status, body) = try await Self.send(client, .post, "/api/sessions/\(id)/events", #"{"at": 99999, "type": "session_start"}"#)
            #expect(status == .unprocessableContent)
            #expect(body["error"]?["message"] == .string("a session holds at most 20000 events; these would make 20001"))
            #expect(body["error"]?["path"] == .string("events"))
            #expect(try await Self.send(client, .get, "/api/sessions/\(id)").1["event_count"] == .int(20_000))
        }
    }

    @Test func replayWithoutExpectationsReturnsTheTrace() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let (status, body) = try await Self.send(client, .post, "/api/replay", #"{"events": [{"at": 0, "type": "session_start"}]}"#)
            #expect(status == .ok)
            #expect(Self.kinds(body["trace"]) == ["delivered", "no_matching_trigger"])
            #expect(body["passed"] == nil)
            let (bad, error) = try await Self.send(client, .post, "/api/replay", #"{"events": [{"at": 0, "type": "nope"}]}"#)
            #expect(bad == .unprocessableContent)
            #expect(error["error"]?["path"] == .string("events[0].type"))
        }
    }

    /// A replay and a session take the same 1,000 events per request (1,001 are refused), and a session's name,
    /// like a campaign's, holds no text-direction characters.
    @Test func replaysAndSessionsShareTheEventLimitAndNamesRefuseDirectionControls() async throws {
        let events = (0...1_000).map { #"{"at": \#($0), "type": "tick"}"# }.joined(separator: ", ")
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for route in ["/api/replay", "/api/sessions"] {
                let (status, body) = try await Self.send(client, .post, route, #"{"events": [\#(events)]}"#)
                #expect(status == .unprocessableContent, "\(route): \(status)")
                #expect(body["error"]?["path"] == .string("events"), "\(route): \(body)")
            }
            let (status, body) = try await Self.send(client, .post, "/api/sessions", "{\"name\": \"Sale\u{202E}gpj.exe\", \"events\": []}")
            #expect(status == .unprocessableContent)
            #expect(body["error"]?["path"] == .string("name"))
            #expect(try await database.sessionSummaries().isEmpty)
        }
    }

    /// A campaign whose button runs 5,000 steps that each log the event that triggers it, clicked
    /// 200 times: refused before any replay, with a 413 naming the steps limit, by a replay and by
    /// a session alike, so no stored session can hold such an action (the engine's own bound on
    /// a click's trace entries is `TraceBoundTests`').
    @Test func aClickThatRetriggersItsOwnCampaignIsRefused() async throws {
        let step = BrazeActionStep(.logCustomEvent, [.string("loop"), .object([:])])
        let uri = BrazeAction(steps: Array(repeating: step, count: 5_000)).uri
        let campaign = """
            {"id": "loop", "name": "loop", "status": "active", "type": "inapp", "priority": 1, "re_eligibility": 0,
             "trigger_condition": [{"type": "custom_event", "data": {"event_name": "loop"}}],
             "data": {"type": "MODAL", "header": "h", "message": "m", "message_close": "SWIPE",
                      "btns": [{"id": 0, "text": "Again", "click_action": "URI", "uri": "\(uri)"}]}}
            """
        let clicks = (2..<202).map { #"{"at": \#($0), "type": "click", "button": 0}"# }.joined(separator: ", ")
        let events = #"[{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "loop"}, \#(clicks)]"#
        let (app, database) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            for route in ["/api/replay", "/api/sessions"] {
                let (status, body) = try await Self.send(client, .post, route, #"{"campaigns": [\#(campaign)], "events": \#(events)}"#)
                #expect(status == .contentTooLarge, "\(route): \(status)")
                let message = body["error"]?["message"]?.stringValue ?? ""
                #expect(message.contains("runs 5000 Braze Action steps; the limit is \(CampaignLimits.maxActionSteps)"), "\(route): \(message)")
            }
            #expect(try await database.sessionSummaries().isEmpty)
        }
    }

    /// An event's properties keep the order the app sent them in, through the store and the
    /// scenario export, so a session imported from its export draws the same.
    @Test func eventPropertiesKeepTheirOrderThroughTheExport() async throws {
        let (app, _) = try await makeApp(seed: false)
        try await app.test(.router) { raw in
            let client = SignedInClient(raw)
            let events =
                #"[{"at": 0, "type": "session_start"}, {"at": 1, "type": "custom_event", "name": "e", "properties": {"zebra": 1, "apple": 2, "mango": 3}}]"#
            let id = try await Self.createSession(client, #"{"name": "Order", "events": \#(events)}"#)
            let (status, scenario) = try await Self.send(client, .get, "/api/sessions/\(id)/scenario")
            #expect(status == .ok)
            guard case .array(let logged)? = scenario["events"], logged.count == 2, case .object(let properties)? = logged[1]["properties"] else {
                Issue.record("no properties in \(scenario)")
                return
            }
            #expect(Array(properties.keys) == ["zebra", "apple", "mango"])
        }
    }
}
