import InAppMessaging
import Testing

/// "Why not?" answers: the first rule that kept a campaign off screen so far.
@Suite struct EngineWhyNotTests {
    /// Replays a session start at 0 (unless `start` is false) plus `events`, then asks about `id`.
    static func whyNot(
        _ id: String,
        _ campaigns: [Campaign],
        _ events: [DeviceEvent],
        start: Bool = true,
        configuration: DeliveryConfiguration = DeliveryConfiguration()
    ) throws -> WhyNot {
        let log = (start ? [DeviceEvent(at: 0, .sessionStart)] : []) + events
        return try DeliveryEngine.replay(configuration: configuration, campaigns: campaigns, events: log) { _ in }
            .whyNot(campaignID: id)
    }

    static let filtered = Campaign(
        id: "big",
        message: Fixture.slideup(),
        triggers: [
            .purchaseProperty(
                productID: "gold",
                filters: PropertyFilterGroups([
                    [
                        PropertyFilter(key: "price", type: .number, comparator: .greaterThanOrEqual, value: .int(100))
                    ]
                ])
            )
        ],
        reEligibility: 0
    )

    @Test(arguments: [
        ("nope", [Fixture.campaign("a")], [DeviceEvent](), true, WhyNot.Code.unknownCampaign),
        ("a", [Fixture.campaign("a")], [], false, .notDelivered),
        ("a", [Campaign(id: "a", status: .archived, message: Fixture.slideup())], [], true, .notActive),
        ("a", [Fixture.campaign("a")], [], true, .noMatchingEvent),
        ("a", [Fixture.campaign("a", delay: 9)], [Fixture.event(1, "a")], true, .waitingForDelay),
        (
            "a", [Fixture.campaign("a", message: Fixture.modal(orientation: .landscape))], [Fixture.event(1, "a")], true,
            .discarded
        ),
        ("a", [Fixture.campaign("a", message: Fixture.modal())], [Fixture.event(1, "a")], true, .onScreen),
        (
            "a", [Fixture.campaign("a", message: Fixture.modal())], [Fixture.event(1, "a"), DeviceEvent(at: 2, .close)], true,
            .displayed
        ),
        (
            "a", [Fixture.campaign("a", priority: 1, reEligibility: -1), Fixture.campaign("b", on: "a", priority: 2)],
            [Fixture.event(1, "a")], true, .lowerPriority
        ),
        (
            "a", [Fixture.campaign("a", message: Fixture.modal())], [DeviceEvent(at: 1, .appBackground), Fixture.event(2, "a")],
            true, .reenqueued
        ),
    ])
    func code(_ id: String, _ campaigns: [Campaign], _ events: [DeviceEvent], _ start: Bool, _ code: WhyNot.Code) throws {
        #expect(try Self.whyNot(id, campaigns, events, start: start).code == code)
    }

    @Test func namesTheFailingFilter() throws {
        let answer = try Self.whyNot(
            "big",
            [Self.filtered],
            [DeviceEvent(at: 1, .purchase(.init(productID: "gold", properties: ["price": .int(50)])))]
        )
        #expect(answer.code == .conditionNotMatched && answer.at == 1)
        #expect(answer.text.contains("price greater than or equal to 100"))
        #expect(answer.text.contains("got 50"))
    }

    @Test func minimumIntervalSaysHowLongIsLeft() throws {
        let campaigns = [Fixture.campaign("a", message: Fixture.slideup(close: .auto(seconds: 1))), Fixture.campaign("b")]
        let answer = try Self.whyNot("b", campaigns, [Fixture.event(1, "a"), Fixture.event(11, "b")])
        #expect(answer.code == .minimumInterval)
        #expect(answer.text.contains("20 s remaining"))
    }

    @Test func lowerPriorityNamesTheWinner() throws {
        let campaigns = [Fixture.campaign("a", priority: 1), Fixture.campaign("b", on: "a", priority: 2)]
        #expect(try Self.whyNot("a", campaigns, [Fixture.event(1, "a")]).text.contains("lower priority than b"))
    }

    @Test func aTieOfPrioritiesSaysTheSmallerIDWon() throws {
        let campaigns = [Fixture.campaign("b", on: "a", priority: 1), Fixture.campaign("a", priority: 1)]
        let answer = try Self.whyNot("b", campaigns, [Fixture.event(1, "a")])
        #expect(answer.code == .lowerPriority)
        #expect(answer.text == "At 1 s it had the same priority (1) as a; the tie went to the smaller id, so a was triggered instead.")
    }

    @Test func noMatchingEventNamesTheEvent() throws {
        let answer = try Self.whyNot("a", [Fixture.campaign("a", on: "open_store")], [])
        #expect(answer.text == "No event has matched its triggers (custom_event \"open_store\") yet.")
    }

    @Test func timesCarryTheirUnit() throws {
        let answer = try Self.whyNot("a", [Fixture.campaign("a", message: Fixture.modal(orientation: .landscape))], [Fixture.event(1, "a")])
        #expect(answer.text.hasPrefix("At 1 s it was discarded"))
    }
}
