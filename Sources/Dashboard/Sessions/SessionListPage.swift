import CampaignStore

/// The session list (`/sessions`) with the scenario import form.
struct SessionListPage: Page {
    /// The template.
    static let template = "session-list"

    /// One listed session.
    struct Row: Sendable {
        let id: String
        /// The session's page.
        let url: String
        let name: String
        /// Who created it ("—" for the command line's and older sessions).
        let owner: String
        let eventCount: String
        /// When it was created.
        let createdAt: PageTime
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
                createdAt: PageTime($0.createdAt)
            )
        }
        isEmpty = sessions.isEmpty
        self.importError = importError
        self.scenarioText = scenarioText
    }
}
