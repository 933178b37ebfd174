import CampaignStore

/// The session list (`/sessions`) with the scenario import form.
struct SessionListPage: Sendable {
    /// One listed session.
    struct Row: Sendable {
        let id: String
        let name: String
        let eventCount: String
        let createdAt: String
    }

    let sessions: [Row]
    let isEmpty: Bool
    /// Why the last import failed, if it did.
    let importError: String?
    /// The scenario text posted, kept for a retry.
    let scenarioText: String

    /// Builds the page.
    init(sessions: [SessionSummary], importError: String? = nil, scenarioText: String = "") {
        self.sessions = sessions.map {
            Row(id: $0.id, name: $0.name, eventCount: String($0.eventCount), createdAt: CampaignJSON.timestamp($0.createdAt))
        }
        isEmpty = sessions.isEmpty
        self.importError = importError
        self.scenarioText = scenarioText
    }
}
