import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// View model of the revisions page.
struct CampaignRevisionsPage: Page {
    /// The template.
    static let template = "campaign-revisions"

    /// One saved version.
    struct Revision: Sendable {
        let version: String
        let saved: PageTime
        let isCurrent: Bool
        let hunks: [RevisionDiff.Hunk]
        let hasChanges: Bool
        /// Who saved it, when known.
        let author: String?
        /// Its restore confirmation, unless it is the current version.
        let restoreURL: String
    }

    let id: String
    let name: String
    /// The campaign's editor.
    let editURL: String
    let currentVersion: String
    let revisions: [Revision]
    /// The list number of the first version shown (the list counts down).
    let start: Int
    /// Links to the newer and older pages, when there are any.
    let newerLink: String?
    let olderLink: String?

    /// The page of `revisions`: at most `paging.perPage` shown, plus the one before the last shown
    /// (read only to diff against).
    init(stored: StoredCampaign, revisions: [CampaignRevision], paging: PageRequest, total: Int, paths: Paths) {
        id = stored.campaign.id
        editURL = paths.campaignEdit(stored.campaign.id)
        name = stored.campaign.name
        currentVersion = String(stored.version)
        start = max(0, total - paging.offset)
        newerLink = paging.page > 1 ? paths.campaignRevisions(stored.campaign.id, page: paging.page - 1) : nil
        olderLink = paging.offset + paging.perPage < total ? paths.campaignRevisions(stored.campaign.id, page: paging.page + 1) : nil
        let texts = revisions.map { RevisionDiff.text(of: $0.campaign) }
        self.revisions = revisions.prefix(paging.perPage).enumerated().map { index, revision in
            let previous = index + 1 < texts.count ? texts[index + 1] : ""
            let diff = RevisionDiff(old: previous, new: texts[index])
            return Revision(
                version: String(revision.version),
                saved: PageTime(revision.createdAt),
                isCurrent: revision.version == stored.version,
                hunks: diff.hunks,
                hasChanges: !diff.isEmpty,
                author: revision.author,
                restoreURL: paths.campaignRestore(stored.campaign.id, version: revision.version)
            )
        }
    }
}
