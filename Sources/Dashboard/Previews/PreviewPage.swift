import Foundation
import InAppMessaging
import Preview

/// View model of a campaign's preview page; every field is a ready-to-print string.
struct PreviewPage: Page {
    /// The template.
    static let template = "preview"

    let campaignName: String
    let kind: String
    let kindLabel: String
    let pageURL: String
    /// The campaign's editor.
    let editURL: String
    let renderURL: String
    /// The PNG of this preview.
    let pngURL: String
    /// Its download name.
    let pngName: String
    let matrixURL: String
    let platforms: [OptionView]
    let devices: [OptionView]
    let orientations: [OptionView]
    let appearances: [OptionView]
    let statusBars: [OptionView]
    /// "No user" and every profile.
    let users: [OptionView]
    /// The matrix with one preview per user.
    let usersMatrixURL: String
    /// The matrix with one preview per locale of the campaign.
    let localesMatrixURL: String
    /// "User's locale" and every locale of the campaign (and the one asked for, if another).
    let locales: [OptionView]
    /// The platform's default and every other text size each platform offers (a script keeps the
    /// chosen platform's).
    let textSizes: [OptionView]
    /// The matrix with one preview per text size of the platform.
    let textSizesMatrixURL: String
    /// The A/B test's variants and control group (empty for a campaign that is not split).
    let variants: [OptionView]
    let hasVariants: Bool
    /// The matrix with a cell per variant (nil when not split).
    let variantsMatrixURL: String?
    /// The split report (nil when not split).
    let variantReportURL: String?
    let disableDarkMode: Bool
    let slideupOffset: String
    let isSlideup: Bool
    let frame: PreviewFrameBox
    /// What a screen reader gets from the message as shown.
    let screenReader: TranscriptView

    /// The widest preview shown unscaled on the page, in CSS pixels.
    static let maximumWidth = 1040.0

    init(campaign: Campaign, options: PreviewOptions, profiles: [UserProfile], screenReader: TranscriptView, paths: Paths) {
        let shown = options.variant.flatMap(campaign.outcome(named:)) ?? .variant(0)
        let message = campaign.message(for: shown)
        variants =
            campaign.isSplit
            ? campaign.outcomes.map {
                OptionView(value: Campaign.letter(of: $0), label: campaign.name(of: $0), selected: $0 == shown)
            } : []
        hasVariants = campaign.isSplit
        variantReportURL = campaign.isSplit ? paths.campaignVariantReport(campaign.id) : nil
        variantsMatrixURL = campaign.isSplit ? paths.campaignMatrix(campaign.id, options, by: "variant") : nil
        campaignName = campaign.name
        kind = message.kind.rawValue
        kindLabel = message.kind.label
        pageURL = paths.campaignPreview(campaign.id)
        editURL = paths.campaignEdit(campaign.id)
        renderURL = paths.campaignRender(campaign.id, options)
        pngURL = paths.campaignPNG(campaign.id, options)
        pngName = PreviewLinks.fileName(campaign.id, options)
        matrixURL = paths.campaignMatrix(campaign.id, options)
        platforms = Self.platformChoices(selected: options.platform)
        devices = Self.deviceChoices(selected: options.device)
        let natural = PreviewOptions().resolvedOrientation(for: message).rawValue
        orientations =
            [OptionView(value: "", label: "Message's own (\(natural))", selected: options.orientation == nil)]
            + PreviewOptions.DeviceOrientation.allCases.map {
                OptionView(value: $0.rawValue, label: $0.rawValue.capitalized, selected: $0 == options.orientation)
            }
        appearances = Appearance.allCases.map { OptionView(value: $0.rawValue, label: $0.rawValue.capitalized, selected: $0 == options.appearance) }
        statusBars = StatusBarPolicy.allCases.map {
            OptionView(value: $0.rawValue, label: $0.rawValue.capitalized, selected: $0 == options.statusBar)
        }
        users =
            [OptionView(value: "", label: "No user", selected: options.user == nil)]
            + profiles.map { OptionView(value: $0.id, label: $0.name, selected: $0.id == options.user) }
        usersMatrixURL = paths.campaignMatrix(campaign.id, options, by: "user")
        localesMatrixURL = paths.campaignMatrix(campaign.id, options, by: "locale")
        let offered = campaign.translations.locales + (options.locale.map { campaign.translations.texts[$0] == nil ? [$0] : [] } ?? [])
        locales =
            [OptionView(value: "", label: "User's locale", selected: options.locale == nil)]
            + offered.map { OptionView(value: $0, label: $0, selected: $0 == options.locale) }
        textSizes = Self.textSizeChoices(selected: options.textSize)
        textSizesMatrixURL = paths.campaignMatrix(campaign.id, options, by: "text_size")
        disableDarkMode = options.disableDarkMode
        slideupOffset = options.slideupOffset == 0 ? "" : PreviewOptions.pointsText(options.slideupOffset)
        isSlideup = message.kind == .slideup
        frame = PreviewFrameBox(message: message, options: options, fittingWidth: Self.maximumWidth)
        self.screenReader = screenReader
    }

    /// "Default" (every platform's), then each platform's other text sizes, `selected` marked
    /// (the default when nil).
    static func textSizeChoices(selected: TextSize?) -> [OptionView] {
        let all = Platform.allCases.map(\.rawValue).joined(separator: " ")
        return [OptionView(value: "", label: "Default", selected: selected == nil, platforms: all)]
            + Platform.allCases.flatMap { platform in
                TextSize.steps(on: platform).filter { $0 != TextSize.standard(on: platform) }.map {
                    OptionView(value: $0.text, label: $0.label, selected: $0 == selected, platforms: platform.rawValue)
                }
            }
    }

    /// Every platform, `selected` marked (none when nil).
    static func platformChoices(selected: Platform?) -> [OptionView] {
        Platform.allCases.map { OptionView(value: $0.rawValue, label: $0.displayName, selected: $0 == selected) }
    }

    /// Every device with the platforms that draw it (`PreviewOptions.devices(for:)`), `selected`
    /// marked (none when nil).
    static func deviceChoices(selected: PreviewOptions.Device?) -> [OptionView] {
        PreviewOptions.Device.allCases.map { device in
            OptionView(
                value: device.rawValue,
                label: device.rawValue.capitalized,
                selected: device == selected,
                platforms: Platform.allCases.filter { PreviewOptions.devices(for: $0).contains(device) }.map(\.rawValue).joined(separator: " ")
            )
        }
    }
}

/// The size of an `<iframe>` showing a preview document, and the scale that fits it on a page.
struct PreviewFrameBox: Sendable {
    let frameWidth: String
    let frameHeight: String
    let boxWidth: String
    let boxHeight: String
    let scale: String

    init(message: InAppMessage, options: PreviewOptions, fittingWidth: Double) {
        let frame = options.frame(for: message)
        let size = frame.documentSize(withBridgePanel: message.kind == .html)
        let factor = min(1, fittingWidth / Double(size.width))
        frameWidth = String(size.width)
        frameHeight = String(size.height)
        boxWidth = String(Int((Double(size.width) * factor).rounded(.up)))
        boxHeight = String(Int((Double(size.height) * factor).rounded(.up)))
        scale = String(format: "%.3f", factor)
    }
}
