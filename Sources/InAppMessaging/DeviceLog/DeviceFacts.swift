/// What a device's log says happened, in a session's seconds: the events the engine replays and
/// the impressions, clicks and decisions Vitrine's trace is held against.
struct DeviceFacts: Sendable {
    /// A moment of the device's that Vitrine is asked about.
    struct Fact: Sendable {
        /// Its number, which keys Vitrine's answer for it.
        var id: Int
        var kind: AgreementRow.Kind
        var at: Double
        var campaign: String?
        /// The event type, button id or rule.
        var detail: String?
        var evidence: String
        var line: Int
        /// The trigger id the device named, when no campaign of the log has it.
        var unknownTrigger: String?
    }

    /// A moment to ask the engine "why not?" about a campaign.
    struct Query: Sendable {
        var id: Int
        var at: Double
        var campaign: String?
    }

    /// The events the engine replays.
    var inputs: [DeviceEvent] = []
    /// The device's impressions, clicks, control impressions and decisions.
    var facts: [Fact] = []
    /// When to ask about them, in time order.
    var queries: [Query] = []
    /// What was assumed, in words.
    var assumptions: [String] = []

    /// Reads `log` from `start` (unix seconds of the session's 0).
    init(log: DeviceLog, start: Double, settings: DeviceLogReplay.Settings) {
        var campaignOf: [String: String] = [:]
        for campaign in log.campaigns {
            campaignOf[campaign.id] = campaign.id
            if let triggerID = campaign.message.triggerID { campaignOf[triggerID] = campaign.id }
        }
        var timed: [(at: Double, order: Int, event: DeviceEvent)] = []
        func input(_ at: Double, _ payload: DeviceEvent.Payload, campaign: String? = nil) {
            timed.append((at, timed.count, DeviceEvent(at: at, payload, campaign: campaign)))
        }
        func fact(_ kind: AgreementRow.Kind, _ event: LoggedEvent, at: Double, detail: String? = nil) {
            let campaign = event.triggerID.flatMap { campaignOf[$0] }
            facts.append(
                Fact(
                    id: facts.count,
                    kind: kind,
                    at: at,
                    campaign: campaign,
                    detail: detail,
                    evidence: "\(event.name) \(JSONWriter.write(.object(event.data), keyOrder: .stored))",
                    line: event.line,
                    unknownTrigger: campaign == nil ? event.triggerID ?? "" : nil
                )
            )
        }
        for event in log.events {
            let at = Self.seconds(event.time - start)
            switch event.name {
            case "ss": input(at, .sessionStart)
            case "se": input(at, .sessionEnd)
            case "ce": input(at, .customEvent(name: event.data["n"]?.stringValue ?? "", properties: Self.object(event.data["p"])))
            case "p": input(at, .purchase(Self.purchase(event.data)))
            case "pc": if let id = event.data["cid"]?.stringValue { input(at, .pushClick(campaignID: id)) }
            case "si": fact(.impression, event, at: at)
            case "iec": fact(.controlImpression, event, at: at)
            case "sc", "sbc":
                let button = event.name == "sbc" ? event.data["bid"]?.stringValue ?? "" : nil
                fact(.click, event, at: at, detail: button ?? "body")
                input(at, .click(button: button), campaign: event.triggerID.flatMap { campaignOf[$0] })
            default: break
            }
        }
        let closes = log.outcomes.filter { $0.kind == .dismissed }
        if closes.isEmpty {
            let impressions = facts.filter { $0.kind == .impression }
            for (index, shown) in impressions.enumerated() {
                let next = index + 1 < impressions.count ? impressions[index + 1].at - 0.001 : .infinity
                let at = min(shown.at + settings.dismissAfter, next)
                if at >= shown.at, at.isFinite { input(at, .close, campaign: shown.campaign) }
            }
            if !impressions.isEmpty {
                assumptions.append(
                    "The log does not say when a message left the screen: each was taken as closed "
                        + "\(DeliveryEngine.seconds(settings.dismissAfter)) after its impression, or just before the next one."
                )
            }
        } else {
            for close in closes { if let time = close.time { input(Self.seconds(time - start), .close) } }
        }
        for outcome in log.outcomes where outcome.kind != .dismissed {
            guard let time = outcome.time else { continue }
            let kind: AgreementRow.Kind = outcome.kind == .noMatchingTrigger ? .noMatchingTrigger : .refusal
            let detail = outcome.kind == .noMatchingTrigger ? outcome.eventType : outcome.kind.rawValue
            facts.append(
                Fact(
                    id: facts.count,
                    kind: kind,
                    at: Self.seconds(time - start),
                    campaign: nil,
                    detail: detail,
                    evidence: outcome.evidence,
                    line: outcome.line
                )
            )
        }
        timed.sort { ($0.at, $0.order) < ($1.at, $1.order) }
        if let first = timed.first, first.event.payload != .sessionStart {
            timed.insert((first.at, -1, DeviceEvent(at: first.at, .sessionStart)), at: 0)
            assumptions.append("The log starts inside a session: a session start was put before its first event.")
        }
        inputs = timed.map(\.event)
        facts.sort { ($0.at, $0.id) < ($1.at, $1.id) }
        queries = facts.filter { $0.kind != .noMatchingTrigger && $0.kind != .refusal }.map {
            Query(id: $0.id, at: $0.at + settings.tolerance, campaign: $0.campaign)
        }.sorted { $0.at < $1.at }
    }

    /// Seconds from the log's start to the millisecond (logs print milliseconds at best; the
    /// rest is the noise of unix seconds held in a double), never before 0.
    static func seconds(_ value: Double) -> Double {
        max(0, (value * 1000).rounded() / 1000)
    }

    /// A JSON object member, or an empty object.
    static func object(_ value: JSONValue?) -> JSONObject {
        if case .object(let members)? = value { return members }
        return [:]
    }

    /// A purchase event's `data` (`pid`, `p`, `c`, `q`, `pr`).
    static func purchase(_ data: JSONObject) -> DeviceEvent.Purchase {
        DeviceEvent.Purchase(
            productID: data["pid"]?.stringValue ?? "",
            price: data["p"]?.doubleValue ?? 0,
            currency: data["c"]?.stringValue ?? "USD",
            quantity: data["q"]?.doubleValue.map { Int($0) } ?? 1,
            properties: object(data["pr"])
        )
    }
}
