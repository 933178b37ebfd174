import Foundation
import InAppMessaging
import Preview

/// View model of the preview matrix: the message on every platform × device × orientation ×
/// appearance, a row per platform, or (`by=user`) as every user profile, or (`by=locale`) in every
/// locale of the campaign's translations, or (`by=text_size`) at every text size the platform's
/// settings offer, or (`by=variant`) as every variant of an A/B test and its control group, with
/// the chosen platform, device, orientation and appearance.
struct PreviewMatrixPage: Page {
    /// The template.
    static let template = "preview-matrix"

    /// One preview in the matrix.
    struct Cell: Sendable {
        let label: String
        let device: String
        let orientation: String
        let appearance: String
        let renderURL: String
        let pageURL: String
        /// The cell's PNG and its download name.
        let pngURL: String
        let pngName: String
        let frame: PreviewFrameBox
    }

    /// The cells of one platform.
    struct Row: Sendable {
        let platform: String
        let label: String
        let cells: [Cell]
    }

    let campaignName: String
    let kindLabel: String
    let pageURL: String
    /// What the cells vary: "every platform, device, orientation and appearance" or "every user".
    let varies: String
    /// The link to the other arrangement.
    let otherURL: String
    let otherLabel: String
    /// One row per platform (one row, the chosen platform's, for the users).
    let rows: [Row]

    /// How much each preview is scaled down.
    static let scale = 0.4

    init(
        campaign: Campaign,
        options: PreviewOptions,
        profiles: [UserProfile]? = nil,
        locales: [String]? = nil,
        textSizes: Bool = false,
        variants: Bool = false,
        paths: Paths
    ) {
        campaignName = campaign.name
        kindLabel = campaign.message.kind.label
        pageURL = paths.campaignPreview(campaign.id, options)
        func cell(_ label: String, _ cellOptions: PreviewOptions) -> Cell {
            // The variant the cell draws (the first when the options name none or an unknown one).
            let message = cellOptions.variant.flatMap(campaign.outcome(named:)).map(campaign.message(for:)) ?? campaign.message
            let size = cellOptions.frame(for: message).documentSize(withBridgePanel: message.kind == .html)
            return Cell(
                label: label,
                device: cellOptions.device.rawValue,
                orientation: cellOptions.resolvedOrientation(for: message).rawValue,
                appearance: cellOptions.appearance.rawValue,
                renderURL: paths.campaignRender(campaign.id, cellOptions),
                pageURL: paths.campaignPreview(campaign.id, cellOptions),
                pngURL: paths.campaignPNG(campaign.id, cellOptions),
                pngName: PreviewLinks.fileName(campaign.id, cellOptions),
                frame: PreviewFrameBox(message: message, options: cellOptions, fittingWidth: Double(size.width) * Self.scale)
            )
        }
        // by=locale, by=user and by=text_size: one row, the chosen platform's, with a cell per value of one option.
        func singleRow(_ variants: [(label: String, apply: (inout PreviewOptions) -> Void)]) -> Row {
            let cells = variants.map { variant in
                var cellOptions = options
                variant.apply(&cellOptions)
                return cell(variant.label, cellOptions)
            }
            return Row(platform: options.platform.rawValue, label: options.platform.displayName, cells: cells)
        }
        let single: (varies: String, row: Row)? =
            if variants {
                (
                    "every variant of the campaign",
                    singleRow(campaign.outcomes.map { outcome in (campaign.name(of: outcome), { $0.variant = Campaign.letter(of: outcome) }) })
                )
            } else if textSizes {
                (
                    "every text size of \(options.platform.displayName)",
                    singleRow(
                        TextSize.steps(on: options.platform).map { size in
                            let standard = size == TextSize.standard(on: options.platform)
                            return (standard ? "\(size.label) (default)" : size.label, { $0.textSize = standard ? nil : size })
                        }
                    )
                )
            } else if let locales {
                (
                    "every locale of the campaign",
                    singleRow(([nil] + locales.map(Optional.some)).map { locale in (locale ?? "Default texts", { $0.locale = locale }) })
                )
            } else if let profiles {
                (
                    "every user profile",
                    singleRow(([nil] + profiles.map(Optional.some)).map { profile in (profile?.name ?? "No user", { $0.user = profile?.id }) })
                )
            } else {
                nil
            }
        if let single {
            varies = single.varies
            otherURL = paths.campaignMatrix(campaign.id, options)
            otherLabel = "Every platform and device instead"
            rows = [single.row]
            return
        }
        varies = "every platform, device, orientation and appearance"
        otherURL = paths.campaignMatrix(campaign.id, options, by: "user")
        otherLabel = "One per user instead"
        rows = Platform.allCases.map { platform in
            var cells: [Cell] = []
            for device in PreviewOptions.devices(for: platform) {
                // A desktop browser window has one shape: no orientations to vary.
                let orientations: [PreviewOptions.DeviceOrientation] = device == .desktop ? [.landscape] : PreviewOptions.DeviceOrientation.allCases
                for orientation in orientations {
                    for appearance in Appearance.allCases {
                        var cellOptions = options
                        cellOptions.platform = platform
                        cellOptions.device = device
                        cellOptions.orientation = device == .desktop ? nil : orientation
                        cellOptions.appearance = appearance
                        // A text size is one platform's: the others draw their default.
                        if cellOptions.textSize?.platform != platform { cellOptions.textSize = nil }
                        let label =
                            device == .desktop
                            ? "\(device.rawValue.capitalized) · \(appearance.rawValue)"
                            : "\(device.rawValue.capitalized) · \(orientation.rawValue) · \(appearance.rawValue)"
                        cells.append(cell(label, cellOptions))
                    }
                }
            }
            return Row(platform: platform.rawValue, label: platform.displayName, cells: cells)
        }
    }
}
