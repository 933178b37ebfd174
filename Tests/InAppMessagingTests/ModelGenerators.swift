import PropertyBased

@testable import InAppMessaging

/// PropertyBased generators for wire models: every message kind, buttons with and without dark
/// themes, campaigns with every trigger type and property filters, and arbitrary JSON values.
///
/// Generated values stay inside the documented round-trip domain: auto-dismiss durations are
/// whole milliseconds of at least 999, timeouts whole milliseconds, and unknown keys start with
/// `x_` so they never collide with modelled keys.
enum ModelGenerators {
    /// Any in-app message.
    static let message = Generator<InAppMessage, _> { rng in
        var source = Source(rng: rng)
        return source.message()
    }

    /// Any campaign.
    static let campaign = Generator<Campaign, _> { rng in
        var source = Source(rng: rng)
        return source.campaign()
    }

    /// Any JSON value, up to three levels deep.
    static let json = Generator<JSONValue, _> { rng in
        var source = Source(rng: rng)
        return source.json(depth: 3)
    }

    /// Draws model values from a seeded random number generator (file-local helper).
    fileprivate struct Source {
        var rng: any SeededRandomNumberGenerator

        static let samples = [
            "", "OK", "Hello, world", "Ünïcödé ✓", "emoji 🎉👍🏽", "quote \" and \\ backslash", "line\nbreak\ttab",
            "\u{1}\u{1F}control", "js \u{2028} separator", "https://example.com/a?b=c&d=e", "\u{f0d1}", "日本語",
        ]

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        mutating func bool() -> Bool { Bool.random(using: &rng) }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
        mutating func maybe<T>(_ make: (inout Source) -> T) -> T? { bool() ? make(&self) : nil }
        mutating func string() -> String { pick(Self.samples) + (bool() ? String(int(0...999)) : "") }
        mutating func colour() -> ARGBColor { ARGBColor(argb: UInt32.random(in: .min ... .max, using: &rng)) }
        mutating func seconds() -> Double { Double(int(999...600_000)) / 1000 }
        mutating func number() -> Double { bool() ? Double(int(-1000...100_000)) : Double.random(in: -1e6...1e6, using: &rng) }

        mutating func theme() -> Theme {
            Theme(
                backgroundColor: colour(),
                textColor: colour(),
                iconColor: colour(),
                iconBackgroundColor: colour(),
                headerTextColor: colour(),
                closeButtonColor: colour(),
                frameColor: colour()
            )
        }

        mutating func buttonTheme() -> ButtonTheme {
            ButtonTheme(textColor: colour(), backgroundColor: colour(), borderColor: colour())
        }

        mutating func clickAction() -> ClickAction {
            bool() ? .none : .url(pick(["", "https://example.com/x", "myapp://deep/link"]), useWebView: bool())
        }

        mutating func unknownFields() -> JSONObject {
            var fields: JSONObject = [:]
            for _ in 0..<int(0...2) { fields["x_" + string()] = json(depth: 2) }
            return fields
        }

        mutating func json(depth: Int) -> JSONValue {
            switch int(0...(depth > 0 ? 7 : 5)) {
            case 0: return .null
            case 1: return .bool(bool())
            case 2: return .int(pick([0, -1, 42, Int.max, Int.min, int(-1_000_000...1_000_000)]))
            case 3: return .double(pick([0.5, -2.25, 1e-7, 3.0, 1e300, Double.random(in: -1e9...1e9, using: &rng)]))
            case 4, 5: return .string(string())
            case 6: return .array((0..<int(0...3)).map { _ in json(depth: depth - 1) })
            default:
                var members: JSONObject = [:]
                for _ in 0..<int(0...3) { members[string()] = json(depth: depth - 1) }
                return .object(members)
            }
        }

        mutating func buttons() -> [MessageButton] {
            (0..<int(0...3)).map { index in
                MessageButton(
                    id: bool() ? index : int(-5...1000),
                    text: string(),
                    clickAction: clickAction(),
                    themes: ButtonThemes(light: buttonTheme(), dark: maybe { $0.buttonTheme() }),
                    unknownFields: unknownFields()
                )
            }
        }

        mutating func graphic() -> Graphic? {
            switch int(0...2) {
            case 0: return nil
            case 1: return .icon(pick(["\u{f0d1}", "\u{f005}", "★"]))
            default: return .image("https://cdn.example.com/\(int(0...99)).png")
            }
        }

        mutating func content() -> MessageContent {
            let alignments = TextAlignment.allCases
            switch int(0...6) {
            case 0:
                return .slideup(
                    SlideupContent(
                        message: string(),
                        graphic: graphic(),
                        slideFrom: pick(SlideFrom.allCases),
                        messageTextAlignment: pick(alignments)
                    )
                )
            case 1, 2:
                let text = TextContent(
                    header: maybe { $0.string() },
                    headerTextAlignment: pick(alignments),
                    message: string(),
                    messageTextAlignment: pick(alignments),
                    graphic: graphic(),
                    cropType: maybe { $0.pick(CropType.allCases) },
                    buttons: buttons()
                )
                return bool() ? .modal(text) : .full(text)
            case 3, 4:
                let image = ImageOnlyContent(
                    imageURL: pick(["", "https://cdn.example.com/big.jpg"]),
                    cropType: maybe { $0.pick(CropType.allCases) },
                    buttons: buttons()
                )
                return bool() ? .modalImage(image) : .fullImage(image)
            case 5:
                let fields: JSONObject? = maybe { source in
                    guard case .object(let members) = source.json(depth: 0) else { return ["k": source.json(depth: 1)] }
                    return members
                }
                return .html(
                    HTMLContent(
                        html: "<p>" + string() + "</p>",
                        assetURLs: (0..<int(0...2)).map { "https://a.example/\($0).css" },
                        zippedAssetsURL: maybe { _ in "https://a.example/assets.zip" },
                        messageFields: fields,
                        legacy: bool()
                    )
                )
            default:
                return .control
            }
        }

        mutating func message() -> InAppMessage {
            let content = content()
            var extras: JSONObject = [:]
            for _ in 0..<int(0...3) {
                // Extras keep their JSON type: strings mostly, but numbers, booleans and nested values too.
                switch int(0...5) {
                case 0: extras[string()] = .int(int(-1000...1000))
                case 1: extras[string()] = .bool(bool())
                case 2: extras[string()] = .object(["n": .array([.string(string()), .double(0.5), .null])])
                default: extras[string()] = .string(string())
                }
            }
            return InAppMessage(
                content: content,
                extras: extras,
                clickAction: clickAction(),
                messageClose: bool() ? .userInteraction : .auto(seconds: seconds()),
                orientation: pick(Orientation.allCases),
                animateIn: bool(),
                animateOut: bool(),
                isTestSend: bool(),
                themes: Themes(light: theme(), dark: maybe { $0.theme() }),
                triggerID: maybe { $0.string() },
                imageAlt: maybe { $0.string() },
                language: maybe { $0.pick(["en", "fr", "ja"]) },
                unknownFields: unknownFields()
            )
        }

        mutating func filters() -> PropertyFilterGroups {
            PropertyFilterGroups(
                (0..<int(0...2)).map { _ in
                    (0..<int(0...3)).map { _ in
                        PropertyFilter(
                            key: string(),
                            type: pick(PropertyType.allCases),
                            comparator: pick(Comparator.allCases),
                            value: maybe { $0.json(depth: 1) }
                        )
                    }
                }
            )
        }

        mutating func trigger() -> TriggerCondition {
            switch int(0...5) {
            case 0: return .sessionStart
            case 1: return .purchase(productID: maybe { $0.string() })
            case 2: return .purchaseProperty(productID: maybe { $0.string() }, filters: filters())
            case 3: return .customEvent(name: string())
            case 4: return .customEventProperty(name: string(), filters: filters())
            default: return .pushClick(campaignID: string())
            }
        }

        mutating func campaign() -> Campaign {
            Campaign(
                id: "c" + string(),
                name: string(),
                status: pick(CampaignStatus.allCases),
                tags: (0..<int(0...3)).map { _ in string() },
                message: message(),
                triggers: (0..<int(0...3)).map { _ in trigger() },
                startTime: maybe { abs($0.number()) },
                endTime: maybe { abs($0.number()) },
                priority: number(),
                delay: Double(int(0...3600)),
                reEligibility: pick([-1, 0, 3600, 86400.5]),
                timeout: maybe { Double($0.int(0...600_000)) / 1000 },
                minSecondsSinceLastTrigger: maybe { abs($0.number()) },
                unknownFields: unknownFields()
            )
        }
    }
}
