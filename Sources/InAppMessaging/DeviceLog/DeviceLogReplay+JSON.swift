/// The replay as the JSON `vitrine replay-log --format json` prints and the API answers.
extension DeviceLogReplay {
    /// The keys written first, in this order, at every level.
    public static let leadingKeys = [
        "agrees", "platform", "sdk_version", "device", "formats", "settings", "agreement", "why_not", "assumptions", "notes",
        "counts", "campaigns", "events", "kind", "status", "campaign", "device_at", "vitrine_at", "detail", "reason", "evidence",
        "line", "at", "code", "text",
    ]

    /// `report` with `campaigns` (wire envelopes) and `events` (a session's events).
    public var jsonValue: JSONValue {
        guard case .object(var members) = reportValue else { return reportValue }
        members["campaigns"] = .array(log.campaigns.map(\.wireValue))
        members["events"] = .array(events.map(\.jsonValue))
        return .object(members)
    }

    /// What a session made from the log keeps beside its campaigns and events: `{agrees,
    /// platform, sdk_version, device, formats, settings, agreement, why_not, assumptions, notes,
    /// counts}`.
    public var reportValue: JSONValue {
        var members: JSONObject = [
            "agrees": .bool(agrees),
            "platform": .string(configuration.platform.rawValue),
            "sdk_version": log.sdkVersion.map(JSONValue.string) ?? .null,
            "device": log.device.map(JSONValue.string) ?? .null,
            "formats": .array(log.formats.map { .string($0.rawValue) }),
            "settings": .object([
                "orientation": .string(settings.orientation.rawValue),
                "dismiss_after": .number(settings.dismissAfter),
                "minimum_interval": .number(settings.minimumInterval),
                "tolerance": .number(settings.tolerance),
            ]),
            "agreement": .array(rows.map(\.jsonValue)),
        ]
        members["why_not"] = .array(
            whyNot.map { item in
                .object(["campaign": .string(item.campaign), "code": .string(item.answer.code.rawValue), "text": .string(item.answer.text)])
            }
        )
        members["assumptions"] = .array(assumptions.map(JSONValue.string))
        members["notes"] = .array(log.notes.map(JSONValue.string))
        members["counts"] = log.counts.jsonValue
        return .object(members)
    }
}

extension AgreementRow {
    /// The row as JSON (absent members left out).
    public var jsonValue: JSONValue {
        var members: JSONObject = ["kind": .string(kind.rawValue), "status": .string(status.rawValue)]
        if let campaign { members["campaign"] = .string(campaign) }
        if let deviceAt { members["device_at"] = .number(deviceAt) }
        if let vitrineAt { members["vitrine_at"] = .number(vitrineAt) }
        if let detail { members["detail"] = .string(detail) }
        if let reason { members["reason"] = .string(reason) }
        if let evidence { members["evidence"] = .string(evidence) }
        if let line { members["line"] = .int(line) }
        return .object(members)
    }
}

extension DeviceLogCounts {
    /// "314 lines: 312 Braze, 2 other apps', 0 unrecognised, 0 unreadable JSON".
    public var summary: String {
        "\(lines) lines: \(brazeLines) Braze, \(otherLines) other apps', \(unrecognisedLines) unrecognised, \(partialJSON) unreadable JSON"
    }

    /// The counts as JSON.
    public var jsonValue: JSONValue {
        .object([
            "lines": .int(lines), "braze_lines": .int(brazeLines), "entries": .int(entries), "other_lines": .int(otherLines),
            "unrecognised_lines": .int(unrecognisedLines), "cut_lines": .int(cutLines), "cut_entries": .int(cutEntries),
            "redacted_entries": .int(redactedEntries),
            "partial_json": .int(partialJSON), "unreadable_triggers": .int(unreadableTriggers),
        ])
    }
}
