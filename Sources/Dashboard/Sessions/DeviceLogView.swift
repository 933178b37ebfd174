import Foundation
import InAppMessaging

/// The session page's "Device log" section, for a session made from a device's log: what was
/// read, the agreement table, "why didn't it show?" and what the replay assumed. Built from the
/// report kept with the session (`DeviceLogReplay.reportValue`); every text is escaped by the
/// template.
struct DeviceLogView: Sendable {
    /// One row of the agreement table.
    struct Row: Sendable {
        let status: String
        let statusLabel: String
        let isAgreed: Bool
        let at: String
        let kind: String
        let campaign: String
        let detail: String
        let reason: String
        let evidence: String
    }

    /// A campaign and Vitrine's answer.
    struct Answer: Sendable {
        let campaign: String
        let text: String
    }

    /// "Android SDK 29.0.1 on Pixel 7, 14 · logcat · 314 lines: 312 Braze, 2 other apps', …".
    let summary: String
    /// "All 7 rows agree" or "2 of 7 rows disagree".
    let verdict: String
    let agrees: Bool
    let rows: [Row]
    let hasRows: Bool
    let whyNot: [Answer]
    let hasWhyNot: Bool
    let assumptions: [String]
    let hasAssumptions: Bool
    /// Where "Replay again" posts.
    let replayURL: String
    /// The settings the replay ran with, and the log's evidence for each.
    let isLandscape: Bool
    let platform: String
    let dismissAfter: String
    let dismissEvidence: String
    let minimumInterval: String
    let intervalEvidence: String
    let orientationEvidence: String
    let displayChoiceEvidence: String?

    /// The view of a stored report, or nil when it does not parse; "Replay again" posts to `replayURL`.
    init?(report: String, replayURL: String) {
        guard case .object(let members)? = try? JSONParser.parse(report) else { return nil }
        self.replayURL = replayURL
        let settings = members["settings"]
        isLandscape = settings?["orientation"]?.stringValue == "landscape"
        platform = members["platform"]?.stringValue ?? ""
        dismissAfter = settings?["dismiss_after"]?.doubleValue.map(DeliveryEngine.number) ?? "10"
        minimumInterval = settings?["minimum_interval"]?.doubleValue.map(DeliveryEngine.number) ?? "30"
        let outcomes: [JSONValue] = if case .array(let list)? = members["log"]?["outcomes"] { list } else { [] }
        func evidence(_ kind: String, none: String) -> String {
            let found = outcomes.filter { $0["kind"]?.stringValue == kind }
            guard let first = found.first else { return none }
            let line = first["line"]?.doubleValue.map { "line \(Int($0))" } ?? "a line"
            return "The log has \(found.count) such line\(found.count == 1 ? "" : "s"); \(line): \(first["evidence"]?.stringValue ?? "")"
        }
        dismissEvidence = evidence("dismissed", none: "The log does not say when a message left the screen (only Android's afterClosed lines do).")
        intervalEvidence = evidence("minimum_interval", none: "The log has no minimum-interval refusal.")
        orientationEvidence = evidence("orientation_mismatch", none: "The log has no orientation refusal.")
        let choices = evidence("display_choice", none: "")
        displayChoiceEvidence = choices.isEmpty ? nil : choices
        let formats: [String] =
            if case .array(let items)? = members["formats"] { items.compactMap(\.stringValue) } else { [] }
        let sdk = DeviceLog.describe(
            platform: members["platform"]?.stringValue.flatMap(Platform.init(rawValue:)),
            sdkVersion: members["sdk_version"]?.stringValue,
            device: members["device"]?.stringValue
        )
        summary = sdk + " · " + formats.joined(separator: " + ") + " · " + DeviceLogCounts(json: members["counts"]).summary
        let items: [JSONValue] = if case .array(let list)? = members["agreement"] { list } else { [] }
        rows = items.map { item in
            let status = item["status"]?.stringValue ?? ""
            let at = item["device_at"]?.doubleValue ?? item["vitrine_at"]?.doubleValue
            return Row(
                status: status,
                statusLabel: Self.label(status),
                isAgreed: status == "agreed",
                at: at.map { DeliveryEngine.seconds($0) } ?? "",
                kind: (item["kind"]?.stringValue ?? "").replacingOccurrences(of: "_", with: " "),
                campaign: item["campaign"]?.stringValue ?? "",
                detail: item["detail"]?.stringValue ?? "",
                reason: item["reason"]?.stringValue ?? "",
                evidence: item["evidence"]?.stringValue.map { text in
                    (item["line"]?.doubleValue.map { "line \(Int($0)): " } ?? "") + text
                } ?? ""
            )
        }
        hasRows = !rows.isEmpty
        agrees = members["agrees"] == .bool(true)
        let disagreeing = rows.filter { !$0.isAgreed }.count
        verdict = disagreeing == 0 ? "All \(rows.count) rows agree." : "\(disagreeing) of \(rows.count) rows disagree."
        let answers: [JSONValue] = if case .array(let list)? = members["why_not"] { list } else { [] }
        whyNot = answers.compactMap { answer in
            guard let code = answer["code"]?.stringValue, code != "displayed", code != "on_screen" else { return nil }
            return Answer(campaign: answer["campaign"]?.stringValue ?? "", text: answer["text"]?.stringValue ?? "")
        }
        hasWhyNot = !whyNot.isEmpty
        let said: [JSONValue] =
            (members["assumptions"].flatMap { if case .array(let list) = $0 { list } else { nil } } ?? [])
            + (members["notes"].flatMap { if case .array(let list) = $0 { list } else { nil } } ?? [])
        assumptions = said.compactMap(\.stringValue)
        hasAssumptions = !assumptions.isEmpty
    }

    /// Settings in a few words, for the name of a session replayed again: "landscape, closed after 5 s, interval 10 s".
    static func describe(_ settings: DeviceLogReplay.Settings) -> String {
        var parts = [settings.orientation.rawValue, "closed after \(DeliveryEngine.seconds(settings.dismissAfter))"]
        parts.append("interval \(DeliveryEngine.seconds(settings.minimumInterval))")
        if let platform = settings.platform { parts.insert(platform.displayName, at: 0) }
        return parts.joined(separator: ", ")
    }

    /// A row's status for people.
    static func label(_ status: String) -> String {
        switch status {
        case "agreed": return "Both"
        case "device_only": return "Device only"
        case "vitrine_only": return "Vitrine only"
        default: return status
        }
    }
}
