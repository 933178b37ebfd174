import CampaignStore
import InAppMessaging

/// View model of the 409 page: the version saved elsewhere next to the user's, nothing overwritten.
struct CampaignConflictPage: Page {
    /// The template.
    static let template = "campaign-conflict"

    /// A posted field, re-sent when the user chooses to save over the other version.
    struct Hidden: Sendable {
        let name: String
        let value: String
    }

    let id: String
    let name: String
    let currentVersion: String
    let currentJSON: String
    let yoursJSON: String
    let hunks: [RevisionDiff.Hunk]
    let hiddenFields: [Hidden]
    /// The editor at the saved version (discard mine).
    let editURL: String
    /// Where saving over it posts.
    let saveURL: String

    /// The conflict between the posted campaign and the stored one, linking under `paths`.
    init(yours: Campaign, current: StoredCampaign, posted: FormData, actualVersion: Int, paths: Paths) {
        id = current.campaign.id
        editURL = paths.campaignEdit(current.campaign.id)
        saveURL = paths.campaign(current.campaign.id)
        name = current.campaign.name
        currentVersion = String(current.version)
        currentJSON = JSONWriter.write(current.campaign.wireValue, pretty: true, leadingKeys: Campaign.wireLeadingKeys)
        yoursJSON = JSONWriter.write(yours.wireValue, pretty: true, leadingKeys: Campaign.wireLeadingKeys)
        hunks = RevisionDiff(old: RevisionDiff.text(of: current.campaign), new: RevisionDiff.text(of: yours)).hunks
        hiddenFields =
            posted.fields
            .filter { $0.name != "version" && $0.name != "op" }
            .map { Hidden(name: $0.name, value: $0.value) } + [Hidden(name: "version", value: String(current.version))]
    }
}
