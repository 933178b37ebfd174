import CampaignStore
import InAppMessaging

/// The open review comments beside the editor's side preview: listed, and pinned on the preview
/// (by review.js) while it draws the cell a comment was pinned on.
struct ReviewCommentsBox: Sendable {
    /// The open comments, numbered as on the review page.
    let comments: [ReviewCommentView]
    /// The cell key's variant part for the variant being edited (empty when not an A/B test).
    let variant: String
    /// Where they are answered and resolved.
    let reviewURL: String
    /// The editor lists comments without their reply and resolve forms (they would nest in its form).
    let canComment = false
    let from: String? = nil

    /// The box of `campaign`'s comments, editing its variant at `editedVariant`.
    init(_ comments: [ReviewComment], campaign: Campaign, editedVariant: Int, paths: Paths) {
        let id = campaign.id
        self.comments = ReviewCommentView.views(comments, campaign: campaign) { paths.campaignComments(id, comment: $0, action: $1) }.filter(\.isOpen)
        variant = campaign.isSplit ? CampaignVariant.letter(at: editedVariant) : ""
        reviewURL = paths.campaignReviewLinks(id) + "#comments"
    }
}
