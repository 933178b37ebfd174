import CampaignStore

/// The session list (`/sessions`) with the scenario import form.
struct SessionListPage: Page {
    /// The template.
    static let template = "sessions"

    /// One listed session.
    struct Row: Sendable {
        let id: String
        /// The session's page.
        let url: String
        let name: String
        /// Who created it ("—" for the command line's and older sessions).
        let owner: String
        let eventCount: String
        /// `YYYY-MM-DD HH:MM` in UTC, shown until the page's script writes the local time.
        let createdAt: String
        /// The moment as ISO 8601, for `<time datetime>`.
        let createdAtISO: String
    }

    let sessions: [Row]
    let isEmpty: Bool
    /// Why the last import failed, if it did.
    let importError: String?
    /// The scenario text posted, kept for a retry.
    let scenarioText: String

    /// Builds the page.
    init(sessions: [SessionSummary], importError: String? = nil, scenarioText: String = "", paths: Paths) {
        self.sessions = sessions.map {
            Row(
                id: $0.id,
                url: paths.session($0.id),
                name: $0.name,
                owner: $0.owner ?? "—",
                eventCount: String($0.eventCount),
                createdAt: UTCMinute.text($0.createdAt),
                createdAtISO: CampaignJSON.timestamp($0.createdAt)
            )
        }
        isEmpty = sessions.isEmpty
        self.importError = importError
        self.scenarioText = scenarioText
    }
}
