import InAppMessaging
import Testing

/// docs/rules.md, rules 9–13: clicks, dismissals, custom views, bridge, cold launch, local messages.
@Suite struct EngineInteractionTests {
    /// All kinds, for tests that read whole traces.
    static let allKinds = Set(TraceEntry.Kind.allCases)

    /// Replays a session start, a trigger of `message` at 1, then `events`; returns summaries
    /// from time 1 on.
    static func afterDisplay(
        _ message: InAppMessage,
        _ events: [DeviceEvent],
        configuration: DeliveryConfiguration = DeliveryConfiguration(triggerMinimumTimeInterval: 0)
    ) throws -> [String] {
        try Fixture.trace(
            [Fixture.campaign("m", message: message)],
            [Fixture.event(1, "m")] + events,
            configuration: configuration,
            kinds: allKinds
        ).filter { !$0.hasPrefix("0 ") && !$0.hasPrefix("1 ") }
    }

    @Test(arguments: [
        ("modal with buttons ignores body clicks", Fixture.modal(), nil as String?, [String]()),
        ("modal without buttons takes body clicks", Fixture.modal(buttons: []), nil, ["2 clicked m", "2 dismissed m click"]),
        ("slideup takes body clicks", Fixture.slideup(), nil, ["2 clicked m", "2 dismissed m click"]),
        ("unknown button ids are ignored", Fixture.modal(), "7", []),
        ("a button click dismisses", Fixture.modal(), "0", ["2 clicked m", "2 dismissed m click"]),
    ])
    func clicks(_ name: String, _ message: InAppMessage, _ button: String?, _ expected: [String]) throws {
        #expect(try Self.afterDisplay(message, [DeviceEvent(at: 2, .click(button: button))]) == expected, "\(name)")
    }

    @Test(arguments: [["*"], ["0"]])
    func overriddenClicksAreNotProcessed(_ overrides: Set<String>) throws {
        var configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0)
        configuration.clickOverrides = overrides
        let trace = try DeliveryEngine.replay(
            configuration: configuration,
            campaigns: [Fixture.campaign("m", message: Fixture.modal())],
            events: [DeviceEvent(at: 0, .sessionStart), Fixture.event(1, "m"), DeviceEvent(at: 2, .click(button: "0"))]
        )
        // The refused click is logged and still dismisses (docs/rules.md, rule 9); its action does not run.
        let clicked = trace.first { $0.kind == .clicked }
        #expect(clicked?[field: "processed"] == .bool(false))
        #expect(trace.last?.kind == .dismissed && trace.last?[field: "reason"] == .string("click"))
        #expect(!trace.contains { $0.kind == .openedURL })
    }

    @Test(arguments: [
        (DeviceEvent.Payload.swipe, Fixture.modal(), [String]()),
        (.swipe, Fixture.slideup(), ["2 dismissed m swipe"]),
        (.close, Fixture.modal(), ["2 dismissed m close_button"]),
        (.backgroundTap, Fixture.modal(), []),
        (.customViewSubmit(values: ["a"]), Fixture.modal(), []),
    ])
    func dismissals(_ payload: DeviceEvent.Payload, _ message: InAppMessage, _ expected: [String]) throws {
        #expect(try Self.afterDisplay(message, [DeviceEvent(at: 2, payload)]) == expected)
    }

    @Test func pickerNeedsAnAttributeKeyAndAModal() throws {
        let noKey = Fixture.modal(extras: ["view_type": "picker"])
        #expect(try Self.afterDisplay(noKey, [DeviceEvent(at: 2, .customViewSubmit(values: ["a"]))]).isEmpty)
        let picker = Fixture.modal(extras: ["view_type": "picker", "attribute_key": "team"])
        let empty = try Self.afterDisplay(picker, [DeviceEvent(at: 2, .customViewSubmit(values: []))])
        #expect(empty == ["2 dismissed m click"])
    }

    @Test func bridgeCallsOnlyReachHTMLMessages() throws {
        let trace = try Self.afterDisplay(Fixture.modal(), [DeviceEvent(at: 2, .bridge(.closeMessage))])
        #expect(trace.isEmpty)
    }

    @Test func bridgeSetsAttributesAndLogsClicks() throws {
        let html = InAppMessage(content: .html(HTMLContent(html: "<p>")), messageClose: .userInteraction)
        var engine = DeliveryEngine(
            configuration: DeliveryConfiguration(triggerMinimumTimeInterval: 0),
            campaigns: [Fixture.campaign("m", message: html)]
        )
        for event in [
            DeviceEvent(at: 0, .sessionStart), Fixture.event(1, "m"),
            DeviceEvent(at: 2, .bridge(.setCustomUserAttribute(key: "k", value: .int(3)))),
            DeviceEvent(at: 3, .bridge(.logClick(buttonID: "buy"))),
        ] {
            _ = try engine.apply(event)
        }
        #expect(engine.attributes == ["k": .int(3)])
        #expect(engine.counts(for: "m").clicks == 1)
        #expect(engine.presentation?.campaignID == "m")
    }

    @Test func coldLaunchClearsScreenStackAndTimersButWarmLaunchDoesNot() throws {
        var engine = DeliveryEngine(
            configuration: DeliveryConfiguration(triggerMinimumTimeInterval: 0),
            campaigns: [Fixture.campaign("a", message: Fixture.modal()), Fixture.campaign("b", delay: 10)]
        )
        for event in [DeviceEvent(at: 0, .sessionStart), Fixture.event(1, "a"), Fixture.event(2, "b")] {
            _ = try engine.apply(event)
        }
        _ = try engine.apply(DeviceEvent(at: 3, .appLaunch(cold: false)))
        #expect(engine.presentation != nil)
        let entries = try engine.apply(DeviceEvent(at: 4, .appLaunch(cold: true)))
        #expect(entries.map(\.kind) == [.stackCleared])
        #expect(engine.presentation == nil && engine.stack.isEmpty)
        #expect(engine.flush().isEmpty)
        #expect(engine.deliveredCampaignIDs == ["a", "b"])
    }

    @Test func localMessagesLogNoAnalytics() throws {
        var engine = DeliveryEngine(campaigns: [])
        let entries =
            try engine.apply(DeviceEvent(at: 0, .presentLocal(Fixture.modal())))
            + engine.apply(DeviceEvent(at: 1, .click(button: "0")))
        #expect(entries.map(\.kind) == [.enqueued, .displayed, .dismissed])
        #expect(entries.allSatisfy { $0.campaign == nil })
        #expect(engine.allCounts.isEmpty)
    }
}
