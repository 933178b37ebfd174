import InAppMessaging
import Testing

/// docs/rules.md, rules 1–8, one table row or test per behaviour.
@Suite struct EngineRuleTests {
    /// A named rule case: campaigns, events after the session start, expected summaries.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let campaigns: [Campaign]
        let events: [DeviceEvent]
        let expected: [String]
        var configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0)
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unmatched events before delivery",
            campaigns: [Fixture.campaign("a")],
            events: [],
            expected: ["0 no_matching_trigger"]
        ),
        Case(
            name: "priority tie goes to the smaller id",
            campaigns: [Fixture.campaign("b", on: "x"), Fixture.campaign("a", on: "x")],
            events: [Fixture.event(1, "x")],
            expected: ["0 no_matching_trigger", "1 suppressed b lower_priority", "1 displayed a"]
        ),
        Case(
            name: "draft campaigns are not delivered",
            campaigns: [Campaign(id: "d", status: .draft, message: Fixture.slideup(), triggers: [.customEvent(name: "x")])],
            events: [Fixture.event(1, "x")],
            expected: ["0 no_matching_trigger", "1 no_matching_trigger"]
        ),
        Case(
            name: "re-eligibility counts at + delay",
            campaigns: [Fixture.campaign("a", message: Fixture.slideup(close: .auto(seconds: 1)), delay: 5, reEligibility: 10)],
            events: [Fixture.event(1, "a"), Fixture.event(8, "a"), Fixture.event(20, "a")],
            expected: ["0 no_matching_trigger", "6 displayed a", "8 suppressed a not_re_eligible"]
        ),
        Case(
            name: "campaign minimum interval overrides the configuration's",
            campaigns: [
                Campaign(
                    id: "a",
                    message: Fixture.slideup(close: .auto(seconds: 1)),
                    triggers: [.customEvent(name: "a")],
                    reEligibility: 0,
                    minSecondsSinceLastTrigger: 100
                )
            ],
            events: [Fixture.event(1, "a"), Fixture.event(50, "a")],
            expected: ["0 no_matching_trigger", "1 displayed a", "50 suppressed a minimum_interval"]
        ),
        Case(
            name: "default timeout is delay + 30 seconds",
            campaigns: [Fixture.campaign("a", message: Fixture.modal())],
            events: [DeviceEvent(at: 1, .appBackground), Fixture.event(2, "a"), DeviceEvent(at: 32, .appForeground)],
            expected: ["0 no_matching_trigger", "2 reenqueued a app_in_background", "32 discarded a timeout"]
        ),
        Case(
            name: "a phone discards a landscape message in portrait",
            campaigns: [Fixture.campaign("a", message: Fixture.modal(orientation: .landscape))],
            events: [Fixture.event(1, "a")],
            expected: ["0 no_matching_trigger", "1 discarded a orientation_mismatch"]
        ),
        Case(
            name: "present_next on an empty stack does nothing",
            campaigns: [],
            events: [DeviceEvent(at: 1, .presentNext)],
            expected: ["0 no_matching_trigger"]
        ),
        Case(
            name: "only session_start, custom_event, purchase and push_click are unmatched",
            campaigns: [],
            events: [
                DeviceEvent(at: 1, .screen(name: "s")), DeviceEvent(at: 2, .purchase(.init(productID: "p"))),
                DeviceEvent(at: 3, .pushClick(campaignID: "c")), DeviceEvent(at: 4, .tick), DeviceEvent(at: 5, .close),
            ],
            expected: ["0 no_matching_trigger", "2 no_matching_trigger", "3 no_matching_trigger"]
        ),
    ]

    @Test(arguments: cases)
    func rule(_ rule: Case) throws {
        #expect(try Fixture.trace(rule.campaigns, rule.events, configuration: rule.configuration) == rule.expected)
    }

    @Test func specificPurchaseAndAnyPurchaseAreBothIndexed() throws {
        let specific = Campaign(id: "gold", message: Fixture.slideup(), triggers: [.purchase(productID: "gold")], priority: 2)
        let any = Campaign(id: "any", message: Fixture.slideup(), triggers: [.purchase(productID: nil)], priority: 1)
        let trace = try Fixture.trace([specific, any], [DeviceEvent(at: 1, .purchase(.init(productID: "gold")))])
        #expect(trace == ["0 no_matching_trigger", "1 suppressed any lower_priority", "1 displayed gold"])
    }

    @Test func eventsOutOfOrderThrowAndLeaveTheStateUnchanged() throws {
        var engine = DeliveryEngine(campaigns: [Fixture.campaign("a")])
        _ = try engine.apply(DeviceEvent(at: 5, .sessionStart))
        #expect(throws: DeliveryError.eventOutOfOrder(at: 4, previous: 5)) {
            try engine.apply(Fixture.event(4, "a"))
        }
        #expect(engine.time == 5)
        #expect(engine.stack.isEmpty && engine.presentation == nil)
    }

    @Test func timersFireBeforeTheEventThatPassesThem() throws {
        var engine = DeliveryEngine(
            configuration: DeliveryConfiguration(triggerMinimumTimeInterval: 0),
            campaigns: [Fixture.campaign("a", message: Fixture.slideup(close: .auto(seconds: 2)), delay: 3)]
        )
        _ = try engine.apply(DeviceEvent(at: 0, .sessionStart))
        _ = try engine.apply(Fixture.event(1, "a"))
        let entries = try engine.apply(DeviceEvent(at: 10, .tick))
        #expect(entries.map(\.summary) == ["4 triggered a", "4 enqueued a", "4 displayed a", "4 impression a", "6 dismissed a auto"])
    }

    @Test func flushFiresPendingTimers() throws {
        var engine = DeliveryEngine(campaigns: [Fixture.campaign("a", delay: 60)])
        _ = try engine.apply(DeviceEvent(at: 0, .sessionStart))
        _ = try engine.apply(Fixture.event(1, "a"))
        #expect(engine.flush().first?.summary == "61 triggered a")
        #expect(engine.presentation?.campaignID == "a")
    }

    @Test func presentationOfTheMessageOnScreen() throws {
        var configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0, appearance: .dark)
        configuration.presentation = .init(preferredOrientation: .landscape, statusBar: .hidden, slideupOffset: 12)
        var message = Fixture.slideup()
        message.themes.dark = Theme.defaultLight(for: .slideup)
        var engine = DeliveryEngine(configuration: configuration, campaigns: [Fixture.campaign("a", message: message)])
        _ = try engine.apply(DeviceEvent(at: 0, .sessionStart))
        _ = try engine.apply(Fixture.event(1, "a"))
        let shown = try #require(engine.presentation)
        #expect(shown.orientation == .landscape && shown.appearance == .dark && shown.statusBarHidden)
        #expect(shown.slideupOffset == 12 && shown.displayedAt == 1)
        #expect(engine.counts(for: "a").impressions == 1)
    }

    @Test(arguments: [
        (DeliveryConfiguration.StatusBar.auto, MessageKind.modal, false),
        (.auto, .full, true), (.auto, .html, true), (.auto, .slideup, false),
        (.hidden, .slideup, true), (.visible, .full, false),
    ])
    func statusBar(_ policy: DeliveryConfiguration.StatusBar, _ kind: MessageKind, _ hidden: Bool) {
        var configuration = DeliveryConfiguration()
        configuration.presentation.statusBar = policy
        let engine = DeliveryEngine(configuration: configuration, campaigns: [])
        let content: MessageContent =
            switch kind {
            case .full: .full(TextContent(message: "m"))
            case .html: .html(HTMLContent(html: "<p>"))
            case .modal: .modal(TextContent(message: "m"))
            default: .slideup(SlideupContent(message: "m"))
            }
        #expect(engine.presentation(of: InAppMessage(content: content), campaignID: nil, at: 0).statusBarHidden == hidden)
    }
}
