import InAppMessaging
import Synchronization
import Testing

/// The bounds on what one event, and one log, may produce: a Braze Action whose steps trigger
/// their own campaign again is refused at the first click, before the trace outgrows memory.
@Suite struct TraceBoundTests {
    /// A modal on custom event `loop` whose button runs `steps` steps that each log `loop` again.
    static func loop(steps: Int) -> Campaign {
        let step = BrazeActionStep(.logCustomEvent, [.string("loop"), .object([:])])
        let action = BrazeAction(steps: Array(repeating: step, count: steps))
        let button = MessageButton(id: 0, text: "Again", clickAction: .brazeAction(action, useWebView: false))
        return Fixture.campaign("loop", message: Fixture.modal(buttons: [button]))
    }

    static let clicks =
        [DeviceEvent(at: 0, .sessionStart), Fixture.event(1, "loop")]
        + (2..<1_002).map { DeviceEvent(at: Double($0), .click(button: "0")) }

    @Test func aClickWhoseActionRetriggersItselfIsRefused() {
        let configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0)
        let error = #expect(throws: DeliveryError.self) {
            try DeliveryEngine.replay(configuration: configuration, campaigns: [Self.loop(steps: 5_000)], events: Self.clicks)
        }
        #expect(error == .tooManyEntries(at: 2, limit: DeliveryEngine.maximumEntriesPerEvent))
        #expect(error?.description.contains("more than 1000 trace entries") == true, "\(error?.description ?? "")")
    }

    @Test func aLogPastTheTraceBoundIsRefusedAtTheEventThatPassesIt() throws {
        // A few hundred entries a click: each click is allowed, the log's total is not.
        let configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0)
        let campaigns = [Self.loop(steps: 150)]
        var engine = DeliveryEngine(configuration: configuration, campaigns: campaigns)
        var produced = 0
        var refusal: DeliveryError?
        for event in Self.clicks where refusal == nil {
            do {
                try engine.apply(event) { _ in produced += 1 }
            } catch {
                refusal = error
            }
        }
        guard case .traceTooLong(_, let limit) = try #require(refusal) else {
            Issue.record("refused with \(String(describing: refusal))")
            return
        }
        #expect(limit == DeliveryEngine.maximumEntries)
        #expect(produced <= DeliveryEngine.maximumEntries && produced > DeliveryEngine.maximumEntries - DeliveryEngine.maximumEntriesPerEvent)
    }

    /// The caller's brake is asked before each event, and the replay stops before the first
    /// event it refuses (the server's brake is its replay deadline; the core reads no clock).
    @Test func aBrakeStopsTheReplayBeforeTheEventItRefuses() {
        let asked = Mutex(0)
        let brake = ReplayBrake {
            asked.withLock { count in
                count += 1
                return count > 2
            }
        }
        let error = #expect(throws: DeliveryError.self) {
            try DeliveryEngine.replay(configuration: DeliveryConfiguration(), campaigns: [Self.loop(steps: 3)], events: Self.clicks, brake: brake)
        }
        #expect(error == .stopped(at: 2))
        #expect(asked.withLock { $0 } == 3)
    }

    @Test func anOrdinaryActionIsUntouched() throws {
        let configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0)
        let trace = try DeliveryEngine.replay(configuration: configuration, campaigns: [Self.loop(steps: 3)], events: Array(Self.clicks.prefix(3)))
        #expect(trace.count > 3 && trace.count < DeliveryEngine.maximumEntriesPerEvent)
    }
}
