import InAppMessaging
import Testing

/// JSON decoding of configuration, events and scenarios: round trips and errors with paths.
@Suite struct EngineDecodingTests {
    @Test(arguments: [
        (#"{"at": 1, "type": "sesion_start"}"#, "type", "unknown event type"),
        (#"{"type": "tick"}"#, "at", "missing"),
        (#"{"at": 1, "type": "custom_event"}"#, "name", "missing"),
        (#"{"at": 1, "type": "custom_event", "name": 3}"#, "name", "expected a string"),
        (#"{"at": 1, "type": "click", "button": true}"#, "button", "button id"),
        (#"{"at": 1, "type": "tick", "extra": 1}"#, "extra", "unknown member"),
        (#"{"at": 1, "type": "rotate", "orientation": "sideways"}"#, "orientation", "portrait"),
        (#"{"at": 1, "type": "link"}"#, "url", "missing"),
        (#"{"at": 1, "type": "bridge", "call": "logCustomEvent", "args": [1]}"#, "args[0]", "event name"),
        (#"{"at": -1, "type": "tick"}"#, "at", "negative"),
    ])
    func badEventsNameTheirPath(_ json: String, _ path: String, _ message: String) throws {
        let value = try JSONParser.parse(json)
        let error = #expect(throws: WireError.self) {
            try DeviceEvent(json: value, path: JSONPath.root.appending("events").appending(2))
        }
        #expect(error?.path?.description == "events[2].\(path)")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test(arguments: [
        #"{"at": 0, "type": "app_launch", "cold": true}"#,
        #"{"at": 1.5, "type": "custom_event", "name": "x", "properties": {"a": [1, "b"]}}"#,
        #"{"at": 2, "type": "purchase", "product_id": "p", "price": 9.99, "currency": "EUR", "quantity": 2, "properties": {}}"#,
        #"{"at": 3, "type": "click", "button": "1"}"#,
        #"{"at": 3, "type": "click", "button": null}"#,
        #"{"at": 4, "type": "bridge", "call": "logPurchase", "args": ["p", 1, "USD", 1, {"k": true}]}"#,
        #"{"at": 5, "type": "custom_view_submit", "values": ["a", "b"]}"#,
        #"{"at": 6, "type": "network", "online": false}"#,
        #"{"at": 7, "type": "present_local", "message": {"type": "SLIDEUP", "message": "hi"}}"#,
    ])
    func eventsRoundTrip(_ json: String) throws {
        let event = try DeviceEvent(json: JSONParser.parse(json))
        #expect(try DeviceEvent(json: event.jsonValue) == event)
    }

    @Test func integerButtonIdsBecomeStrings() throws {
        let event = try DeviceEvent(json: JSONParser.parse(#"{"at": 1, "type": "click", "button": 0}"#))
        #expect(event.payload == .click(button: "0"))
    }

    @Test(arguments: ["closeMessage", "brazeBridge.closeMessage", "appboyBridge.closeMessage"])
    func bridgeAliases(_ call: String) throws {
        let event = try DeviceEvent(json: JSONParser.parse(#"{"at": 1, "type": "bridge", "call": "\#(call)"}"#))
        #expect(event.payload == .bridge(.closeMessage))
    }

    @Test func configurationDefaultsAndRoundTrip() throws {
        let defaults = try DeliveryConfiguration(json: .object([:]))
        #expect(defaults == DeliveryConfiguration())
        #expect(defaults.triggerMinimumTimeInterval == 30 && defaults.online && defaults.device == .phone)
        let json = """
            {"trigger_minimum_time_interval": 0, "device": "tablet", "supported_orientations": ["landscape"],
             "orientation": "landscape", "appearance": "dark", "online": false, "epoch": 1700000000,
             "presentation": {"preferred_orientation": "portrait", "status_bar": "hidden", "disable_dark_mode": true,
                              "slideup_offset": 20, "dismiss_on_background_tap": true},
             "display_choice_rules": [{"when": {"extra": {"key": "k"}}, "choice": "later"}, {"when": {"kind": "modal_image"}, "choice": "discard"}],
             "click_overrides": ["body", 1], "failing_assets": ["https://x/a.png"]}
            """
        let configuration = try DeliveryConfiguration(json: JSONParser.parse(json))
        #expect(configuration.clickOverrides == ["body", "1"])
        #expect(configuration.displayChoiceRules[1].kind == .modalImage)
        #expect(try DeliveryConfiguration(json: configuration.jsonValue) == configuration)
    }

    @Test(arguments: [
        (#"{"device": "watch"}"#, "configuration.device"),
        (#"{"display_choice_rules": [{"when": {"screen": "a"}}]}"#, "configuration.display_choice_rules[0].choice"),
        (#"{"display_choice_rules": [{"when": {"kind": "popup"}, "choice": "now"}]}"#, "configuration.display_choice_rules[0].when.kind"),
        (#"{"presentation": {"status_bar": 1}}"#, "configuration.presentation.status_bar"),
        (#"{"trigger_minimum_time_intervall": 1}"#, "configuration.trigger_minimum_time_intervall"),
    ])
    func badConfigurationsNameTheirPath(_ json: String, _ path: String) throws {
        let error = #expect(throws: WireError.self) {
            try DeliveryConfiguration(json: JSONParser.parse(json), path: JSONPath.root.appending("configuration"))
        }
        #expect(error?.path?.description == path)
    }

    @Test(arguments: [
        (#"{"events": [], "expect": [], "kinds": ["shown"]}"#, "kinds[0]"),
        (#"{"events": [{"at": 2, "type": "tick"}, {"at": 1, "type": "tick"}], "expect": []}"#, "events[1].at"),
        (#"{"events": [], "expect": [{"kind": "nope"}]}"#, "expect[0].kind"),
        (#"{"campaigns": [{"id": "a", "data": {"type": "POPUP"}}], "events": [], "expect": []}"#, "campaigns[0].data.type"),
    ])
    func badScenariosNameTheirPath(_ json: String, _ path: String) throws {
        let error = #expect(throws: WireError.self) { try Scenario(json: JSONParser.parse(json)) }
        #expect(error?.path?.description == path, "\(error?.description ?? "")")
    }

    @Test func aScenarioWithoutExpectationsReplaysAndOnlyACheckNeedsThem() throws {
        let bare = try Scenario(json: JSONParser.parse(#"{"events": [{"at": 0, "type": "session_start"}]}"#))
        #expect(bare.expect == nil)
        #expect(try bare.run().first?.kind == .delivered)
        #expect(bare.missingExpectations?.path?.description == "expect")
        let empty = try Scenario(json: JSONParser.parse(#"{"events": [], "expect": []}"#))
        #expect(empty.expect?.isEmpty == true && empty.missingExpectations == nil)
    }

    @Test func traceLinesStartWithAtAndKind() {
        let entry = TraceEntry(
            at: 2,
            kind: .clicked,
            fields: [
                .init("campaign", .string("c")), .init("button", .null), .init("processed", .bool(true)),
            ]
        )
        #expect(entry.jsonLine == #"{"at":2,"kind":"clicked","campaign":"c","button":null,"processed":true}"#)
        #expect(TraceEntry(at: 0.25, kind: .stackCleared).jsonLine == #"{"at":0.25,"kind":"stack_cleared"}"#)
    }

    @Test func checkReportsTheFirstMismatchNextToTheTrace() throws {
        let scenario = Scenario(
            name: "n",
            campaigns: [],
            events: [DeviceEvent(at: 0, .sessionStart)],
            expect: [["at": .int(0), "kind": .string("displayed")]]
        )
        let result = try scenario.check()
        #expect(!result.passed)
        #expect(
            result.mismatch?.description
                == #"expected #1 {"at":0,"kind":"displayed"} got {"at":0,"kind":"no_matching_trigger","event":"session_start"}"#
        )
        let tooShort = Scenario(name: "n", campaigns: [], events: [DeviceEvent(at: 0, .sessionStart)], expect: [])
        #expect(try tooShort.check().mismatch?.description.hasPrefix("expected #1 nothing more got") == true)
    }

    @Test func checkReportsEveryMismatchAndTheReportListsThemUpToTheLimit() throws {
        let scenario = Scenario(
            name: "n",
            campaigns: [],
            events: [DeviceEvent(at: 0, .sessionStart), DeviceEvent(at: 1, .sessionStart), DeviceEvent(at: 2, .sessionStart)],
            expect: [
                ["at": .int(0), "kind": .string("displayed")],
                ["at": .int(1), "kind": .string("no_matching_trigger")],
                ["at": .int(2), "kind": .string("displayed")],
                ["at": .int(3), "kind": .string("displayed")],
            ]
        )
        let result = try scenario.check()
        #expect(result.mismatches.map(\.position) == [0, 2, 3])
        #expect(result.mismatch == result.mismatches.first)
        #expect(result.mismatches.last?.actual == nil, "the trace ended before the fourth expectation")
        let report = Scenario.reportLine(path: "s.json", result: result, maxMismatches: 2)
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.first == "FAIL s.json: 3 mismatches")
        #expect(lines.dropFirst().prefix(2).allSatisfy { $0.hasPrefix("  expected #") })
        #expect(lines.last == "  … and 1 more (--max-mismatches to see them)")
        #expect(Scenario.reportLine(path: "s.json", result: result).split(separator: "\n").count == 4)
    }
}
