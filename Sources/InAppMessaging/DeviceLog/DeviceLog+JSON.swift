/// What a session made from a log keeps of it to replay it again with other settings: everything
/// but its campaigns (the session holds them), with the secrets already masked.
extension DeviceLog {
    /// `{platform, sdk_version, device, formats, events, outcomes, counts, notes}`.
    public var jsonValue: JSONValue {
        .object([
            "platform": platform.map { .string($0.rawValue) } ?? .null,
            "sdk_version": sdkVersion.map(JSONValue.string) ?? .null,
            "device": device.map(JSONValue.string) ?? .null,
            "formats": .array(formats.map { .string($0.rawValue) }),
            "events": .array(
                events.map { .object(["name": .string($0.name), "data": .object($0.data), "time": .double($0.time), "line": .int($0.line)]) }
            ),
            "outcomes": .array(outcomes.map(\.jsonValue)),
            "counts": counts.jsonValue,
            "notes": .array(notes.map(JSONValue.string)),
        ])
    }

    /// The log `jsonValue` wrote, with `campaigns`; nil when `json` is not one.
    public init?(json: JSONValue, campaigns: [Campaign]) {
        guard case .array(let events)? = json["events"], case .array(let outcomes)? = json["outcomes"] else { return nil }
        self.init(
            platform: json["platform"]?.stringValue.flatMap(Platform.init(rawValue:)),
            sdkVersion: json["sdk_version"]?.stringValue,
            device: json["device"]?.stringValue,
            formats: Self.strings(json["formats"]).compactMap(DeviceLogFormat.init(rawValue:)),
            campaigns: campaigns,
            events: events.compactMap { event in
                guard let name = event["name"]?.stringValue, let time = event["time"]?.doubleValue else { return nil }
                let data: JSONObject = if case .object(let members)? = event["data"] { members } else { [:] }
                return LoggedEvent(name: name, data: data, time: time, line: event["line"]?.doubleValue.map { Int($0) } ?? 0)
            },
            outcomes: outcomes.compactMap(DeviceOutcome.init(json:)),
            counts: DeviceLogCounts(json: json["counts"]),
            notes: Self.strings(json["notes"])
        )
    }

    /// The strings of an array member.
    private static func strings(_ value: JSONValue?) -> [String] {
        if case .array(let items)? = value { return items.compactMap(\.stringValue) }
        return []
    }
}

extension DeviceOutcome {
    /// `{time, kind, event_type, line, evidence}`.
    var jsonValue: JSONValue {
        .object([
            "time": time.map(JSONValue.double) ?? .null, "kind": .string(kind.rawValue),
            "event_type": eventType.map(JSONValue.string) ?? .null, "line": .int(line), "evidence": .string(evidence),
        ])
    }

    /// The outcome `jsonValue` wrote.
    init?(json: JSONValue) {
        guard let kind = json["kind"]?.stringValue.flatMap(Kind.init(rawValue:)) else { return nil }
        self.init(
            time: json["time"]?.doubleValue,
            kind: kind,
            eventType: json["event_type"]?.stringValue,
            line: json["line"]?.doubleValue.map { Int($0) } ?? 0,
            evidence: json["evidence"]?.stringValue ?? ""
        )
    }
}

extension DeviceLogCounts {
    /// The counts `jsonValue` wrote (zero where absent).
    public init(json: JSONValue?) {
        self.init()
        func count(_ key: String) -> Int { json?[key]?.doubleValue.map { Int($0) } ?? 0 }
        lines = count("lines")
        brazeLines = count("braze_lines")
        entries = count("entries")
        otherLines = count("other_lines")
        unrecognisedLines = count("unrecognised_lines")
        cutLines = count("cut_lines")
        cutEntries = count("cut_entries")
        redactedEntries = count("redacted_entries")
        partialJSON = count("partial_json")
        unreadableTriggers = count("unreadable_triggers")
    }
}
