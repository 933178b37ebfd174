import CampaignStore
import Foundation

/// View model of every live review link (admins, `/review-links`): which campaign each reaches,
/// who made it, until when, and a button that revokes all of one campaign's links at once.
struct ReviewLinksAdminPage: Page {
    /// The template.
    static let template = "review-links-admin"

    /// One live link.
    struct Row: Sendable {
        let id: String
        let campaignName: String
        let campaignID: String
        let linksURL: String
        let follows: String
        let createdBy: String
        let expires: String
        let openings: String
    }

    let rows: [Row]
    let revokeAllURL: String
    /// What the last revoke-all did, if one was just made.
    let notice: String?

    init(links: [(link: ReviewLink, campaignName: String)], notice: String? = nil, paths: Paths) {
        rows = links.map { entry in
            Row(
                id: String(entry.link.id),
                campaignName: entry.campaignName,
                campaignID: entry.link.campaignID,
                linksURL: paths.campaignReviewLinks(entry.link.campaignID),
                follows: entry.link.version.map { "version \($0)" } ?? "the latest version",
                createdBy: entry.link.createdBy ?? "—",
                expires: ReviewLinksPage.time(entry.link.expiresAt),
                openings: String(entry.link.openings.count)
            )
        }
        revokeAllURL = paths.reviewLinksRevokeAll
        self.notice = notice
    }
}
