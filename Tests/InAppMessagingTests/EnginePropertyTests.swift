import InAppMessaging
import PropertyBased
import Testing

/// Invariants over random event logs against random small campaign sets.
@Suite struct EnginePropertyTests {
    /// Codes for up to six campaigns.
    static let campaignCodes = Gen.int(in: 0...9_999).array(of: 1...6)
    /// Codes for up to eighty events.
    static let eventCodes = Gen.int(in: 0...99_999).array(of: 1...80)

    /// The failing asset of every generated configuration.
    static let failingImage = "https://img.example.com/1.png"

    /// A campaign built from a code: kind, trigger, priority, delay, re-eligibility, image.
    static func campaign(_ index: Int, _ code: Int) -> Campaign {
        let image = "https://img.example.com/\(code % 2).png"
        let buttons = [MessageButton(id: 0, text: "OK", clickAction: .url("https://x", useWebView: false))]
        let content: MessageContent =
            switch code % 5 {
            case 0: .slideup(SlideupContent(message: "s"))
            case 1: .modal(TextContent(message: "m", graphic: .image(image), buttons: code % 4 == 1 ? buttons : []))
            case 2: .fullImage(ImageOnlyContent(imageURL: image))
            case 3: .html(HTMLContent(html: "<p>"))
            default: .control
            }
        let message = InAppMessage(
            content: content,
            messageClose: code % 3 == 0 ? .auto(seconds: 3) : .userInteraction,
            orientation: [.any, .portrait, .landscape][code / 5 % 3]
        )
        let triggers: [TriggerCondition] =
            code % 11 == 0 ? [.sessionStart] : [.customEvent(name: "e\(code / 15 % 3)"), .purchase(productID: nil)]
        return Campaign(
            id: "c\(index)",
            message: message,
            triggers: triggers,
            priority: Double(code / 45 % 3),
            delay: code / 135 % 4 == 0 ? 2 : 0,
            reEligibility: [-1, 0, 5][code / 540 % 3],
            timeout: code % 7 == 0 ? 4 : nil
        )
    }

    /// An event built from a code, `code % 4 / 2` seconds after the previous one.
    static func events(_ codes: [Int]) -> [DeviceEvent] {
        var at = 0.0
        return codes.map { code in
            at += Double(code % 4) / 2
            let payloads: [DeviceEvent.Payload] = [
                .sessionStart, .customEvent(name: "e\(code / 4 % 3)", properties: [:]),
                .purchase(.init(productID: "p")), .appBackground, .appForeground,
                .rotate(code % 2 == 0 ? .portrait : .landscape), .presentNext, .click(button: nil),
                .click(button: "0"), .close, .swipe, .backgroundTap, .presentLocal(Fixture.slideup()),
                .bridge(.logCustomEvent(name: "e1", properties: [:])), .bridge(.closeMessage),
                .bridge(.logClick(buttonID: nil)), .tick, .appLaunch(cold: code % 2 == 0),
                .network(online: code % 3 != 0), .customViewSubmit(values: ["a"]), .sessionEnd,
            ]
            return DeviceEvent(at: at, payloads[code / 8 % payloads.count])
        }
    }

    /// Replays codes into a whole trace, flushing timers at the end.
    static func trace(_ campaignCodes: [Int], _ eventCodes: [Int]) throws -> [TraceEntry] {
        var configuration = DeliveryConfiguration(triggerMinimumTimeInterval: Double(eventCodes[0] % 3))
        configuration.failingAssets = [failingImage]
        configuration.presentation.dismissOnBackgroundTap = eventCodes[0] % 2 == 0
        let campaigns = campaignCodes.enumerated().map { campaign($0.offset, $0.element) }
        var engine = DeliveryEngine(configuration: configuration, campaigns: campaigns)
        var entries: [TraceEntry] = []
        for event in events(eventCodes) {
            entries += try engine.apply(event)
        }
        return entries + engine.flush()
    }

    @Test func replayIsByteForByteDeterministic() async {
        await propertyCheck(count: 150, input: Self.campaignCodes, Self.eventCodes) { campaigns, events in
            let first = try Self.trace(campaigns, events).map(\.jsonLine).joined(separator: "\n")
            let second = try Self.trace(campaigns, events).map(\.jsonLine).joined(separator: "\n")
            #expect(first == second)
        }
    }

    @Test func atMostOneMessageIsOnScreen() async {
        await propertyCheck(count: 300, input: Self.campaignCodes, Self.eventCodes) { campaigns, events in
            var onScreen = 0
            for entry in try Self.trace(campaigns, events) {
                switch entry.kind {
                case .displayed: onScreen += 1
                case .dismissed: onScreen -= 1
                case .stackCleared: onScreen = 0
                default: break
                }
                #expect((0...1).contains(onScreen), "\(entry.jsonLine)")
            }
        }
    }

    @Test func onlyDeliveredOrLocalMessagesAreDisplayed() async {
        await propertyCheck(count: 300, input: Self.campaignCodes, Self.eventCodes) { campaigns, events in
            var delivered: Set<String> = []
            var pendingLocal = 0
            for entry in try Self.trace(campaigns, events) {
                if entry.kind == .delivered, case .array(let ids)? = entry[field: "campaigns"] {
                    delivered = Set(ids.compactMap(\.stringValue))
                } else if entry.kind == .enqueued, entry.campaign == nil {
                    pendingLocal += 1
                } else if entry.kind == .displayed {
                    if let campaign = entry.campaign {
                        #expect(delivered.contains(campaign))
                    } else {
                        #expect(pendingLocal > 0)
                    }
                }
            }
        }
    }

    @Test func everyEnqueuedMessageIsDisplayedReenqueuedOrDiscarded() async {
        await propertyCheck(count: 300, input: Self.campaignCodes, Self.eventCodes) { campaigns, events in
            let trace = try Self.trace(campaigns, events)
            for (index, entry) in trace.enumerated() where entry.kind == .enqueued {
                let next = index + 1 < trace.count ? trace[index + 1] : nil
                #expect(
                    [.displayed, .controlImpression, .reenqueued, .discarded].contains(next?.kind),
                    "after \(entry.jsonLine)"
                )
                #expect(next?.campaign == entry.campaign)
            }
        }
    }

    @Test func snapshotsAreIndependentCopies() async {
        await propertyCheck(count: 50, input: Self.campaignCodes, Self.eventCodes) { campaigns, events in
            let log = Self.events(events)
            var engine = DeliveryEngine(campaigns: campaigns.enumerated().map { Self.campaign($0.offset, $0.element) })
            var snapshots: [(DeliveryEngine, Int)] = []
            var lines: [String] = []
            for event in log {
                snapshots.append((engine, lines.count))
                lines += try engine.apply(event).map(\.jsonLine)
            }
            let (middle, offset) = snapshots[snapshots.count / 2]
            var resumed = middle
            var replayed: [String] = []
            for event in log[(snapshots.count / 2)...] {
                replayed += try resumed.apply(event).map(\.jsonLine)
            }
            #expect(Array(lines[offset...]) == replayed)
        }
    }
}
