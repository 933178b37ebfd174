import OrderedCollections

/// Turns a device log's entries into a `DeviceLog`: the JSON bodies (events, triggers,
/// templates), the iOS `Logged event:` blocks, the web console's event lines, and the SDK's
/// words about its decisions (docs/device-logs.md, "What is read").
///
/// Times: a JSON event carries unix seconds; a line carries the device's wall clock, which is
/// tied to unix time by the first line that says both (an iOS line's UTC offset, an Android
/// `Attempting to log event:` entry, the web's session start) and rounded to a quarter hour.
public struct DeviceLogInterpreter: Sendable {
    /// The SDK, when the user named it (otherwise the first Braze line's).
    private var platform: Platform?
    private var sdkVersion: String?
    private var device: String?
    private var formats: [DeviceLogFormat] = []
    /// Unix seconds minus (wall-clock seconds + 2000-01-01): known once a line ties them.
    private var clockOffset: Double?
    /// Days added to time-of-day clocks that passed midnight.
    private var dayCarry = 0.0
    private var lastTimeOfDay: Double?
    private var events: [Pending<LoggedEvent>] = []
    private var triggers: OrderedDictionary<String, (object: JSONObject, line: Int)> = [:]
    private var templates: [String: JSONValue] = [:]
    private var outcomes: [Pending<DeviceOutcome>] = []
    private var notes: [String] = []
    private var partialJSON = 0

    /// Starts with no entry read; `platform` overrides what the lines say.
    public init(platform: Platform? = nil) {
        self.platform = platform
    }

    /// Reads one entry.
    public mutating func take(_ entry: DeviceLogEntry) {
        if !formats.contains(entry.format) { formats.append(entry.format) }
        if platform == nil { platform = entry.platform }
        if sdkVersion == nil { sdkVersion = entry.sdkVersion }
        let clock = wallClock(entry.timestamp)
        if clockOffset == nil, let stamp = entry.timestamp, stamp.hasDate, let offset = stamp.utcOffset { clockOffset = -offset }
        let text = entry.text
        if entry.format == .json {
            body(Substring(text), line: entry.line, clock: clock)
            return
        }
        if let json = Self.json(after: "Attempting to log event:", in: text) {
            if case .object(let object)? = parse(json, line: entry.line) { event(object, line: entry.line, clock: clock) }
        } else if let json = Self.json(after: "and response JSON:", in: text) ?? Self.json(after: "and JSON :", in: text)
            ?? Self.json(after: "and JSON:", in: text) ?? Self.json(after: "- Body:", in: text)
        {
            body(json, line: entry.line, clock: clock)
        } else if text.hasPrefix("Logged event:") {
            if let event = SwiftDescription.event(text, line: entry.line) { add(event, clock: clock) }
        } else if entry.format == .webConsole {
            webLine(text, line: entry.line, clock: clock)
        }
        if let outcome = Self.outcome(in: text, line: entry.line) { outcomes.append(Pending(item: outcome, clock: clock)) }
    }

    /// The log read so far; `counts` are the reader's.
    public func finish(counts: DeviceLogCounts) -> DeviceLog {
        var counts = counts
        counts.partialJSON += partialJSON
        var notes = notes
        let resolved = events.compactMap { pending -> LoggedEvent? in
            var event = pending.item
            if event.time.isNaN {
                guard let time = unixTime(pending.clock) else { return nil }
                event.time = time
            }
            return event
        }
        var campaigns: [Campaign] = []
        for (id, trigger) in triggers {
            switch DeviceLogCampaigns.campaign(id: id, trigger: trigger.object, templates: templates) {
            case .success(let campaign): campaigns.append(campaign)
            case .failure(let error):
                counts.unreadableTriggers += 1
                notes.append("The trigger \(id) (line \(trigger.line)) is not a campaign Vitrine can read: \(error.description)")
            }
        }
        return DeviceLog(
            platform: platform,
            sdkVersion: sdkVersion,
            device: device,
            formats: formats,
            campaigns: campaigns,
            events: Self.deduplicated(resolved.sorted { $0.time < $1.time }),
            outcomes: outcomes.map { pending in
                var outcome = pending.item
                outcome.time = unixTime(pending.clock)
                return outcome
            },
            counts: counts,
            notes: notes
        )
    }

    // MARK: - Clock

    /// A line's wall clock in seconds from 2000-01-01, carried over midnight for time-of-day clocks.
    private mutating func wallClock(_ stamp: LogTimestamp?) -> Double? {
        guard let stamp else { return nil }
        if stamp.hasDate { return stamp.seconds }
        if let last = lastTimeOfDay, stamp.seconds < last - 43_200 { dayCarry += 86_400 }
        lastTimeOfDay = stamp.seconds
        return stamp.seconds + dayCarry
    }

    /// Ties the wall clock to unix time by one moment that has both (rounded to a quarter hour).
    private mutating func calibrate(clock: Double?, unixTime: Double) {
        guard clockOffset == nil, let clock else { return }
        clockOffset = ((unixTime - LogTimestamp.unixSecondsAt2000 - clock) / 900).rounded() * 900
    }

