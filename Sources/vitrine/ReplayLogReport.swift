import InAppMessaging

/// `vitrine replay-log`'s report as text or JUnit XML.
enum ReplayLogReport {
    /// The text report: what was read, the agreement table, "why not?" and what was assumed.
    static func text(_ replay: DeviceLogReplay, file: String) -> String {
        let log = replay.log
        var lines: [String] = []
        let sdk = DeviceLog.describe(platform: replay.configuration.platform, sdkVersion: log.sdkVersion, device: log.device)
        lines.append("\(file): \(sdk), \(log.formats.map(\.rawValue).joined(separator: " + ")) (\(log.counts.summary))")
        lines.append("Campaigns: \(log.campaigns.isEmpty ? "none" : log.campaigns.map(\.id).joined(separator: ", "))")
        lines.append("Events: \(replay.events.count) replayed")
        let disagreeing = replay.rows.filter { $0.status != .agreed }.count
        lines.append("")
        lines.append(
            disagreeing == 0
                ? "Agreement: all \(replay.rows.count) rows agree"
                : "Agreement: \(disagreeing) of \(replay.rows.count) rows disagree"
        )
        for row in replay.rows { lines.append(contentsOf: describe(row)) }
        let unseen = replay.whyNot.filter { $0.answer.code != .displayed && $0.answer.code != .onScreen }
        if !unseen.isEmpty {
            lines.append("")
            lines.append("Why didn't it show?")
            for item in unseen { lines.append("  \(item.campaign): \(item.answer.text)") }
        }
        let said = replay.assumptions + log.notes
        if !said.isEmpty {
            lines.append("")
            lines.append("Assumed and skipped:")
            for line in said { lines.append("  - \(line)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row: a mark, the time, the kind and the campaign, then the reason and the device's words.
    static func describe(_ row: AgreementRow) -> [String] {
        let mark = row.status == .agreed ? "ok  " : "DIFF"
        let at = (row.deviceAt ?? row.vitrineAt).map { DeliveryEngine.seconds($0) } ?? "?"
        var head = "  \(mark) \(at) \(row.kind.rawValue)"
        if let campaign = row.campaign { head += " \(campaign)" }
        if let detail = row.detail { head += " [\(detail)]" }
        switch row.status {
        case .agreed: head += row.vitrineAt.map { " (Vitrine at \(DeliveryEngine.seconds($0)))" } ?? ""
        case .deviceOnly: head += ": the device logged it, Vitrine does not"
        case .vitrineOnly: head += ": Vitrine predicts it, the device did not log it"
        }
        var lines = [head]
        if let reason = row.reason { lines.append("         \(reason)") }
        if row.status != .agreed, let evidence = row.evidence {
            lines.append("         device, line \(row.line.map(String.init) ?? "?"): \(evidence)")
        }
        return lines
    }

    /// JUnit XML: a test case per row, a failure for each row the two sides do not share.
    static func junit(_ replay: DeviceLogReplay, file: String) -> String {
        let failures = replay.rows.filter { $0.status != .agreed }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuite name=\"vitrine replay-log \(ValidationReport.xml(file))\" tests=\"\(replay.rows.count)\" failures=\"\(failures)\">\n"
        for row in replay.rows {
            let name = describe(row)[0].trimmingPrefix(while: { $0 == " " })
            xml += "  <testcase classname=\"vitrine.replay-log\" name=\"\(ValidationReport.xml(String(name)))\">"
            if row.status != .agreed {
                let detail = describe(row).dropFirst().joined(separator: "\n")
                xml += "<failure message=\"\(ValidationReport.xml(row.reason ?? row.status.rawValue))\">\(ValidationReport.xml(detail))</failure>"
            }
            xml += "</testcase>\n"
        }
        return xml + "</testsuite>\n"
    }
}
