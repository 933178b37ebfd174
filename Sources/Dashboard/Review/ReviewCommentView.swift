import CampaignStore
import Foundation
import InAppMessaging

/// How a review comment shows on the review page, the review links page and beside the editor's
/// preview: numbered, with where it is pinned, the version it was made on, and its thread.
struct ReviewCommentView: Sendable {
    /// One reply.
    struct Reply: Sendable {
        let author: String
        let body: String
        let time: String
    }

    /// Its number on the page (1-based, in the order comments were made).
    let number: Int
    let author: String
    let body: String
    let time: String
    /// "Android · Phone · Variant B, at 40 %, 62 %", "Header", or "The whole campaign".
    let place: String
    let version: String
    let changedSince: Bool
    let isOpen: Bool
    let resolvedBy: String?
    let replies: [Reply]
    /// Where replies and resolving are posted.
    let replyURL: String
    let resolveURL: String
    /// The cell it is pinned on (`platform/device/variant/locale/theme`) and the point, in percent, when pinned
    /// to a point.
    let cell: String?
    let left: String?
    let top: String?

    /// The view of `comment`; `urls` gives the comment's reply and resolve addresses.
    init(_ comment: ReviewComment, number: Int, campaign: Campaign, urls: (Int64, String) -> String) {
        self.number = number
        author = comment.signedIn ? comment.author : "\(comment.author) (reviewer)"
        body = comment.body
        time = ReviewLinksPage.time(comment.createdAt)
        version = "version \(comment.version)"
        changedSince = comment.changedSince
        isOpen = comment.isOpen
        resolvedBy = comment.resolvedBy
        replies = comment.replies.map {
            Reply(author: $0.signedIn ? $0.author : "\($0.author) (reviewer)", body: $0.body, time: ReviewLinksPage.time($0.createdAt))
        }
        replyURL = urls(comment.id, "replies")
        resolveURL = urls(comment.id, "resolve")
        let anchor = comment.anchor
        cell = anchor.cell
        left = anchor.cell == nil ? nil : anchor.x.map { String(Int(($0 * 100).rounded())) }
        top = anchor.cell == nil ? nil : anchor.y.map { String(Int(($0 * 100).rounded())) }
        place = Self.place(anchor, campaign: campaign)
    }

    /// Where a comment is pinned, in words.
    static func place(_ anchor: ReviewComment.Anchor, campaign: Campaign) -> String {
        var parts: [String] = []
        if let platform = anchor.platform.flatMap(Platform.init(rawValue:)) { parts.append(platform.displayName) }
        if let device = anchor.device { parts.append(device.capitalized) }
        if campaign.isSplit, let outcome = campaign.outcome(named: anchor.variant ?? "A") { parts.append(campaign.name(of: outcome)) }
        if let locale = anchor.locale { parts.append(locale) }
        if anchor.theme == "dark" { parts.append("Dark") }
        if let field = anchor.field, let label = Campaign.reviewFields(buttonCount: 2).first(where: { $0.key == field })?.label {
            parts.append(label)
        }
        var place = parts.isEmpty ? "The whole campaign" : parts.joined(separator: " · ")
        if let x = anchor.x, let y = anchor.y { place += ", at \(Int((x * 100).rounded())) %, \(Int((y * 100).rounded())) %" }
        return place
    }

    /// The views of `comments`, numbered in order.
    static func views(_ comments: [ReviewComment], campaign: Campaign, urls: (Int64, String) -> String) -> [ReviewCommentView] {
        comments.enumerated().map { ReviewCommentView($0.element, number: $0.offset + 1, campaign: campaign, urls: urls) }
    }
}
