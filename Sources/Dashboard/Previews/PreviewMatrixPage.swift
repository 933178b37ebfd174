import InAppMessaging
import Preview

/// View model of the preview matrix: the message on every device × orientation × appearance,
/// or (`by=user`) as every user profile with the chosen device, orientation and appearance.
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

    let campaignName: String
    let kindLabel: String
    let pageURL: String
    /// What the cells vary: "every device, orientation and appearance" or "every user".
    let varies: String
    /// The link to the other arrangement.
    let otherURL: String
    let otherLabel: String
    let cells: [Cell]

    /// How much each preview is scaled down.
    static let scale = 0.4

    init(campaign: Campaign, options: PreviewOptions, profiles: [UserProfile]? = nil, paths: Paths) {
        let message = campaign.message
        campaignName = campaign.name
        kindLabel = message.kind.label
        pageURL = paths.campaignPreview(campaign.id, options)
        if let profiles {
            varies = "every user profile"
            otherURL = paths.campaignMatrix(campaign.id, options)
            otherLabel = "Every device instead"
            let orientation = options.resolvedOrientation(for: message)
            let size = DeviceFrame(device: options.device, orientation: orientation).documentSize(withBridgePanel: message.kind == .html)
            cells = ([nil] + profiles.map(Optional.some)).map { profile in
                var cellOptions = options
                cellOptions.user = profile?.id
                return Cell(
                    label: profile?.name ?? "No user",
                    device: options.device.rawValue,
                    orientation: orientation.rawValue,
                    appearance: options.appearance.rawValue,
                    renderURL: paths.campaignRender(campaign.id, cellOptions),
                    pageURL: paths.campaignPreview(campaign.id, cellOptions),
                    pngURL: paths.campaignPNG(campaign.id, cellOptions),
                    pngName: PreviewLinks.fileName(campaign.id, cellOptions),
                    frame: PreviewFrameBox(message: message, options: cellOptions, fittingWidth: Double(size.width) * Self.scale)
                )
            }
            return
        }
        varies = "every device, orientation and appearance"
        otherURL = paths.campaignMatrix(campaign.id, options, byUser: true)
        otherLabel = "One per user instead"
        var cells: [Cell] = []
        for device in PreviewOptions.Device.allCases {
            for orientation in PreviewOptions.DeviceOrientation.allCases {
                for appearance in Appearance.allCases {
                    var cellOptions = options
                    cellOptions.device = device
                    cellOptions.orientation = orientation
                    cellOptions.appearance = appearance
                    let size = DeviceFrame(device: device, orientation: orientation).documentSize(withBridgePanel: message.kind == .html)
                    cells.append(
                        Cell(
                            label: "\(device.rawValue.capitalized) · \(orientation.rawValue) · \(appearance.rawValue)",
                            device: device.rawValue,
                            orientation: orientation.rawValue,
                            appearance: appearance.rawValue,
                            renderURL: paths.campaignRender(campaign.id, cellOptions),
                            pageURL: paths.campaignPreview(campaign.id, cellOptions),
                            pngURL: paths.campaignPNG(campaign.id, cellOptions),
                            pngName: PreviewLinks.fileName(campaign.id, cellOptions),
                            frame: PreviewFrameBox(message: message, options: cellOptions, fittingWidth: Double(size.width) * Self.scale)
                        )
                    )
                }
            }
        }
        self.cells = cells
    }
}