    /// Unix seconds of a wall-clock reading, once the clock is tied.
    private func unixTime(_ clock: Double?) -> Double? {
        guard let clock, let clockOffset else { return nil }
        return clock + LogTimestamp.unixSecondsAt2000 + clockOffset
    }

    // MARK: - Bodies and events

    /// A request or response body (or a pasted one): its events, device, triggers and templates.
    private mutating func body(_ json: Substring, line: Int, clock: Double?) {
        guard case .object(let object)? = parse(json, line: line) else { return }
        if let version = object["sdk_version"]?.stringValue, sdkVersion == nil { sdkVersion = version }
        if device == nil, let described = Self.describeDevice(object["device"]) { device = described }
        if case .array(let items)? = object["events"] {
            for case .object(let item) in items { event(item, line: line, clock: nil) }
        }
        if case .array(let items)? = object["triggers"] {
            for case .object(let item) in items {
                guard let id = item["id"]?.stringValue else { continue }
                triggers[id] = (item, line)
            }
        }
        if let message = object["templated_message"]?["data"], let triggerID = message["trigger_id"]?.stringValue {
            templates[triggerID] = message
        }
        if object["name"] != nil, object["time"] != nil { event(object, line: line, clock: clock) }
    }

    /// One event object (`{name, data, time, …}`); its time ties the clock of the line it came on.
    private mutating func event(_ object: JSONObject, line: Int, clock: Double?) {
        guard let name = object["name"]?.stringValue, let time = object["time"]?.doubleValue else { return }
        calibrate(clock: clock, unixTime: time)
        var data: JSONObject = [:]
        if case .object(let members)? = object["data"] { data = members }
        add(LoggedEvent(name: name, data: data, time: time, line: line), clock: nil)
    }

    /// Keeps an event; one without a time (NaN) takes its line's.
    private mutating func add(_ event: LoggedEvent, clock: Double?) {
        events.append(Pending(item: event, clock: clock))
    }

    /// The web console's lines that carry an event or a time.
    private mutating func webLine(_ text: String, line: Int, clock: Double?) {
        if let rest = text.byteRange(of: "Generating session start event with time ").map({ text[$0.upperBound...] }),
            let milliseconds = Double(rest.prefix { $0.isNumber })
        {
            calibrate(clock: clock, unixTime: milliseconds / 1000)
            add(LoggedEvent(name: "ss", data: [:], time: milliseconds / 1000, line: line), clock: nil)
        } else if text.hasPrefix("Logged custom event \""), let name = SwiftDescription.quoted(after: "Logged custom event ", in: text) {
            add(LoggedEvent(name: "ce", data: ["n": .string(name)], time: .nan, line: line), clock: clock)
        }
    }

    /// The JSON after `marker` in `text` (from its first brace to its last).
    static func json(after marker: String, in text: String) -> Substring? {
        guard let range = text.byteRange(of: marker), let open = text[range.upperBound...].firstIndex(of: "{"),
            let close = text.lastIndex(of: "}"), close > open
        else { return nil }
        return text[open...close]
    }

    /// Parses a body; one that does not parse (cut, redacted) is counted and noted.
    private mutating func parse(_ json: Substring, line: Int) -> JSONValue? {
        do {
            return try JSONParser.parse(String(json))
        } catch {
            partialJSON += 1
            if notes.count < 50 { notes.append("The JSON at line \(line) does not parse (\(error.description)); it was skipped.") }
            return nil
        }
    }

    /// "Pixel 7, Android 14" from a request body's `device` object.
    static func describeDevice(_ value: JSONValue?) -> String? {
        guard case .object(let device)? = value else { return nil }
        let model = device["model"]?.stringValue ?? device["browser"]?.stringValue
        let os = device["os_version"]?.stringValue
        let parts = [model, os].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Events read twice (the SDK's line and the request body that sent it) are kept once: the
    /// same name and subject within a second; the copy with properties wins.
    static func deduplicated(_ sorted: [LoggedEvent]) -> [LoggedEvent] {
        var kept: [LoggedEvent] = []
        for event in sorted {
            let subject = event.subject
            if let index = kept.indices.reversed().prefix(64).first(where: {
                kept[$0].name == event.name && kept[$0].subject == subject && abs(kept[$0].time - event.time) < 1
            }) {
                if kept[index].data.count < event.data.count {
                    kept[index].data = event.data
                    kept[index].time = event.time
                }
                continue
            }
            kept.append(event)
        }
        return kept
    }

    /// An item with the wall clock of its line, for items whose unix time waits on the clock.
    private struct Pending<Item: Sendable>: Sendable {
        var item: Item
        var clock: Double?
    }
}

extension LoggedEvent {
    /// What the event is about, to tell two copies of one event from two events.
    var subject: String {
        data["n"]?.stringValue ?? data["pid"]?.stringValue ?? data["bid"]?.stringValue ?? triggerID ?? data["cid"]?.stringValue ?? ""
    }
}
