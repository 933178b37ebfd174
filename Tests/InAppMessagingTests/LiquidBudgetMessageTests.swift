import Foundation
import Liquid
import Testing

@testable import InAppMessaging

/// Every Liquid field of a message draws from one budget: a thousand fields cannot each spend
/// the per-template limits, and a session discards a message whose render ran past it.
@Suite struct LiquidBudgetMessageTests {
    /// A modal whose extras each hold a million-step loop.
    static func spinning(fields: Int) -> InAppMessage {
        var message = Fixture.modal()
        message.extras = JSONObject(
            uniqueKeysWithValues: (0..<fields).map { ("k\($0)", JSONValue.string("{% for i in (1..1000000) %}{% endfor %}x")) }
        )
        return message
    }

    @Test func aThousandSpinningFieldsStopAtTheSharedBudget() {
        let outcome = Self.spinning(fields: 1_000).personalised(with: Personalisation())
        #expect(outcome.budgetExceeded == .steps)
        let errors = outcome.problems.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("render budget exceeded (steps") == true)
        #expect(errors.first?.path.description.hasPrefix("extras.") == true)
    }

    @Test func aSessionDiscardsAMessageWhoseRenderRanPastTheBudget() throws {
        var engine = DeliveryEngine(
            configuration: DeliveryConfiguration(triggerMinimumTimeInterval: 0),
            campaigns: [Fixture.campaign("m", message: Self.spinning(fields: 3))]
        )
        _ = try engine.apply(DeviceEvent(at: 0, .sessionStart))
        let trace = try engine.apply(Fixture.event(1, "m"))
        let discarded = try #require(trace.first { $0.kind == .discarded })
        #expect(discarded[field: "reason"] == .string("liquid_error"))
        #expect(discarded[field: "detail"]?.stringValue?.contains("render budget exceeded (steps") == true)
        #expect(engine.presentation == nil)
    }
}

/// Campaign ids are at most 128 characters and hold no text-direction controls; names hold none either.
@Suite struct CampaignIDRuleTests {
    @Test(arguments: ["sale\u{202E}gpj.exe", "a\u{2066}b", String(repeating: "x", count: 129)])
    func anIDWithDirectionControlsOrTooLongIsInvalid(_ id: String) {
        let campaign = Campaign(id: id, name: "n", status: .draft, message: Fixture.modal())
        #expect(campaign.diagnostics().contains { $0.rule == .idInvalid && $0.path.description == "id" })
    }

    @Test(arguments: ["Sale\u{202E}gpj.exe", "a\u{2066}b", "line\nbreak"])
    func aNameWithDirectionOrControlCharactersIsInvalid(_ name: String) {
        let campaign = Campaign(id: "c", name: name, status: .draft, message: Fixture.modal())
        #expect(campaign.diagnostics().contains { $0.rule == .nameInvalid && $0.path.description == "name" })
    }

    @Test func anArabicOrHebrewNameIsFine() {
        for name in ["تخفيضات الربيع", "מבצע אביב", "Spring sale — 春のセール"] {
            let campaign = Campaign(id: "c", name: name, status: .draft, message: Fixture.modal())
            #expect(!campaign.diagnostics().contains { $0.rule == .nameInvalid }, "\(name)")
        }
    }

    @Test func aLongButAllowedIDIsFine() {
        let campaign = Campaign(id: String(repeating: "x", count: 128), name: "n", status: .draft, message: Fixture.modal())
        #expect(!campaign.diagnostics().contains { $0.rule == .idInvalid })
    }
}
