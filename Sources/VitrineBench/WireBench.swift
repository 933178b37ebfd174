import Foundation
import InAppMessaging

/// The wire measurements of `make bench`: Vitrine's parser and codec against Foundation's
/// `JSONSerialization` on the same export of 10,000 varied campaigns, in one run.
enum WireBench {
    /// How many campaigns the export holds.
    static let campaignCount = 10_000
    /// How many timed rounds each side gets (the best one counts).
    static let rounds = 5

    /// Runs the measurements and prints one `name: value` line each.
    static func run() {
        var generator = SampleGenerator(seed: 0x5EED)
        let campaigns = (0..<campaignCount).map { generator.campaign(index: $0) }
        let export = Data(JSONWriter.bytes(.array(campaigns.map(\.wireValue)), leadingKeys: Campaign.wireLeadingKeys))

        // Check once, outside the timing, that the export reads back to the same campaigns.
        guard case .array(let items)? = try? JSONParser.parse(export),
            let decoded = try? items.map({ try Campaign(wire: $0) }), decoded == campaigns
        else {
            print("wire.error: the export does not read back to the generated campaigns")
            return
        }

        let foundation = bestSeconds {
            let object = try? JSONSerialization.jsonObject(with: export)
            return (object as? [Any])?.count ?? 0
        }
        let parseOnly = bestSeconds {
            guard case .array(let items)? = try? JSONParser.parse(export) else { return 0 }
            return items.count
        }
        let vitrine = bestSeconds {
            guard case .array(let items)? = try? JSONParser.parse(export) else { return 0 }
            var values: [JSONValue] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard let campaign = try? Campaign(wire: item, path: JSONPath.root.appending(index)) else { return 0 }
                values.append(campaign.wireValue)
            }
            return JSONWriter.write(.array(values), leadingKeys: Campaign.wireLeadingKeys).utf8.count
        }

        let count = Double(campaignCount)
        print("wire.export_bytes: \(export.count)")
        print("wire.jsonserialization_campaigns_per_sec: \(Int(count / foundation))")
        print("wire.parse_campaigns_per_sec: \(Int(count / parseOnly))")
        print("wire.decode_encode_campaigns_per_sec: \(Int(count / vitrine))")
        print("wire.parse_ratio: \(String(format: "%.2f", foundation / parseOnly))")
        print("wire.ratio: \(String(format: "%.2f", foundation / vitrine))")
    }

    /// The shortest wall time of `rounds` runs of `work` (its result is checked so the work
    /// cannot be optimised away).
    private static func bestSeconds(_ work: () -> Int) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<rounds {
            var result = 0
            let elapsed = clock.measure { result = work() }
            precondition(result > 0, "a measured round produced nothing")
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            best = min(best, seconds)
        }
        return best
    }
}

/// A deterministic source of varied campaigns (every message kind, triggers, filters, themes).
private struct SampleGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next pseudo-random number (SplitMix64).
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    private mutating func chance() -> Bool { next() & 1 == 0 }
    private mutating func colour() -> ARGBColor { ARGBColor(argb: UInt32(truncatingIfNeeded: next())) }
    private mutating func text(_ prefix: String) -> String {
        [
            "\(prefix) \(below(1000))", "Spring sale — \(below(90))% off", "Ünïcödé \"quoted\" \(prefix)",
            "Line one\nline two", "🎉 \(prefix)",
        ][below(5)]
    }

    private mutating func theme(_ kind: MessageKind) -> Theme {
        var theme = Theme.defaultLight(for: kind)
        theme.backgroundColor = colour()
        theme.textColor = colour()
        if chance() { theme.headerTextColor = colour() }
        return theme
    }

    private mutating func buttons() -> [MessageButton] {
        (0..<below(3)).map { index in
            MessageButton(
                id: index,
                text: text("Button"),
                clickAction: chance() ? .none : .url("myapp://screen/\(below(50))", useWebView: chance()),
                themes: ButtonThemes(
                    light: ButtonTheme(textColor: colour(), backgroundColor: colour(), borderColor: colour()),
                    dark: chance() ? ButtonTheme(textColor: colour(), backgroundColor: colour(), borderColor: colour()) : nil
                )
            )
        }
    }

    private mutating func content() -> MessageContent {
        switch below(7) {
        case 0:
            return .slideup(
                SlideupContent(
                    message: text("Slide"),
                    graphic: chance() ? .icon("\u{f0d1}") : nil,
                    slideFrom: chance() ? .top : .bottom
                )
            )
        case 1, 2:
            let text = TextContent(
                header: text("Header"),
                message: text("Body"),
                graphic: .image("https://cdn.example.com/\(below(500)).png"),
                buttons: buttons()
            )
            return chance() ? .modal(text) : .full(text)
        case 3, 4:
            let image = ImageOnlyContent(imageURL: "https://cdn.example.com/big-\(below(500)).jpg", buttons: buttons())
            return chance() ? .modalImage(image) : .fullImage(image)
        case 5:
            return .html(
                HTMLContent(
                    html:
                        "<!DOCTYPE html><html><body><h1>\(text("Title"))</h1><button onclick=\"brazeBridge.closeMessage()\">x</button></body></html>",
                    assetURLs: ["https://cdn.example.com/a.css"],
                    messageFields: ["variant": .string("b"), "n": .int(below(9))]
                )
            )
        default:
            return .control
        }
    }

    private mutating func trigger() -> TriggerCondition {
        let filters = PropertyFilterGroups([
            [
                PropertyFilter(key: "price", type: .number, comparator: .greaterThanOrEqual, value: .int(below(500))),
                PropertyFilter(key: "mode", type: .string, comparator: .equals, value: .string("ranked")),
            ]
        ])
        switch below(6) {
        case 0: return .sessionStart
        case 1: return .purchase(productID: chance() ? "gold_pack" : nil)
        case 2: return .purchaseProperty(productID: nil, filters: filters)
        case 3: return .customEvent(name: "level_completed")
        case 4: return .customEventProperty(name: "level_completed", filters: filters)
        default: return .pushClick(campaignID: "push-\(below(100))")
        }
    }

    /// Campaign number `index`.
    mutating func campaign(index: Int) -> Campaign {
        let content = content()
        let message = InAppMessage(
            content: content,
            extras: chance() ? ["view_type": "picker", "attribute_key": .string("Team \(below(20))")] : [:],
            clickAction: chance() ? .none : .url("https://shop.example.com/p/\(below(1000))", useWebView: chance()),
            messageClose: chance() ? .userInteraction : .auto(seconds: Double(1000 + below(9000)) / 1000),
            orientation: [.any, .portrait, .landscape][below(3)],
            themes: Themes(light: theme(content.kind), dark: chance() ? theme(content.kind) : nil),
            triggerID: "trigger-\(index)"
        )
        return Campaign(
            id: "campaign-\(index)",
            name: "Campaign \(index)",
            status: chance() ? .active : .draft,
            tags: chance() ? ["spring", "sale"] : [],
            message: message,
            triggers: (0..<(1 + below(2))).map { _ in trigger() },
            startTime: chance() ? 1_700_000_000 : nil,
            priority: Double(below(100)),
            delay: Double(below(5)),
            reEligibility: chance() ? -1 : 3600,
            timeout: chance() ? Double(below(60_000)) / 1000 : nil
        )
    }
}
