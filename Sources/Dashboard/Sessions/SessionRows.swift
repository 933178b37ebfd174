import InAppMessaging

/// The rows of the session page, pre-formatted for the template.
enum SessionRows {
    /// A message waiting on the stack (top first).
    struct Stacked: Sendable {
        let campaign: String
        let kind: String
        let triggeredAt: String

        init(_ item: StackedMessage) {
            campaign = item.campaignID ?? "local message"
            kind = item.message.kind.rawValue
            triggeredAt = SessionRows.format(item.triggeredAt)
        }
    }

    /// A custom user attribute.
    struct Attribute: Sendable {
        let key: String
        let value: String
    }

    /// Impressions and clicks of a campaign.
    struct Count: Sendable {
        let id: String
        let name: String
        let impressions: String
        let controlImpressions: String
        let clicks: String

        init(campaign: Campaign, counts: CampaignCounts) {
            id = campaign.id
            name = campaign.name
            impressions = String(counts.impressions)
            controlImpressions = String(counts.controlImpressions)
            clicks = String(counts.clicks)
        }
    }

    /// The answer to "why didn't X show?".
    /// The session user's group in one A/B-tested campaign, and why.
    struct VariantRow: Sendable {
        let id: String
        let name: String
        /// The variant's name, or `Control`.
        let group: String
        /// "Braze export" (pinned) or "Vitrine's reading" (the formula).
        let source: String
        let reason: String

        init(campaign: Campaign, choice: VariantChoice) {
            id = campaign.id
            name = campaign.name
            group = choice.name
            source = choice.source == .pinned ? "the user's Braze export" : "Vitrine's reading of the formula"
            reason = choice.reason
        }
    }

    struct WhyNotAnswer: Sendable {
        let campaign: String
        let code: String
        let text: String

        /// The engine's answer; `storedStatus` is the status in the store of a campaign the session
        /// does not have (it took only the campaigns active when it started).
        init(campaign: String, answer: WhyNot, storedStatus: CampaignStatus? = nil) {
            self.campaign = campaign
            code = answer.code.rawValue
            switch (answer.code, storedStatus) {
            case (.unknownCampaign, .active?):
                text =
                    "It was not active when this session started, and a session keeps the campaigns it started with: "
                    + "start a new session to include it."
            case (.unknownCampaign, let status?):
                text = "It is \(status.rawValue) in the store, and a session takes only the campaigns that are active when it starts."
            default:
                text = answer.text
            }
        }
    }

    /// One event of the log with the trace entries it produced.
    struct Event: Sendable {
        let number: String
        let at: String
        let type: String
        let details: String
        let href: String
        let isCurrent: Bool
        let isFuture: Bool
        let entries: [Entry]
        /// What the event did that the trace does not say yet: the delayed triggers it scheduled,
        /// that a gesture found nothing on screen, or why a close, swipe, background tap or back did
        /// nothing to the message there, or that an unmatched event came before any campaign was delivered.
        let notes: [String]

        init(
            sessionID: String,
            index: Int,
            event: DeviceEvent,
            position: Int,
            entries: [TraceEntry],
            scheduled: [ScheduledTrigger] = [],
            ignoredBy kindOnScreen: MessageKind? = nil,
            beforeDelivery: Bool = false,
            configuration: DeliveryConfiguration = DeliveryConfiguration(),
            paths: Paths
        ) {
            number = String(index + 1)
            at = SessionRows.format(event.at)
            type = event.payload.type
            details = SessionRows.details(event.jsonValue, leaving: ["at", "type"])
            href = paths.session(sessionID, at: index + 1)
            isCurrent = index + 1 == position
            isFuture = index >= position
            self.entries = entries.map(Entry.init)
            var notes = scheduled.map {
                "scheduled \($0.campaignID) for +\(SessionRows.format($0.at - event.at)) s (fires at \(SessionRows.format($0.at)))"
            }
            if index < position, entries.isEmpty, ["click", "close", "swipe", "background_tap", "back", "link"].contains(event.payload.type) {
                if let kindOnScreen {
                    SessionGestures.note(forIgnored: event.payload.type, kind: kindOnScreen, configuration: configuration).map { notes.append($0) }
                } else {
                    notes.append("nothing on screen: no effect")
                }
            }
            if beforeDelivery, entries.contains(where: { $0.kind == .noMatchingTrigger }) {
                notes.append("nothing had been delivered yet: no session had started, so no campaign could match")
            }
            self.notes = notes
        }
    }

    /// One trace entry.
    struct Entry: Sendable {
        let at: String
        let kind: String
        let campaign: String?
        let details: String

        init(_ entry: TraceEntry) {
            at = SessionRows.format(entry.at)
            kind = entry.kind.rawValue
            campaign = entry.campaign
            details = SessionRows.details(entry.jsonValue, leaving: ["at", "kind", "campaign"])
        }
    }

    /// A row of the property editor.
    struct PropertyRow: Sendable {
        let number: String
    }

    /// A time in seconds without a needless `.0`.
    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    /// `key=value` pairs of an object's members other than `leaving`, in the object's order (an
    /// event's properties as the app sent them), values as compact JSON in their own order.
    static func details(_ value: JSONValue, leaving: Set<String>) -> String {
        guard case .object(let members) = value else { return "" }
        return members.filter { !leaving.contains($0.key) }
            .map { "\($0.key)=\($0.value.stringValue ?? JSONWriter.write($0.value, keyOrder: .stored))" }
            .joined(separator: " ")
    }

    /// The message on screen in words.
    static func describe(_ presentation: MessagePresentation) -> String {
        let who = presentation.campaignID ?? "local message"
        return "\(who): \(presentation.message.kind.rawValue), \(presentation.orientation.rawValue), "
            + "\(presentation.appearance.rawValue), since \(format(presentation.displayedAt))"
    }
}
