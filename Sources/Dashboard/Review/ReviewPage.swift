import CampaignStore
import Foundation
import InAppMessaging
import Preview

/// View model of the page a share link opens (`/r/TOKEN`): one campaign, read-only, at the link's
/// revision: the message on each platform's phone (and each variant of an A/B test), its texts,
/// and who saved the revision when.
struct ReviewPage: Page {
    /// The template.
    static let template = "review"

    /// One preview.
    struct Cell: Sendable {
        let label: String
        let renderURL: String
        let frame: PreviewFrameBox
    }

    /// One variant's texts.
    struct Texts: Sendable {
        let variant: String
        let lines: [String]
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

    /// How much each preview is scaled down.
    static let scale = 0.45

    init(
        campaign: Campaign,
        revision: (version: Int, savedAt: Date, author: String?),
        reviewer: String?,
        approvals: [Approval],
        token: String,
        paths: Paths
    ) {
        verdictURL = paths.reviewVerdict(token)
        self.approvals = approvals.map { "\($0.reviewer): \($0.verdict == .approved ? "approved" : "asked for changes")" }
        campaignName = campaign.name
        let author = revision.author.map { " by \($0)" } ?? ""
        self.revision = "Version \(revision.version), saved \(ReviewLinksPage.time(revision.savedAt))\(author)"
        self.reviewer = reviewer
        nameURL = paths.reviewName(token)
        var cells: [Cell] = []
        for outcome in campaign.outcomes {
            let message = campaign.message(for: outcome)
            for platform in Platform.allCases {
                var options = PreviewOptions()
                options.platform = platform
                options.device = PreviewOptions.devices(for: platform).contains(.phone) ? .phone : PreviewOptions.devices(for: platform)[0]
                options.variant = campaign.isSplit ? Campaign.letter(of: outcome) : nil
                let size = options.frame(for: message).documentSize(withBridgePanel: message.kind == .html)
                let group = campaign.isSplit ? "\(campaign.name(of: outcome)) · " : ""
                cells.append(
                    Cell(
                        label: group + platform.displayName,
                        renderURL: paths.reviewRender(token, options),
                        frame: PreviewFrameBox(message: message, options: options, fittingWidth: Double(size.width) * Self.scale)
                    )
                )
            }
        }
        self.cells = cells
        texts = campaign.variants.enumerated().map { index, variant in
            Texts(variant: campaign.isSplit ? variant.displayName(at: index) : "", lines: Self.lines(of: variant.message))
        }
    }

    /// The texts a reader sees: header, message, buttons.
    private static func lines(of message: InAppMessage) -> [String] {
        var lines: [String] = []
        switch message.content {
        case .slideup(let slideup): lines.append(slideup.message)
        case .modal(let text), .full(let text): lines += [text.header, text.message].compactMap { $0 }.filter { !$0.isEmpty }
        case .html: lines.append("(an HTML message: its text is in the preview)")
        case .modalImage, .fullImage, .control: break
        }
        return lines + message.buttons.map { "Button: \($0.text)" }
    }
}
