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
        /// The previews it shows, in words.
        let shows: String
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
    /// Where a signed-in user's verdict is posted, and its platform choices.
    let verdictURL: String
    let platforms: [ReviewPage.Choice]
    /// The comments, where a new one is posted, and whether this viewer may comment.
    let comments: [ReviewCommentView]
    let commentURL: String
    let fields: [ReviewPage.Choice]
    let canComment: Bool
    /// The campaign's locales, to choose among for a new link.
    let locales: [String]
    /// Where the comment forms return: this page.
    let from: String? = nil
    /// Links made and opened, comments, verdicts and resets, newest first.
    let activity: [String]

    init(
        campaign: StoredCampaign,
        links: [ReviewLink],
        approvals: [Approval] = [],
        requiredApprovals: Int = 0,
        comments: [ReviewComment] = [],
        canComment: Bool = false,
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
            let reset = approval.reset.map { " (reset by version \($0.version), \(Self.time($0.at)))" } ?? " (reset: the campaign changed since)"
            return "\(Self.verdict(approval)), \(Self.time(approval.createdAt))\(approval.inForce ? "" : reset)"
        }
        let id = campaign.campaign.id
        verdictURL = paths.campaignApprovals(id)
        platforms =
            [ReviewPage.Choice(value: "", label: "The whole campaign")]
            + Platform.allCases.map { ReviewPage.Choice(value: $0.rawValue, label: "\($0.displayName) only") }
        self.comments = ReviewCommentView.views(comments, campaign: campaign.campaign) { paths.campaignComments(id, comment: $0, action: $1) }
        commentURL = paths.campaignComments(id)
        fields =
            [ReviewPage.Choice(value: "", label: "The whole campaign")]
            + Campaign.reviewFields(buttonCount: campaign.campaign.message.buttons.count).map { ReviewPage.Choice(value: $0.key, label: $0.label) }
        self.canComment = canComment
        locales = campaign.campaign.translations.locales
        activity = Self.activity(links: links, comments: comments, approvals: approvals)
        self.requiredApprovals = String(requiredApprovals)
        ruleURL = paths.campaignApprovalRule(campaign.campaign.id)
        rows = links.map { link in
            let state: String =
                if let revoked = link.revokedAt { "revoked \(Self.time(revoked))" } else if link.expiresAt <= now { "expired" } else { "live" }
            return Row(
                id: String(link.id),
                follows: link.version.map { "version \($0)" } ?? "the latest version",
                shows: Self.shows(link.matrix),
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

    /// "ana approved version 3 on Android".
    private static func verdict(_ approval: Approval) -> String {
        let verdict = approval.verdict == .approved ? "approved" : "asked for changes to"
        let platform = approval.platform.flatMap(Platform.init(rawValue:)).map { " on \($0.displayName)" } ?? ""
        return "\(approval.reviewer) \(verdict) version \(approval.version)\(platform)"
    }

    /// The campaign's review activity, newest first (at most 200 entries).
    private static func activity(links: [ReviewLink], comments: [ReviewComment], approvals: [Approval]) -> [String] {
        var entries: [(Date, String)] = []
        for link in links {
            entries.append((link.createdAt, "\(link.createdBy ?? "Someone") made review link #\(link.id)"))
            if let revoked = link.revokedAt { entries.append((revoked, "Review link #\(link.id) was revoked")) }
            entries += link.openings.map { ($0.openedAt, "\($0.reviewer) opened review link #\(link.id)") }
        }
        for comment in comments {
            entries.append((comment.createdAt, "\(comment.author) commented on version \(comment.version): “\(comment.body.prefix(80))”"))
            entries += comment.replies.map { ($0.createdAt, "\($0.author) replied to “\(comment.body.prefix(40))”") }
            if let resolved = comment.resolvedAt {
                entries.append((resolved, "\(comment.resolvedBy ?? "Someone") resolved “\(comment.body.prefix(40))”"))
            }
        }
        var resets: [Int: (at: Date, reviewers: [String])] = [:]
        for approval in approvals {
            entries.append((approval.createdAt, verdict(approval)))
            if let reset = approval.reset { resets[reset.version, default: (reset.at, [])].reviewers.append(approval.reviewer) }
        }
        for (version, reset) in resets {
            let names = Array(Set(reset.reviewers)).sorted().joined(separator: ", ")
            entries.append((reset.at, "Version \(version) was saved with changes: the verdicts of \(names) were reset"))
        }
        return entries.sorted { $0.0 > $1.0 }.prefix(200).map { "\(time($0.0)): \($0.1)" }
    }

    /// "iOS, Android · phone · default, fr · light, dark".
    private static func shows(_ matrix: ReviewMatrix) -> String {
        let platforms = matrix.platforms.compactMap(Platform.init(rawValue:)).map(\.displayName).joined(separator: ", ")
        let locales = matrix.locales.map { $0.isEmpty ? "default texts" : $0 }.joined(separator: ", ")
        return [platforms, matrix.devices.joined(separator: ", "), locales, matrix.themes.joined(separator: ", ")].joined(separator: " · ")
    }

    /// A time on the review pages: `YYYY-MM-DD HH:MM UTC`.
    static func time(_ date: Date) -> String { UTCMinute.text(date) + " UTC" }
}
