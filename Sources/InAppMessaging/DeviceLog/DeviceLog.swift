/// What a device's Braze log says: the SDK and device, the campaigns the server sent, the events
/// the app logged, and what the SDK wrote about its decisions. Made by `DeviceLogInterpreter`;
/// replayed by `DeviceLogReplay`.
public struct DeviceLog: Sendable {
    /// The SDK that wrote the log (the first Braze line's).
    public var platform: Platform?
    /// The SDK version, where a line or a request body names it.
    public var sdkVersion: String?
    /// The device (model and OS), where a request body names it.
    public var device: String?
    /// The formats the log's lines were in.
    public var formats: [DeviceLogFormat]
    /// The campaigns of the triggers the server sent, latest payload per trigger id.
    public var campaigns: [Campaign]
    /// The events the app logged (sessions, custom events, purchases, push clicks, impressions,
    /// clicks), in time order, each once.
    public var events: [LoggedEvent]
    /// The SDK's own words about its decisions, in log order.
    public var outcomes: [DeviceOutcome]
    /// What was skipped.
    public var counts: DeviceLogCounts
    /// What the reader could not use, in words (an unreadable trigger, a body that did not parse).
    public var notes: [String]

    /// "Android SDK 29.0.1 on Pixel 7, 14": what wrote a log, as every door names it.
    public static func describe(platform: Platform?, sdkVersion: String?, device: String?) -> String {
        let sdk = [(platform?.displayName ?? "Unknown") + " SDK", sdkVersion].compactMap { $0 }.joined(separator: " ")
        return sdk + (device.map { " on \($0)" } ?? "")
    }

    /// Unix seconds of the log's first timed event or line.
    public var start: Double? {
        let first = events.first?.time
        let outcome = outcomes.lazy.compactMap(\.time).first
        switch (first, outcome) {
        case (let a?, let b?): return min(a, b)
        default: return first ?? outcome
        }
    }
}

/// One event the app logged, in the `/api/v3/data` request body's shape.
public struct LoggedEvent: Sendable, Hashable {
    /// The event's abbreviation (`ss`, `ce`, `p`, `si`, `sbc`, …).
    public var name: String
    /// Its `data` object.
    public var data: JSONObject
    /// Unix seconds.
    public var time: Double
    /// The log line it was read from.
    public var line: Int

    /// Creates an event.
    public init(name: String, data: JSONObject, time: Double, line: Int) {
        self.name = name
        self.data = data
        self.time = time
        self.line = line
    }

    /// The trigger id an impression or click names (`trigger_ids[0]`).
    public var triggerID: String? {
        if case .array(let ids)? = data["trigger_ids"], let first = ids.first?.stringValue { return first }
        return data["trigger_id"]?.stringValue
    }
}

/// A decision the SDK wrote in the log.
public struct DeviceOutcome: Sendable, Hashable {
    /// Unix seconds, when the line had a time.
    public var time: Double?
    /// What the SDK decided.
    public var kind: Kind
    /// The event type it was about (`custom_event`, `session_start`, …), when the line names it.
    public var eventType: String?
    /// The line's number.
    public var line: Int
    /// The line's words (keys and tokens masked).
    public var evidence: String

    /// What the SDK decided.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// No trigger matched an event.
        case noMatchingTrigger = "no_matching_trigger"
        /// A matched trigger was too soon after the last one.
        case minimumInterval = "minimum_interval"
        /// A matched trigger was not re-eligible.
        case notReEligible = "not_re_eligible"
        /// A message waited because another was on screen.
        case messageOnScreen = "message_on_screen"
        /// A message did not fit the orientation.
        case orientationMismatch = "orientation_mismatch"
        /// The app's display choice kept a message back.
        case displayChoice = "display_choice"
        /// A message's image did not download.
        case assetFailure = "asset_failure"
        /// A message left the screen.
        case dismissed
    }
}
