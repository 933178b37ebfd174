/// The SDKs' words about their decisions (docs/device-logs.md, "What the device said").
extension DeviceLogInterpreter {
    /// Phrases each SDK writes, and what they mean. Android's come from the trigger manager and
    /// `BrazeInAppMessageManager`, iOS's from BrazeUI's `InAppMessageUIError`, the web's from
    /// the Web SDK's bundle; matched on the words, never on Android's obfuscated class names.
    static let phrases: [(text: String, kind: DeviceOutcome.Kind)] = [
        ("Failed to match triggered action for incoming", .noMatchingTrigger),
        ("No matching trigger for event", .noMatchingTrigger),
        ("did not match any trigger conditions", .noMatchingTrigger),
        ("not met for matched trigger", .minimumInterval),
        ("trigger event because a trigger was displayed", .minimumInterval),
        ("no longer eligible due to having been triggered in the past", .notReEligible),
        ("is not re-eligible for display since only", .notReEligible),
        ("in-app message is currently being displayed", .messageOnScreen),
        ("another message is already presented", .messageOnScreen),
        ("because another message is being shown", .messageOnScreen),
        ("orientation / size classes are not supported", .orientationMismatch),
        ("because the screen is currently", .orientationMismatch),
        ("beforeInAppMessageDisplayed returned DISCARD", .displayChoice),
        ("beforeInAppMessageDisplayed returned DISPLAY_LATER", .displayChoice),
        ("image download failed", .assetFailure),
        ("failed to retrieve assets", .assetFailure),
        ("afterClosed called", .dismissed),
    ]

    /// The trigger event types the delivery engine answers "no matching trigger" for, by the
    /// names the SDKs write (`open` is a session start).
    static let eventTypes = ["open": "session_start", "custom_event": "custom_event", "purchase": "purchase", "push_click": "push_click"]

    /// The decision an entry states, if any.
    static func outcome(in text: String, line: Int) -> DeviceOutcome? {
        guard let phrase = phrases.first(where: { text.containsBytes($0.text) }) else { return nil }
        var eventType: String?
        if phrase.kind == .noMatchingTrigger || phrase.kind == .minimumInterval {
            eventType = Self.eventType(in: text)
            // Android also writes the first phrase for iam_click and test events, which no
            // campaign of a replay waits for.
            if phrase.kind == .noMatchingTrigger, eventType == nil { return nil }
        }
        let first = text.prefix { $0 != "\n" }
        return DeviceOutcome(
            time: nil,
            kind: phrase.kind,
            eventType: eventType,
            line: line,
            evidence: DeviceLogPrivacy.mask(String(first.prefix(300)))
        )
    }

    /// The event type a line names: `<custom_event>` (Android), `Trigger event custom_event`,
    /// `Ignoring custom_event trigger` (web), the event's Swift description (iOS).
    static func eventType(in text: String) -> String? {
        var name: Substring?
        if let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            name = text[text.index(after: open)..<close]
        } else if let range = text.byteRange(of: "Trigger event ") {
            name = text[range.upperBound...].prefix { $0 != " " }
        } else if let range = text.byteRange(of: "Ignoring ") {
            name = text[range.upperBound...].prefix { $0 != " " }
        } else if text.containsBytes("No matching trigger") {
            for (swift, type) in [
                ("custom(", "custom_event"), ("purchase(", "purchase"), ("pushClick(", "push_click"), ("sessionStart", "session_start"),
            ]
            where text.containsBytes(swift) {
                return type
            }
        }
        return name.flatMap { eventTypes[String($0)] }
    }
}
