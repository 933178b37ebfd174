import CampaignStore
import InAppMessaging

/// View model of the home page; every field is a ready-to-print string.
struct HomePage: Sendable {
    /// One row of the campaign table.
    struct Row: Sendable {
        let id: String
        let name: String
        let kind: String
        let kindLabel: String
        let status: String
        let tags: String
    }

    let rows: [Row]
    let count: String
    let isEmpty: Bool

    init(summaries: [CampaignSummary]) {
        rows = summaries.map { summary in
            Row(
                id: summary.id,
                name: summary.name,
                kind: summary.kind.rawValue,
                kindLabel: summary.kind.label,
                status: summary.status.rawValue,
                tags: summary.tags.joined(separator: ", ")
            )
        }
        count = summaries.count == 1 ? "1 campaign" : "\(summaries.count) campaigns"
        isEmpty = summaries.isEmpty
    }
}

extension MessageKind {
    /// The name users see for the kind.
    var label: String {
        switch self {
        case .slideup: return "Slideup"
        case .modal: return "Modal"
        case .modalImage: return "Modal image"
        case .full: return "Full"
        case .fullImage: return "Full image"
        case .html: return "HTML"
        case .control: return "Control"
        }
    }
}
