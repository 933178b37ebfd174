/// Holding Vitrine's trace against what the device logged.
extension DeviceFacts {
    /// The agreement table: each device fact matched to a trace entry of its kind within
    /// `tolerance` seconds (or not, with Vitrine's reason from `answers`), then each impression
    /// Vitrine predicts that the device did not log.
    func agreement(with trace: [TraceEntry], answers: [Int: WhyNot], tolerance: Double) -> [AgreementRow] {
        var used = Set<Int>()
        var rows: [AgreementRow] = []
        for fact in facts {
            let match = trace.indices.first { index in
                !used.contains(index) && abs(trace[index].at - fact.at) <= tolerance && Self.matches(trace[index], fact)
            }
            var row = AgreementRow(
                kind: fact.kind,
                status: .agreed,
                campaign: fact.campaign,
                deviceAt: fact.at,
                vitrineAt: nil,
                detail: fact.detail,
                reason: nil,
                evidence: fact.evidence,
                line: fact.line
            )
            if let match {
                used.insert(match)
                row.vitrineAt = trace[match].at
                row.campaign = row.campaign ?? trace[match].campaign
            } else {
                row.status = .deviceOnly
                row.reason = reason(for: fact, trace: trace, answers: answers, tolerance: tolerance)
            }
            rows.append(row)
        }
        for (index, entry) in trace.enumerated() where !used.contains(index) {
            let kind: AgreementRow.Kind
            switch entry.kind {
            case .impression: kind = .impression
            case .controlImpression: kind = .controlImpression
            default: continue
            }
            let triggered = trace[..<index].last { $0.kind == .triggered && $0.campaign == entry.campaign }?.at ?? entry.at
            let evidence = facts.first { $0.kind == .refusal && abs($0.at - triggered) <= tolerance }
            rows.append(
                AgreementRow(
                    kind: kind,
                    status: .vitrineOnly,
                    campaign: entry.campaign,
                    deviceAt: nil,
                    vitrineAt: entry.at,
                    detail: nil,
                    reason: "Vitrine shows it at \(DeliveryEngine.seconds(entry.at)) (triggered at \(DeliveryEngine.seconds(triggered))); "
                        + "the device logged no \(kind == .impression ? "impression" : "control impression") for it then.",
                    evidence: evidence?.evidence,
                    line: evidence?.line
                )
            )
        }
        return rows.sorted { ($0.deviceAt ?? $0.vitrineAt ?? 0) < ($1.deviceAt ?? $1.vitrineAt ?? 0) }
    }

    /// Whether a trace entry is Vitrine's side of a device fact.
    static func matches(_ entry: TraceEntry, _ fact: Fact) -> Bool {
        switch fact.kind {
        case .impression: return entry.kind == .impression && entry.campaign == fact.campaign
        case .controlImpression: return entry.kind == .controlImpression && entry.campaign == fact.campaign
        case .click: return entry.kind == .clicked && (fact.campaign == nil || entry.campaign == fact.campaign)
        case .noMatchingTrigger: return entry.kind == .noMatchingTrigger && entry[field: "event"]?.stringValue == fact.detail
        case .refusal:
            let reason = entry[field: "reason"]?.stringValue
            return [.suppressed, .reenqueued, .discarded].contains(entry.kind) && reason == fact.detail
        }
    }

    /// Vitrine's reason for not sharing a device fact.
    private func reason(for fact: Fact, trace: [TraceEntry], answers: [Int: WhyNot], tolerance: Double) -> String {
        if let trigger = fact.unknownTrigger {
            return "No trigger in the log has the id \"\(trigger)\": the response that sent its campaign is not in the log."
        }
        let nearby = trace.filter { abs($0.at - fact.at) <= tolerance && $0.campaign != nil && $0.kind != .delivered }
        let said = nearby.prefix(4).map(Self.describe).joined(separator: "; ")
        switch fact.kind {
        case .noMatchingTrigger:
            return said.isEmpty
                ? "Vitrine has no \"no matching trigger\" for this \(fact.detail ?? "event") then."
                : "Vitrine matched a campaign for this event: \(said)."
        case .refusal:
            return "Vitrine refused nothing for \(fact.detail ?? "this reason") then" + (said.isEmpty ? "." : ": \(said).")
        default:
            return answers[fact.id].map { "Why Vitrine did not: \($0.text)" } ?? "Vitrine has no such \(fact.kind.rawValue) then."
        }
    }

    /// A trace entry in a few words: `suppressed spring-sale (minimum_interval)`.
    static func describe(_ entry: TraceEntry) -> String {
        let reason = entry[field: "reason"]?.stringValue.map { " (\($0))" } ?? ""
        return "\(entry.kind.rawValue) \(entry.campaign ?? "")\(reason) at \(DeliveryEngine.seconds(entry.at))"
    }
}
