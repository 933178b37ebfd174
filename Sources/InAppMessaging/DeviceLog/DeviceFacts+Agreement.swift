/// Holding Vitrine's trace against what the device logged.
extension DeviceFacts {
    /// The agreement table: each device fact matched to a trace entry of its kind within
    /// `tolerance` seconds (or not, with Vitrine's reason from `answers`), then each impression
    /// Vitrine predicts that the device did not log.
    func agreement(with trace: [TraceEntry], answers: [Int: WhyNot], tolerance: Double) -> [AgreementRow] {
        var used = Set<Int>()
        var rows: [AgreementRow] = []
        for fact in facts {
            let window = Self.window(trace, around: fact.at, tolerance: tolerance)
            let match = window.first { index in !used.contains(index) && Self.matches(trace[index], fact) }
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
                row.reason = reason(for: fact, nearby: window.map { trace[$0] }, answers: answers)
            }
            rows.append(row)
        }
        var lastTriggered: [String: Double] = [:]
        let refusals = facts.filter { $0.kind == .refusal }
        for (index, entry) in trace.enumerated() {
            if entry.kind == .triggered, let campaign = entry.campaign { lastTriggered[campaign] = entry.at }
            guard !used.contains(index) else { continue }
            let kind: AgreementRow.Kind
            switch entry.kind {
            case .impression: kind = .impression
            case .controlImpression: kind = .controlImpression
            default: continue
            }
            let triggered = entry.campaign.flatMap { lastTriggered[$0] } ?? entry.at
            let evidence = Self.nearest(refusals, to: triggered, tolerance: tolerance)
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

    /// The indices of the trace entries within `tolerance` of `at` (the trace is in time order).
    static func window(_ trace: [TraceEntry], around at: Double, tolerance: Double) -> Range<Int> {
        let low = firstIndex(in: trace, from: at - tolerance, time: \.at)
        var end = low
        while end < trace.count, trace[end].at <= at + tolerance { end += 1 }
        return low..<end
    }

    /// The first of `facts` (in time order) within `tolerance` of `at`.
    static func nearest(_ facts: [Fact], to at: Double, tolerance: Double) -> Fact? {
        let low = firstIndex(in: facts, from: at - tolerance, time: \.at)
        return low < facts.count && facts[low].at <= at + tolerance ? facts[low] : nil
    }

    /// The index of the first item of `items` (in time order) at `start` or later.
    static func firstIndex<Item>(in items: [Item], from start: Double, time: KeyPath<Item, Double>) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle][keyPath: time] < start { low = middle + 1 } else { high = middle }
        }
        return low
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
    private func reason(for fact: Fact, nearby window: [TraceEntry], answers: [Int: WhyNot]) -> String {
        if let trigger = fact.unknownTrigger {
            return "No trigger in the log has the id \"\(trigger)\": the response that sent its campaign is not in the log."
        }
        let nearby = window.filter { $0.campaign != nil && $0.kind != .delivered }
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
