import CampaignStore
import Foundation
import InAppMessaging

/// View model of the page that asks before a restore: which version, by whom, and what it
/// changes in the current one.
struct CampaignRestorePage: Page {
    /// The template.
    static let template = "campaign-restore"

    let id: String
    let name: String
    let version: String
    let currentVersion: String
    let nextVersion: String
    let saved: PageTime
    let author: String?
    /// The current version's text turned into the restored one's.
    let hunks: [RevisionDiff.Hunk]
    let hasChanges: Bool
    /// Where the confirmation posts.
    let restoreURL: String
    /// The revision list (cancel).
    let revisionsURL: String

    /// The confirmation for restoring `revision` over `stored`, linking under `paths`.
    init(stored: StoredCampaign, revision: CampaignRevision, paths: Paths) {
        id = stored.campaign.id
        restoreURL = paths.campaignRestore(stored.campaign.id, version: revision.version)
        revisionsURL = paths.campaignRevisions(stored.campaign.id)
        name = stored.campaign.name
        version = String(revision.version)
        currentVersion = String(stored.version)
        nextVersion = String(stored.version + 1)
        saved = PageTime(revision.createdAt)
        author = revision.author
        let diff = RevisionDiff(old: RevisionDiff.text(of: stored.campaign), new: RevisionDiff.text(of: revision.campaign))
        hunks = diff.hunks
        hasChanges = !diff.isEmpty
    }
}
