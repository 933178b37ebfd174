import CampaignStore
import Foundation
import InAppMessaging

/// View model of a campaign's share links: make one, see who opened each, revoke.
struct ReviewLinksPage: Page {
    /// The template.
    static let template = "review-links"

    /// One link's row.
    struct Row: Sendable {
        let id: String
        let follows: String
        let createdBy: String
        let created: String
        let expires: String
        let state: String
        let isLive: Bool
        let revokeURL: String
        let openings: [String]
    }

    let campaignName: String
    let editURL: String
    let createURL: String
    /// The address of a link just made: shown once, since the store keeps only its hash.
    let newLinkURL: String?
    let rows: [Row]
    let currentVersion: String
    let error: String?
    /// Every verdict, newest first, and the rule.
    let approvals: [String]
    let requiredApprovals: String
    let ruleURL: String

    init(
        campaign: StoredCampaign,
        links: [ReviewLink],
        approvals: [Approval] = [],
        requiredApprovals: Int = 0,
        newLinkURL: String?,
        error: String? = nil,
        now: Date = Date(),
        paths: Paths
    ) {
        campaignName = campaign.campaign.name
        editURL = paths.campaignEdit(campaign.campaign.id)
        createURL = paths.campaignReviewLinks(campaign.campaign.id)
        self.newLinkURL = newLinkURL
        currentVersion = String(campaign.version)
        self.error = error
        self.approvals = approvals.map { approval in
            let verdict = approval.verdict == .approved ? "approved" : "asked for changes to"
            let reset = approval.inForce ? "" : " (reset: the campaign changed since)"
            return "\(approval.reviewer) \(verdict) version \(approval.version), \(Self.time(approval.createdAt))\(reset)"
        }
        self.requiredApprovals = String(requiredApprovals)
        ruleURL = paths.campaignApprovalRule(campaign.campaign.id)
        rows = links.map { link in
            let state: String =
                if let revoked = link.revokedAt { "revoked \(Self.time(revoked))" } else if link.expiresAt <= now { "expired" } else { "live" }
            return Row(
                id: String(link.id),
                follows: link.version.map { "version \($0)" } ?? "the latest version",
                createdBy: link.createdBy ?? "—",
                created: Self.time(link.createdAt),
                expires: Self.time(link.expiresAt),
                state: state,
                isLive: link.isLive(at: now),
                revokeURL: paths.campaignReviewLinkRevoke(campaign.campaign.id, link: link.id),
                openings: link.openings.map { "\($0.reviewer), \(Self.time($0.openedAt))" }
            )
        }
    }

    static func time(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).timeSeparator(.colon)) + " UTC"
    }
}
