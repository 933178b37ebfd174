import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// View model of the import page.
struct ImportPage: Page {
    /// The template.
    static let template = "import"

    /// What happened to one imported campaign.
    struct Result: Sendable {
        let id: String
        let name: String
        /// `created`, `updated` or `unchanged`.
        let outcome: String
        /// What happened, in words: an overwritten id says so.
        let outcomeText: String
        /// The campaign's editor.
        let editURL: String
        /// The campaign's revisions, where an overwritten version is kept; nil unless overwritten.
        let revisionsURL: String?

        init(campaign: Campaign, outcome: ImportOutcome, paths: Paths) {
            id = campaign.id
            name = campaign.name
            self.outcome = outcome.rawValue
            editURL = paths.campaignEdit(campaign.id)
            switch outcome {
            case .created:
                outcomeText = "created"
                revisionsURL = nil
            case .updated:
                outcomeText = "overwrote the campaign already stored with this id; its earlier version is kept under"
                revisionsURL = paths.campaignRevisions(campaign.id)
            case .unchanged:
                outcomeText = "unchanged: the same as the campaign already stored with this id"
                revisionsURL = nil
            }
        }
    }

    let json: String
    let error: String?
    /// Every error of a refused import, located in the document (`[1].data.uri: error: …`).
    let errors: [String]
    let hasErrors: Bool
    let results: [Result]
    let hasResults: Bool
    /// "2 created, 1 overwritten" above the list.
    let summary: String

    init(json: String = "", error: String? = nil, errors: [String] = [], results: [Result] = []) {
        self.json = json
        self.error = error
        self.errors = errors
        hasErrors = !errors.isEmpty
        self.results = results
        hasResults = !results.isEmpty
        let counts = [("created", "created"), ("updated", "overwritten"), ("unchanged", "unchanged")].compactMap { outcome, word -> String? in
            let count = results.filter { $0.outcome == outcome }.count
            return count > 0 ? "\(count) \(word)" : nil
        }
        summary = counts.joined(separator: ", ")
    }
}
