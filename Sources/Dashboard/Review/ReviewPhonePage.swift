import InAppMessaging
import Preview

/// View model of a share link's phone view (`/r/TOKEN/phone`), the page its QR code opens: the
/// message drawn on the whole width of the phone's own screen, as the platform its browser
/// runs on (or the one chosen), taps on it logged as what the SDK would do.
struct ReviewPhonePage: Page {
    /// The template.
    static let template = "review-phone"

    /// A platform to switch to.
    struct Choice: Sendable {
        let label: String
        let url: String
        let isCurrent: Bool
    }

    let campaignName: String
    let platformName: String
    let renderURL: String
    /// The preview document's size, and where the device's screen sits in it (CSS pixels).
    let documentWidth: Int
    let documentHeight: Int
    let screenLeft: Int
    let screenTop: Int
    let screenWidth: Int
    let screenHeight: Int
    /// What each button would do, in order.
    let buttons: [String]
    let platforms: [Choice]
    /// The A/B variants to switch to (empty when the campaign is not split).
    let variants: [Choice]
    let reviewURL: String

    /// The phone view of `outcome`'s message (the first variant's by default) on `platform`.
    init(campaign: Campaign, platform: Platform, outcome: VariantAssignment.Outcome = .variant(0), token: String, paths: Paths) {
        let letter = campaign.isSplit ? Campaign.letter(of: outcome) : nil
        campaignName = campaign.isSplit ? "\(campaign.name) (\(campaign.name(of: outcome)))" : campaign.name
        platformName = platform.displayName
        var options = PreviewOptions()
        options.platform = platform
        options.device = .phone
        options.variant = letter
        let document = paths.reviewRender(token, options)
        renderURL = document + (document.contains("?") ? "&" : "?") + "touch=1"
        let message = campaign.message(for: outcome)
        let frame = options.frame(for: message)
        let size = frame.documentSize(withBridgePanel: message.kind == .html)
        (documentWidth, documentHeight) = (size.width, size.height)
        (screenLeft, screenTop) = frame.screenOrigin
        (screenWidth, screenHeight) = (frame.width, frame.height)
        buttons = message.buttons.enumerated().map { index, button in
            "Button \(index + 1) “\(button.text)”: \(Self.describe(button.clickAction))"
        }
        platforms = Platform.allCases.map {
            Choice(label: $0.displayName, url: paths.reviewPhone(token, platform: $0.rawValue, variant: letter), isCurrent: $0 == platform)
        }
        variants =
            campaign.isSplit
            ? campaign.outcomes.map {
                Choice(
                    label: campaign.name(of: $0),
                    url: paths.reviewPhone(token, platform: platform.rawValue, variant: Campaign.letter(of: $0)),
                    isCurrent: $0 == outcome
                )
            } : []
        reviewURL = paths.review(token)
    }

    /// The platform a browser's user agent runs on: iOS for an iPhone or iPad, Android, else the web.
    static func platform(userAgent: String) -> Platform {
        if userAgent.contains("iPhone") || userAgent.contains("iPad") { return .ios }
        return userAgent.contains("Android") ? .android : .web
    }

    /// What a click action would do, in words.
    static func describe(_ action: ClickAction) -> String {
        switch action {
        case .none: "closes the message"
        case .url(let url, let useWebView): "opens \(url)\(useWebView ? " in a web view" : "")"
        case .brazeAction(let action, _):
            "runs a Braze Action (\(action.steps.compactMap { step -> String? in if case .step(let type, _) = step { type } else { nil } }.joined(separator: ", ")))"
        }
    }
}
