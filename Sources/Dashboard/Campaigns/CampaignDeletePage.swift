import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging
import Preview

/// View model of the delete confirmation.
struct CampaignDeletePage: Page {
    /// The template.
    static let template = "campaign-delete"

    let id: String
    let name: String
    /// Where the confirmation posts.
    let deleteURL: String
    /// The editor (cancel).
    let editURL: String

    /// The confirmation for campaign `id`, linking under `paths`.
    init(id: String, name: String, paths: Paths) {
        self.id = id
        self.name = name
        deleteURL = paths.campaignDelete(id)
        editURL = paths.campaignEdit(id)
    }
}
