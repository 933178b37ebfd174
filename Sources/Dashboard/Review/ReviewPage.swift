import CampaignStore
import Foundation
import InAppMessaging
import Preview

/// View model of the page a share link opens (`/r/TOKEN`): one campaign, read-only, at the link's
/// revision: the message on each platform's phone (and each variant of an A/B test), its texts,
/// who saved the revision when, the comments pinned on the previews, and a QR code of the phone
/// view.
struct ReviewPage: Page {
    /// The template.
    static let template = "review"

    /// One preview, and the comments pinned on it.
    struct Cell: Sendable {
        let label: String
        /// `platform/device/variant`: what a comment posted on it names.
        let key: String
        let renderURL: String
        let frame: PreviewFrameBox
        let pins: [ReviewCommentView]
    }

    /// One variant's texts.
    struct Texts: Sendable {
        let variant: String
        let lines: [String]
    }

    /// A choice of the comment form's field list or the verdict's platform.
    struct Choice: Sendable {
        let value: String
        let label: String
    }

    let campaignName: String
    let revision: String
    let reviewer: String?
    let nameURL: String
    let cells: [Cell]
    let texts: [Texts]
    /// Where the verdict is posted, and the verdicts on this content.
    let verdictURL: String
    let approvals: [String]
    let platforms: [Choice]
    /// Comments, where new ones are posted, and the fields one can be pinned to.
    let comments: [ReviewCommentView]
    let hasComments: Bool
    let commentURL: String
    let fields: [Choice]
    /// A reviewer replies and resolves on this page; the forms return here.
    let canComment = true
    let from: String? = nil
    /// The phone view's address and the image of its QR code.
    let phoneURL: String
    let qrURL: String

    /// How much each preview is scaled down.
    static let scale = 0.45

    init(
        campaign: Campaign,
        revision: (version: Int, savedAt: Date, author: String?),
        reviewer: String?,
        approvals: [Approval],
        comments: [ReviewComment] = [],
        matrix: ReviewMatrix = .standard,
        phoneURL: String,
        token: String,
        paths: Paths
    ) {
        verdictURL = paths.reviewVerdict(token)
        self.approvals = approvals.map { approval in
            let platform = approval.platform.flatMap(Platform.init(rawValue:)).map { " on \($0.displayName)" } ?? ""
            return "\(approval.reviewer): \(approval.verdict == .approved ? "approved" : "asked for changes")\(platform)"
        }
        platforms =
            [Choice(value: "", label: "The whole campaign")] + Platform.allCases.map { Choice(value: $0.rawValue, label: "\($0.displayName) only") }
        campaignName = campaign.name
        let author = revision.author.map { " by \($0)" } ?? ""
        self.revision = "Version \(revision.version), saved \(ReviewLinksPage.time(revision.savedAt))\(author)"
        self.reviewer = reviewer
        nameURL = paths.reviewName(token)
        let views = ReviewCommentView.views(comments, campaign: campaign) { paths.reviewComments(token, comment: $0, action: $1) }
        self.comments = views
        hasComments = !views.isEmpty
        commentURL = paths.reviewComments(token)
        fields =
            [Choice(value: "", label: "The point I clicked (or the whole cell)")]
            + Campaign.reviewFields(buttonCount: campaign.message.buttons.count).map { Choice(value: $0.key, label: $0.label) }
        self.phoneURL = phoneURL
        qrURL = paths.reviewQR(token)
        var cells: [Cell] = []
        for preview in matrix.previews(for: campaign) {
            let message = campaign.message(for: preview.outcome)
            let size = preview.options.frame(for: message).documentSize(withBridgePanel: message.kind == .html)
            cells.append(
                Cell(
                    label: preview.label,
                    key: preview.key,
                    renderURL: paths.reviewRender(token, preview.options),
                    frame: PreviewFrameBox(message: message, options: preview.options, fittingWidth: Double(size.width) * Self.scale),
                    pins: views.filter { $0.cell == preview.key && $0.left != nil && $0.isOpen }
                )
            )
        }
        self.cells = cells
        texts = campaign.variants.enumerated().map { index, variant in
            Texts(variant: campaign.isSplit ? variant.displayName(at: index) : "", lines: Self.lines(of: variant.message))
        }
    }

    /// The texts a reader sees: header, message, buttons.
    private static func lines(of message: InAppMessage) -> [String] {
        var lines = [message.content.readableTexts.header, message.content.readableTexts.message].compactMap { $0 }.filter { !$0.isEmpty }
        if message.kind == .html { lines.append("(an HTML message: its text is in the preview)") }
        return lines + message.buttons.map { "Button: \($0.text)" }
    }
}
